/**
 * The manual is README.md plus the pages under docs/; the engineer's map is
 * ARCHITECTURE.md plus the pages under docs/design/. They link to each other
 * by heading. A page moved or a heading renamed breaks a link silently on
 * GitHub; here it fails the suite, naming the file, the line and the link.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Heading, Link, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/doc/markdown.js';
import { plainText } from '../../src/doc/mdast-text.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pagesIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${dir}/${name}`);
const PAGES = ['README.md', 'ARCHITECTURE.md', ...pagesIn('docs'), ...pagesIn('docs/design')];

/** GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped, spaces as `-`. */
function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

function walk(node: Root | Root['children'][number], visit: (node: Root['children'][number] | Link) => void): void {
  if (node.type !== 'root') visit(node);
  if ('children' in node) for (const child of node.children) walk(child as Root['children'][number], visit);
}

const trees = new Map<string, Root>();
function treeOf(page: string): Root {
  if (!trees.has(page)) trees.set(page, parseMarkdown(readFileSync(join(ROOT, page), 'utf8')));
  return trees.get(page)!;
}

/** Every anchor a page has, repeated headings numbered as GitHub numbers them. */
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  walk(treeOf(page), (node) => {
    if (node.type !== 'heading') return;
    const base = anchorOf(plainText(node as Heading));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  });
  return anchors;
}

describe('the manual’s links', () => {
  it('README.md stays a guide: at most 400 lines, the reference under docs/', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(400);
  });

  it('ARCHITECTURE.md stays a map: at most 30 KiB, the detail in docs/design/', () => {
    expect(statSync(join(ROOT, 'ARCHITECTURE.md')).size).toBeLessThanOrEqual(30 * 1024);
  });

  it.each(PAGES)('%s: every link to a file of the repository or a heading finds it', (page) => {
    const broken: string[] = [];
    walk(treeOf(page), (node) => {
      if (node.type !== 'link') return;
      const { url, position } = node as Link;
      if (/^[a-z][a-z+.-]*:/i.test(url)) return;
      const [path, anchor] = url.split('#') as [string, string | undefined];
      const target = path === '' ? page : relative(ROOT, join(ROOT, dirname(page), decodeURIComponent(path)));
      const where = `${page}:${position?.start.line}: ${url}`;
      if (!existsSync(join(ROOT, target))) broken.push(`${where} (no file ${target})`);
      else if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor))
        broken.push(`${where} (no heading with that anchor in ${target})`);
    });
    expect(broken).toEqual([]);
  });
});
