import { parseMarkdown } from './dist/doc/markdown.js';
const { cpuUsage } = process;
function time(txt) { let best = Infinity; for (let r = 0; r < 3; r++) { const c0 = cpuUsage(); parseMarkdown(txt); const c1 = cpuUsage(c0); best = Math.min(best, (c1.user + c1.system) / 1000); } return best.toFixed(0); }
const v = {
  headParas: (n) => Array.from({ length: n }, (_, i) => `### part-${i}\n\nStatement ${i}.\n\n`).join(''),
  lists: (n) => Array.from({ length: n }, (_, i) => `1. one ${i}\n2. two\n\nPara.\n\n`).join(''),
  bullets: (n) => Array.from({ length: n }, (_, i) => `- one ${i}\n- two\n\nPara.\n\n`).join(''),
  html: (n) => Array.from({ length: n }, (_, i) => `<!-- note ${i} -->\n\nPara.\n\n`).join(''),
};
for (const [name, f] of Object.entries(v)) console.log(name.padEnd(10), [250, 500, 1000, 2000].map((n) => `${n}:${time(f(n))}`).join(' '));
