/**
 * The paragraphs and code blocks of a Markdown file, found with remark, each
 * with its text (whitespace collapsed, so a rewrapped copy is still a copy)
 * and where it starts.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface Paragraph {
  text: string;
  line: number;
  column: number;
}

interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
}

export function paragraphsOf(markdown: string): Paragraph[] {
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).parse(markdown) as MarkdownNode;
  const paragraphs: Paragraph[] = [];
  const visit = (node: MarkdownNode) => {
    const position = node.position;
    if ((node.type === 'paragraph' || node.type === 'code') && position?.start.offset !== undefined && position.end.offset !== undefined) {
      const text = markdown.slice(position.start.offset, position.end.offset).replace(/\s+/g, ' ').trim();
      paragraphs.push({ text, line: position.start.line, column: position.start.column });
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return paragraphs;
}
