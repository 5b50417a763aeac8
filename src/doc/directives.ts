/**
 * `<!-- teamdoc-disable … -->` comments as the doc writes them: where each is,
 * what it asks and which rule ids it names, each located. They are found in
 * the parsed tree's HTML (blocks, and inline in paragraphs and table cells),
 * so a comment shown inside a code block is text, not a directive. Whether an
 * id is known and what a comment silences is the rule runner's call.
 */
import type { Nodes, Root } from 'mdast';
import type { Located, Span } from './model.js';
import { endOffset, startOffset } from './mdast-text.js';
import type { TextIndex } from './positions.js';

/** As markdownlint has them: a stretch (`disable` … `enable`), the comment's own line, or the line after it. */
const DIRECTIVE_ACTIONS = ['disable', 'enable', 'disable-line', 'disable-next-line'] as const;
type DirectiveAction = (typeof DIRECTIVE_ACTIONS)[number];

export interface Directive {
  action: DirectiveAction;
  /** The whole comment. */
  span: Span;
  /** The rule ids it names; none means every rule. */
  ruleIds: Located[];
  /** What follows ` -- ` (ESLint's way of saying why), when given. */
  reason: string | undefined;
}

const PREFIX = 'teamdoc-';
const DIRECTIVE = /<!--\s*teamdoc-(disable-next-line|disable-line|disable|enable)(?=\s|-->)([\s\S]*?)-->/g;
const RULE_ID = /[^\s,]+/g;

export function findDirectives(tree: Root, index: TextIndex): Directive[] {
  if (!index.text.includes(PREFIX)) return [];
  const found: Directive[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'html') {
      found.push(...directivesIn(startOffset(node), endOffset(node), index));
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return found;
}

/** The comments in one HTML node, read from the source itself so that every offset is a file offset. */
function directivesIn(start: number, end: number, index: TextIndex): Directive[] {
  const source = index.text.slice(start, end);
  const directives: Directive[] = [];
  for (const match of source.matchAll(DIRECTIVE)) {
    const at = start + match.index;
    const parameterAt = at + match[0].length - 3 - match[2]!.length;
    const separator = / --(\s|$)/.exec(match[2]!);
    const ids = separator ? match[2]!.slice(0, separator.index) : match[2]!;
    directives.push({
      action: match[1] as DirectiveAction,
      span: index.span(at, at + match[0].length),
      ruleIds: [...ids.matchAll(RULE_ID)].map((id) => ({ text: id[0], span: index.span(parameterAt + id.index, parameterAt + id.index + id[0].length) })),
      reason: separator ? match[2]!.slice(separator.index + 3).trim() || undefined : undefined,
    });
  }
  return directives;
}
