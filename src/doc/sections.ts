/**
 * Splits the document's top-level nodes into the title, the intent and the
 * `##` sections, and a section into its `###` (or `####`) subsections. Only
 * headings at the top level count: a `## Roles` inside a list is text.
 */
import type { Heading, Nodes, RootContent } from 'mdast';
import type { Located, Span } from './model.js';
import { closest } from '../text/closest.js';
import { endOffset, plainText, spanOf, startOffset } from './mdast-text.js';

export interface Block {
  heading: Heading;
  title: Located;
  /** Lower-case, trimmed heading text. */
  key: string;
  nodes: RootContent[];
  span: Span;
  startOffset: number;
  endOffset: number;
  /** The heading was read as the fixed section `key` it misspells. */
  misspelled?: boolean;
}

export interface Outline {
  titles: Located[];
  /** Nodes between the first `#` and the first `##`. */
  preamble: RootContent[];
  sections: Block[];
}

/** A heading's text, located at the text itself rather than at its `#` marks. */
export function headingText(heading: Heading): Located {
  const first = heading.children[0];
  const last = heading.children[heading.children.length - 1];
  const span = first && last ? { start: spanOf(first).start, end: spanOf(last).end } : spanOf(heading);
  return { text: plainText(heading).trim(), span };
}

export function outline(nodes: readonly RootContent[]): Outline {
  const titles: Located[] = [];
  const preamble: RootContent[] = [];
  let seenSection = false;
  const rest: RootContent[] = [];
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth === 1) {
      titles.push(headingText(node));
      continue;
    }
    if (node.type === 'heading' && node.depth === 2) seenSection = true;
    if (seenSection) rest.push(node);
    else if (titles.length > 0) preamble.push(node);
  }
  return { titles, preamble, sections: splitAt(rest, 2) };
}

/** Groups nodes into blocks, each starting at a heading of `depth`; nodes before the first such heading are dropped. */
export function splitAt(nodes: readonly RootContent[], depth: number): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth <= depth) {
      if (node.depth < depth) {
        current = undefined;
        continue;
      }
      const title = headingText(node);
      current = {
        heading: node,
        title,
        key: title.text.toLowerCase(),
        nodes: [],
        span: title.span,
        startOffset: startOffset(node),
        endOffset: endOffset(node),
      };
      blocks.push(current);
      continue;
    }
    if (current) {
      current.nodes.push(node);
      current.span = { start: current.span.start, end: spanOf(node as Nodes).end };
      current.endOffset = endOffset(node as Nodes);
    }
  }
  return blocks;
}

/** Nodes of a block before its first heading of `depth` or shallower. */
export function leadingNodes(nodes: readonly RootContent[], depth: number): RootContent[] {
  const index = nodes.findIndex((node) => node.type === 'heading' && node.depth <= depth);
  return index === -1 ? [...nodes] : nodes.slice(0, index);
}

/**
 * Headings (lower case) as read: a fixed one as it is, one close to a fixed
 * section nobody wrote as that section (`resouces` as resources), so that one
 * typo is one finding and what the section holds is still read and checked.
 * The model and the history read headings through this, and so agree.
 */
export function readKeys(keys: readonly string[], known: readonly string[]): { key: string; misspelled: boolean }[] {
  const present = new Set(keys);
  return keys.map((key) => {
    const meant = known.includes(key)
      ? undefined
      : closest(
          key,
          known.filter((candidate) => !present.has(candidate)),
        );
    if (meant === undefined) return { key, misspelled: false };
    present.add(meant);
    return { key: meant, misspelled: true };
  });
}

/** `readKeys` over blocks: a misspelt block takes the key of the section it was read as. */
export function readMisspelled(blocks: readonly Block[], known: readonly string[]): void {
  readKeys(
    blocks.map((block) => block.key),
    known,
  ).forEach((read, index) => {
    if (!read.misspelled) return;
    blocks[index]!.key = read.key;
    blocks[index]!.misspelled = true;
  });
}
