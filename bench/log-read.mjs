// Benchmark of reading the log. Run after `npm run build`:
//
//   node bench/log-read.mjs            100,000 entries
//   node bench/log-read.mjs --quick    10,000 entries
//   node bench/log-read.mjs --against /tmp/main/bin/teamdoc
//                                      the cold read also with another build, interleaved, with CPU
//                                      time and peak memory for both
//
// `teamdoc log --format json` over the whole log, as a process (node start-up
// included), target under 2 s:
//   - cold: no read cache (the first read after a clone, or after the cache is deleted);
//   - warm: the cache matches the ref's tip (every read after that);
//   - one new entry: the tip moved by one append since the cache was written.
// Medians of interleaved runs, against two baselines measured in the same run:
// `git cat-file --batch` of the same entry blobs (the cold read's target is
// at most 3× that) and `git log --oneline` of the log ref.
import { execFileSync, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
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
const blobs = execFileSync('git', ['ls-tree', '-r', '--format=%(objectname)', LOG_REF, 'messages'], {
  cwd: repo.dir,
  env: repo.env,
  encoding: 'utf8',
  maxBuffer: 1 << 30,
});
const againstAt = process.argv.indexOf('--against');
const against = againstAt > 0 ? process.argv[againstAt + 1] : undefined;
/** One cold read by the build at `bin`: wall time, CPU time (user + system, git's children included) and peak memory. */
function coldRead(bin) {
  rmSync(cache, { force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, bin, 'log', '--format', 'json'], {
    cwd: repo.dir,
    env: repo.env,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const [user, system, kilobytes] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { ms, cpu: (user + system) * 1000, mb: kilobytes / 1024 };
}
const compared = { mine: [], against: [] };
const times = { cold: [], warm: [], oneNew: [], baseline: [], catFile: [], logRaw: [] };
// What the cold read asks of git, alone: the log's commits with their changes (git/commit-changes.ts), then the blobs.
const logRaw = [
  'log',
  '--no-show-signature',
  '--no-color',
  '--no-renames',
  '--no-abbrev',
  '--raw',
  '-z',
  '--root',
  '--reverse',
  '--topo-order',
  '--diff-merges=off',
  '--format=%x1e%H %P',
  LOG_REF,
  '--',
];
const startLoad = loadavg()[0];
started = Date.now();
for (let round = 0; round < rounds; round++) {
  rmSync(cache, { force: true });
  times.cold.push(await read());
  times.warm.push(await read());
  await timeProcess(process.execPath, [TEAMDOC, 'record', '--from', 'bench', '--to', 'lead', '--kind', 'other'], {
    cwd: repo.dir,
    env: repo.env,
    input: `round ${round}\n`,
  });
  times.oneNew.push(await read());
  times.baseline.push(await timeProcess('git', ['log', '--oneline', LOG_REF], { cwd: repo.dir, env: repo.env }));
  times.catFile.push(await timeProcess('git', ['cat-file', '--batch'], { cwd: repo.dir, env: repo.env, input: blobs }));
  times.logRaw.push(await timeProcess('git', logRaw, { cwd: repo.dir, env: repo.env }));
  if (against) {
    compared.mine.push(coldRead(TEAMDOC));
    compared.against.push(coldRead(against));
  }
}

console.log(
  `teamdoc log --format json over ${count.toLocaleString('en')} entries (medians of ${rounds} interleaved rounds, ${((Date.now() - started) / 1000).toFixed(0)} s; 1-minute load ${startLoad.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end)`,
);
for (const [label, key] of [
  ['cold (no read cache)', 'cold'],
  ['warm (cache at the tip)', 'warm'],
  ['one entry newer than the cache', 'oneNew'],
]) {
  const value = median(times[key]);
  console.log(`   ${label.padEnd(32)} ${format(value).padStart(10)}   target < 2 s   ${value < 2000 ? 'met' : 'NOT met'}`);
}
const catFile = median(times.catFile);
console.log(
  `   baseline: git cat-file --batch   ${format(catFile).padStart(10)}   (the entry blobs; cold ÷ this = ${(median(times.cold) / catFile).toFixed(1)}×, target ≤ 3×)`,
);
console.log(`   baseline: git log --oneline      ${format(median(times.baseline)).padStart(10)}`);
const floor = median(times.logRaw) + catFile;
console.log(
  `   git alone, one after the other: git log --raw ${format(median(times.logRaw))} + cat-file ${format(catFile)} = ${format(floor)} (cold ÷ this = ${(median(times.cold) / floor).toFixed(1)}×)`,
);
if (against) {
  const summary = (runs) => ({ ms: median(runs.map((run) => run.ms)), cpu: median(runs.map((run) => run.cpu)), mb: Math.max(...runs.map((run) => run.mb)) });
  const [mine, other] = [summary(compared.mine), summary(compared.against)];
  console.log(`cold read against ${against} (the same rounds; CPU includes git's):`);
  for (const [label, value] of [
    ['this build', mine],
    ['against', other],
  ])
    console.log(`   ${label.padEnd(12)} wall ${format(value.ms).padStart(11)}   cpu ${format(value.cpu).padStart(11)}   peak ${value.mb.toFixed(0)} MB`);
  console.log(
    `   this ÷ against: wall ${(mine.ms / other.ms).toFixed(2)}, cpu ${(mine.cpu / other.cpu).toFixed(2)}, peak memory ${(mine.mb / other.mb).toFixed(2)}`,
  );
}
