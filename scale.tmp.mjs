import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
const p = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(function(){ const d=this.data(); (d.micromarkExtensions??=[]).push(gfmTable(), gfmTaskListItem()); (d.fromMarkdownExtensions??=[]).push(gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown()); }).freeze();
const gens = {
  paras: (n) => "a\n\n".repeat(n/2),
  items: (n) => "- a\n".repeat(n),
  heads: (n) => "# a\n".repeat(n),
  quotes: (n) => "> a\n".repeat(n),
  fences: (n) => "```\na\n```\n".repeat(n/3),
  tasks: (n) => "- [ ] a\n".repeat(n),
  nestedItems: (n) => "- a\n  - b\n    - c\n".repeat(n/3),
  emph: (n) => '**_'.repeat(n) + '\n',
  stars: (n) => '*a '.repeat(n) + '\n',
  unders: (n) => '_a '.repeat(n) + '\n',
  brackets: (n) => '['.repeat(n) + '\n',
  bracketsLink: (n) => '[a]('.repeat(n) + '\n',
  backticks: (n) => Array.from({length:n},(_,i)=>'`'.repeat(1+(i%50))+'a').join(' ') + '\n',
  lt: (n) => '<a '.repeat(n) + '\n',
  listDeep: (n) => Array.from({length:n},(_,i)=>'  '.repeat(i)+'- x').join('\n')+'\n',
  quoteDeep: (n) => '> '.repeat(n)+'x\n',
  quoteList: (n) => '> - '.repeat(n)+'x\n',
  table: (n) => '| a | b |\n| - | - |\n' + Array.from({length:n},(_,i)=>`| ${i} | y |`).join('\n')+'\n',
  tableWide: (n) => '|' + ' a |'.repeat(n) + '\n|' + ' - |'.repeat(n) + '\n' + ('|' + ' x |'.repeat(n) + '\n').repeat(10),
  lists: (n) => Array.from({length:n},(_,i)=>`- item ${i}\n\n  para\n`).join('\n'),
  entities: (n) => '&amp;'.repeat(n)+'\n',
  html: (n) => '<div>\n'.repeat(n),
  headings: (n) => '# h\n'.repeat(n),
  refdefs: (n) => Array.from({length:n},(_,i)=>`[a${i}]: http://x`).join('\n')+'\n',
  setext: (n) => 'a\n'.repeat(n)+'===\n',
  linkRefs: (n) => '[a]'.repeat(n)+'\n',
  autolinks: (n) => '<http://a'.repeat(n)+'\n',
  tildes: (n) => '~'.repeat(n)+'\n',
  tableCells: (n) => '| a | b |\n| - | - |\n' + ('|'.repeat(n))+'\n',
};
const which = process.argv[2]; const sizes = process.argv.slice(3).map(Number);
for (const n of sizes) {
  const text = gens[which](n);
  const c0 = process.cpuUsage(); const m0 = process.memoryUsage().rss;
  try { p.parse(text); } catch (e) { console.log(which, n, 'error', e.message); continue; }
  const c = process.cpuUsage(c0);
  console.log(which.padEnd(12), String(n).padStart(7), (text.length/1024).toFixed(0).padStart(6)+'KB', ((c.user+c.system)/1000).toFixed(0).padStart(7)+'ms cpu', (process.memoryUsage().rss/1e6|0)+'MB');
}
