/** Small readings of mdast nodes: their plain text and their span. */
import type { Nodes } from 'mdast';
import type { Span } from './model.js';

/** The text a reader sees: Markdown marks removed, code kept, inline HTML dropped, line breaks as spaces. */
export function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if (node.type === 'html') return '';
  if ('children' in node) {
    let text = '';
    for (const child of node.children) text += plainText(child as Nodes);
    return text;
  }
  return 'value' in node && typeof node.value === 'string' ? node.value : '';
}

/** Every node from remark-parse has a position; a missing one would be a parser bug, shown as 1:1. */
export function spanOf(node: Nodes): Span {
  const position = node.position;
  if (!position) return { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  return { start: { line: position.start.line, column: position.start.column }, end: { line: position.end.line, column: position.end.column } };
}

export function startOffset(node: Nodes): number {
  return node.position?.start.offset ?? 0;
}

export function endOffset(node: Nodes): number {
  return node.position?.end.offset ?? 0;
}

/** True for HTML comments and whitespace-only HTML: the template's guidance, not content. */
export function isComment(node: Nodes): boolean {
  return node.type === 'html' && (/^\s*<!--[\s\S]*-->\s*$/.test(node.value) || node.value.trim() === '');
}
