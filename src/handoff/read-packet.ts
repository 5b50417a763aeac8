/**
 * A handoff packet's text → its `##` sections with their positions, from one
 * remark parse (no regular expressions over Markdown): each section's heading,
 * and whether anything but whitespace and comments stands under it before the
 * next `#` or `##` heading.
 */
import type { Nodes, RootContent } from 'mdast';
import type { Span } from '../doc/model.js';
import { parseMarkdown } from '../doc/markdown.js';
import { isComment, plainText, spanOf } from '../doc/mdast-text.js';
import { sectionKey } from './packet-sections.js';

interface PacketSectionFound {
  title: string;
  key: string;
  heading: Span;
  /** Nothing under the heading but whitespace or comments. */
  empty: boolean;
}

export interface PacketText {
  sections: PacketSectionFound[];
  /** Where the text ends: findings about something missing point here when nothing later is there. */
  end: Span;
}

export function readPacket(text: string): PacketText {
  const tree = parseMarkdown(text);
  const sections: PacketSectionFound[] = [];
  let current: PacketSectionFound | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      current = node.depth === 2 ? { title: plainText(node).trim(), key: sectionKey(plainText(node)), heading: spanOf(node), empty: true } : undefined;
      if (current) sections.push(current);
      continue;
    }
    if (current && hasContent(node)) current.empty = false;
  }
  const lines = text.split('\n');
  const lastLine = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const lastColumn = (lines[lastLine - 1] ?? '').length + 1;
  const end = { line: Math.max(lastLine, 1), column: lastColumn };
  return { sections, end: { start: end, end } };
}

function hasContent(node: RootContent): boolean {
  if (isComment(node as Nodes)) return false;
  if (node.type === 'yaml' || node.type === 'definition') return true;
  return node.type === 'code' || node.type === 'thematicBreak' || plainText(node as Nodes).trim() !== '' || node.type === 'table';
}
