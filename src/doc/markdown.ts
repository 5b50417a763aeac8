/**
 * The Markdown parser: unified + remark-parse + remark-frontmatter over the
 * whole file, so every position in the tree is a real position in the file
 * (gray-matter's `content` would shift lines by the front matter's height).
 *
 * Of GFM it adds only what a team doc uses, tables and task lists, from the
 * same packages remark-gfm bundles. remark-gfm's autolink literals walk the
 * whole tree with regular expressions after parsing; leaving them (and
 * footnotes and strikethrough) out cut parsing of the large benchmark doc by
 * about 15% (docs/design/doc-and-rules.md, "Decisions").
 */
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import type { Root } from 'mdast';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { checkComplexity } from './complexity.js';

/** A remark plugin: GFM tables and task-list items, nothing else of GFM. */
function remarkGfmTables(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown());
}

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmTables).freeze();

/** The tree of `text`; DocTooComplex (complexity.ts) for text that would cost the parser minutes or gigabytes. */
export function parseMarkdown(text: string): Root {
  checkComplexity(text);
  return processor.parse(text);
}
