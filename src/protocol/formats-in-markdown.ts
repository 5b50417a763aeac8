/**
 * Finds the report formats a Markdown text spells out: each fenced block whose
 * first line is `[tag] …`, with the labels of its `Label:` lines in order. The
 * skills' references and the kickoff template are held to REPORT_FORMATS by it,
 * and a hand-written kickoff can be checked for them.
 */
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface WrittenFormat {
  tag: string;
  fields: string[];
  /** Where the fenced block starts. */
  line: number;
}

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
  position?: { start: { line: number } };
}

const FIRST_LINE = /^\[([a-z]+)\] /;
const LABEL = /^([A-Z][A-Za-z ]*):(?: |$)/;

export function formatsWritten(markdown: string): WrittenFormat[] {
  const tree = unified().use(remarkParse).parse(markdown) as MarkdownNode;
  const formats: WrittenFormat[] = [];
  const visit = (node: MarkdownNode) => {
    if (node.type === 'code' && node.value !== undefined) {
      const [first = '', ...rest] = node.value.split('\n');
      const tag = FIRST_LINE.exec(first)?.[1];
      if (tag !== undefined) {
        const fields = rest.flatMap((line) => LABEL.exec(line)?.[1] ?? []);
        formats.push({ tag, fields, line: node.position?.start.line ?? 1 });
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return formats;
}
