/**
 * Relative links in a Markdown file, found with remark (never by regex), with
 * the position where each is written.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface LocalLink {
  /** The target path as written, without `#fragment` or `?query`, percent-decoded. */
  path: string;
  line: number;
  column: number;
}

interface MarkdownNode {
  type: string;
  url?: string;
  children?: MarkdownNode[];
  position?: { start: { line: number; column: number } };
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function localLinks(markdown: string): LocalLink[] {
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).parse(markdown) as MarkdownNode;
  const links: LocalLink[] = [];
  const visit = (node: MarkdownNode) => {
    if (node.url !== undefined && ['link', 'image', 'definition'].includes(node.type)) {
      const path = localPath(node.url);
      if (path !== undefined) links.push({ path, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return links;
}

function localPath(url: string): string | undefined {
  if (url === '' || url.startsWith('#') || url.startsWith('//') || SCHEME.test(url)) return undefined;
  const withoutSuffix = url.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(withoutSuffix);
  } catch {
    return withoutSuffix;
  }
}
