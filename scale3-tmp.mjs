import { parse, postprocess, preprocess } from 'micromark';
import { fromMarkdown } from 'mdast-util-from-markdown';
const { cpuUsage } = process;
function time(fn) { let best = Infinity; for (let r = 0; r < 3; r++) { const c0 = cpuUsage(); fn(); const c1 = cpuUsage(c0); best = Math.min(best, (c1.user + c1.system) / 1000); } return best.toFixed(0); }
const bullets = (n) => Array.from({ length: n }, (_, i) => `- one ${i}\n- two\n\nPara.\n\n`).join('');
for (const n of [500, 1000, 2000]) {
  const txt = bullets(n);
  const ev = time(() => postprocess(parse().document().write(preprocess()(txt, undefined, true))));
  const full = time(() => fromMarkdown(txt));
  console.log(n, 'events', ev, 'fromMarkdown', full);
}
