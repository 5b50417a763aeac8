// Benchmark of reading the log. Run after `npm run build`:
//
//   node bench/log-read.mjs            100,000 entries
//   node bench/log-read.mjs --quick    10,000 entries
//
// `teamdoc log --format json` over the whole log, as a process (node start-up
// included), target under 2 s:
//   - cold: no read cache (the first read after a clone, or after the cache is deleted);
//   - warm: the cache matches the ref's tip (every read after that);
//   - one new entry: the tip moved by one append since the cache was written.
// Medians of interleaved runs, against `git log --oneline` of the log ref as a
// baseline measured in the same run.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOG_REF, TEAMDOC, format, generateLog, makeRepo, median, scratch, timeProcess } from './lib/setup.mjs';

const quick = process.argv.includes('--quick');
const count = quick ? 10_000 : 100_000;
const rounds = quick ? 3 : 5;

const base = scratch('teamdoc-bench-read-');
const repo = makeRepo(base, 'log');
let started = Date.now();
generateLog(repo, count);
console.log(`teamdoc bench/log-read.mjs — ${new Date().toISOString()}${quick ? ' (quick)' : ''}`);
console.log(`log of ${count.toLocaleString('en')} entries built with fast-import in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

const cache = join(repo.dir, '.git', 'teamdoc', 'log', encodeURIComponent(LOG_REF), 'read-cache.json');
const read = () => timeProcess(process.execPath, [TEAMDOC, 'log', '--format', 'json'], { cwd: repo.dir, env: repo.env });
const times = { cold: [], warm: [], oneNew: [], baseline: [] };
started = Date.now();
for (let round = 0; round < rounds; round++) {
  rmSync(cache, { force: true });
  times.cold.push(await read());
  times.warm.push(await read());
  await timeProcess(process.execPath, [TEAMDOC, 'record', '--from', 'bench', '--to', 'lead', '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: `round ${round}\n` });
  times.oneNew.push(await read());
  times.baseline.push(await timeProcess('git', ['log', '--oneline', LOG_REF], { cwd: repo.dir, env: repo.env }));
}

console.log(`teamdoc log --format json over ${count.toLocaleString('en')} entries (medians of ${rounds} interleaved rounds, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const [label, key] of [
  ['cold (no read cache)', 'cold'],
  ['warm (cache at the tip)', 'warm'],
  ['one entry newer than the cache', 'oneNew'],
]) {
  const value = median(times[key]);
  console.log(`   ${label.padEnd(32)} ${format(value).padStart(10)}   target < 2 s   ${value < 2000 ? 'met' : 'NOT met'}`);
}
console.log(`   baseline: git log --oneline      ${format(median(times.baseline)).padStart(10)}`);
