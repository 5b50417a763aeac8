import { parseMarkdown } from './dist/doc/markdown.js';
const { cpuUsage } = process;
function time(txt) { let best = Infinity; for (let r = 0; r < 5; r++) { const c0 = cpuUsage(); parseMarkdown(txt); const c1 = cpuUsage(c0); best = Math.min(best, (c1.user + c1.system) / 1000); } return best.toFixed(0); }
const row = (i) => `| ports for lead-${i} | port | ${20000 + i * 20}-${20000 + i * 20 + 19} | lead-${i} | dashboards and debug servers |`;
const table = (n) => ['| Resource | Kind | Value | Owner | Note |', '| --- | --- | --- | --- | --- |', ...Array.from({ length: n }, (_, i) => row(i))].join('\n') + '\n';
const list = (n) => Array.from({ length: n }, (_, i) => `- day ${i}: run ${i} at step ${i * 2}k, loss ${(3 - i / 10).toFixed(2)}, see \`runs/x/day-${i}.log\`.`).join('\n') + '\n';
const paras = (n) => Array.from({ length: n }, (_, i) => `Para ${i} words words words words words words words words words.\n`).join('\n');
const sections = (n) => Array.from({ length: n }, (_, i) => `### part-${i}\n\nStatement ${i}.\n\n#### Plan\n\n1. one\n2. two\n\n`).join('');
for (const [name, f] of [['table', table], ['list', list], ['paras', paras], ['sections', sections]]) {
  console.log(name, [250, 500, 1000, 2000].map((n) => `${n}:${time(f(n))}`).join(' '));
}
