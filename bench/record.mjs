// Benchmarks of writing to the log. Run after `npm run build`:
//
//   node bench/record.mjs            all three parts
//   node bench/record.mjs --quick    fewer rounds, smaller big log (a smoke run)
//   node bench/record.mjs --against /tmp/main/bin/teamdoc
//                                    parts 1 and 2 also with another build, interleaved
//   node bench/record.mjs --parts 1,2    only those parts
//
// 1. One `teamdoc record` against a plain `git add && git commit` of a one-line
//    file in the same repository, counting the record's time above bare
//    `node -e 0` (no Node CLI can beat Node's own start). Target: ≤ 2×.
// 2. 16 concurrent writers, as processes: through the library (as the hook
//    and other commands append; target ≥ 50 messages/s with 0 lost) and as
//    `teamdoc record` processes, against 16 concurrent loops of bare
//    `node -e 0` in the same run, the machine's ceiling for any Node CLI
//    (target ≥ 0.6× their rate, 0 lost).
// 3. One append when the log holds 100,000 entries against one when it holds
//    100. Target: median within 1.2×.
//
// Every comparison interleaves its runs and reports medians measured in the
// same run: the machine has two cores shared with other jobs.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_REF, TEAMDOC, benchEnv, format, generateLog, library, makeRepo, median, scratch, timeProcess } from './lib/setup.mjs';

const { locateRepo, appendEntries, resolveLogSettings } = library;

const SELF = fileURLToPath(import.meta.url);
const LOOP = fileURLToPath(new URL('./lib/loop.mjs', import.meta.url));
const quick = process.argv.includes('--quick');
const againstAt = process.argv.indexOf('--against');
/** The builds compared: this one, and with --against another's bin script (e.g. main's, copied aside). */
const builds = [{ label: 'this build', bin: TEAMDOC }, ...(againstAt > 0 ? [{ label: 'against', bin: process.argv[againstAt + 1] }] : [])];
const load = () => loadavg()[0].toFixed(1);
const partsAt = process.argv.indexOf('--parts');
const parts = partsAt > 0 ? process.argv[partsAt + 1].split(',').map(Number) : [1, 2, 3];

if (process.argv[2] === '--writer') {
  await writer(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  const base = scratch('teamdoc-bench-record-');
  Object.assign(process.env, benchEnv(join(base, 'home')));
  console.log(`teamdoc bench/record.mjs — ${new Date().toISOString()}${quick ? ' (quick)' : ''}\n`);
  if (parts.includes(1)) await oneRecordVersusCommit(base);
  if (parts.includes(2)) await concurrentWriters(base);
  if (parts.includes(3)) await appendAtSize(base);
}

async function oneRecordVersusCommit(base) {
  const rounds = quick ? 7 : 25;
  const records = builds.map((build, index) => ({ ...build, repo: makeRepo(base, `single-${index}`), times: [] }));
  const commitRepo = makeRepo(base, 'single-commit');
  const times = { node: [], commit: [] };
  const startLoad = load();
  // Warm the file cache once for each, then interleave.
  for (const { bin, repo } of records)
    await timeProcess(process.execPath, [bin, 'record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: 'warm-up\n' });
  for (let round = 0; round < rounds; round++) {
    times.node.push(await timeProcess(process.execPath, ['-e', '0'], { env: commitRepo.env }));
    for (const { bin, repo, times: recordTimes } of records) {
      recordTimes.push(
        await timeProcess(process.execPath, [bin, 'record', '--from', 'lead', '--to', 'worker', '--kind', 'brief'], {
          cwd: repo.dir,
          env: repo.env,
          input: `message ${round}\n`,
        }),
      );
    }
    appendFileSync(join(commitRepo.dir, 'notes.txt'), `line ${round}\n`);
    const add = await timeProcess('git', ['add', 'notes.txt'], { cwd: commitRepo.dir, env: commitRepo.env });
    const commit = await timeProcess('git', ['commit', '-q', '-m', `line ${round}`], { cwd: commitRepo.dir, env: commitRepo.env });
    times.commit.push(add + commit);
  }
  const node = median(times.node);
  const commit = median(times.commit);
  console.log(`1. one record against one git commit (medians of ${rounds} interleaved rounds; 1-minute load ${startLoad} at the start, ${load()} at the end)`);
  console.log(`   node -e 0                 ${format(node)}`);
  console.log(`   git add && git commit     ${format(commit)}`);
  for (const { label, times: recordTimes } of records) {
    const record = median(recordTimes);
    const ratio = (record - node) / commit;
    console.log(
      `   teamdoc record (${label})   ${format(record)}   (${format(record - node)} above node)   (record − node) / commit = ${ratio.toFixed(2)}×   target ≤ 2×   ${ratio <= 2 ? 'met' : 'NOT met'}`,
    );
  }
  if (records.length > 1)
    console.log(`   this build ÷ against, above node: ${((median(records[0].times) - node) / (median(records[1].times) - node)).toFixed(2)}×`);
  console.log();
}

async function concurrentWriters(base) {
  const writers = 16;
  const perWriter = quick ? 25 : 100;
  const perCliWriter = quick ? 4 : 10;
  console.log(`2. ${writers} concurrent writers (1-minute load ${load()} at the start)`);
  const library = await concurrently(base, writers, '--writer', perWriter);
  console.log(`   ${'library appends (hook, join, handoff)'.padEnd(40)} ${library.text}`);
  console.log(`      target ≥ 50 msgs/s with 0 lost: ${library.rate >= 50 && library.lost === 0 ? 'met' : 'NOT met'}`);
  // Bare node loops and each build's record processes, alternating, so that load hits all alike.
  const rounds = quick ? 1 : 3;
  const rates = new Map([['node', []], ...builds.map((build) => [build.label, []])]);
  for (let round = 0; round < rounds; round++) {
    rates.get('node').push(await nodeLoops(writers, perCliWriter));
    for (const build of builds) {
      const cli = await concurrently(base, writers, build.bin, perCliWriter);
      console.log(`   ${`teamdoc record processes (${build.label})`.padEnd(40)} ${cli.text}`);
      rates.get(build.label).push(cli.lost === 0 ? cli.rate : 0);
    }
  }
  const node = median(rates.get('node'));
  console.log(`   ${writers} loops of bare node -e 0 (×${perCliWriter} each): median ${node.toFixed(1)} starts/s over ${rounds} round(s)`);
  for (const build of builds) {
    const ratio = median(rates.get(build.label)) / node;
    console.log(`   teamdoc record (${build.label}) ÷ bare node: ${ratio.toFixed(2)}×   target ≥ 0.6× with 0 lost   ${ratio >= 0.6 ? 'met' : 'NOT met'}`);
  }
  console.log(`   (1-minute load ${load()} at the end)\n`);
}

/**
 * `writers` processes writing `count` messages each into one fresh repository: the bench itself in
 * `--writer` mode (library appends), or a loop (lib/loop.mjs) of `teamdoc record` of the build at `writer`.
 */
async function concurrently(base, writers, writer, count) {
  const repo = makeRepo(base, `concurrent-${Math.random().toString(36).slice(2, 8)}`);
  const args = (index) =>
    writer === '--writer'
      ? [SELF, writer, repo.dir, `w${index}`, String(count)]
      : [LOOP, String(count), `w${index}`, process.execPath, writer, 'record', '--from', '{name}', '--to', 'lead', '--kind', 'report', '--wait', '120'];
  const started = process.hrtime.bigint();
  const codes = await Promise.all(Array.from({ length: writers }, (_, index) => run(process.execPath, args(index), repo.env, repo.dir)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const expected = writers * count;
  const stored = Number(repo.git('ls-tree', '-r', '--name-only', LOG_REF, 'messages').split('\n').filter(Boolean).length);
  const commits = Number(repo.git('rev-list', '--count', LOG_REF));
  const rate = expected / seconds;
  const failed = codes.filter((code) => code !== 0).length;
  return {
    rate,
    lost: expected - stored,
    text: `${writers}×${count} in ${seconds.toFixed(1)} s = ${rate.toFixed(1)} msgs/s; ${stored}/${expected} stored (${expected - stored} lost), ${failed} writers failed, ${commits} commits`,
  };
}

/** The rate at which `loops` concurrent loops (lib/loop.mjs, as the record writers) run bare `node -e 0`, `count` times each. */
async function nodeLoops(loops, count) {
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: loops }, (_, index) => run(process.execPath, [LOOP, String(count), `n${index}`, process.execPath, '-e', '0'], process.env)),
  );
  return (loops * count) / (Number(process.hrtime.bigint() - started) / 1e9);
}

async function appendAtSize(base) {
  const bigCount = quick ? 10_000 : 100_000;
  const small = makeRepo(base, 'small');
  const big = makeRepo(base, 'big');
  let started = Date.now();
  generateLog(small, 100);
  generateLog(big, bigCount);
  console.log(
    `3. one append at ${bigCount.toLocaleString('en')} entries against one at 100 (logs built with fast-import in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const targets = [];
  for (const repo of [small, big]) {
    const location = await locateRepo(repo.dir);
    targets.push({ repo, location, settings: await resolveLogSettings(repo.dir, {}, process.env) });
  }
  const rounds = quick ? 9 : 31;
  const times = [[], []];
  const cli = [[], []];
  started = Date.now();
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const entry = {
        kind: 'report',
        from: { name: 'bench' },
        to: { name: 'lead' },
        provenance: { by: 'cli', claimed: {}, detected: {} },
        body: `append ${round}\n`,
      };
      const begin = process.hrtime.bigint();
      const result = await appendEntries(target.location, [entry], { settings: target.settings });
      times[index].push(Number(process.hrtime.bigint() - begin) / 1e6);
      if (!result.committed) throw new Error(`append not committed: ${result.pendingReason}`);
      cli[index].push(
        await timeProcess(process.execPath, [TEAMDOC, 'record', '--from', 'a', '--to', 'b', '--kind', 'other'], {
          cwd: target.repo.dir,
          env: target.repo.env,
          input: 'x\n',
        }),
      );
    }
  }
  const [smallLib, bigLib] = times.map(median);
  const [smallCli, bigCli] = cli.map(median);
  console.log(
    `   library append    at 100: ${format(smallLib)}   at ${bigCount}: ${format(bigLib)}   ratio ${(bigLib / smallLib).toFixed(2)}×   target ≤ 1.2×   ${bigLib / smallLib <= 1.2 ? 'met' : 'NOT met'}`,
  );
  console.log(`   teamdoc record    at 100: ${format(smallCli)}   at ${bigCount}: ${format(bigCli)}   ratio ${(bigCli / smallCli).toFixed(2)}×`);
  console.log(`   (${rounds} interleaved rounds in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

function run(command, args, env, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('close', resolve);
  });
}

/** One session appending `count` messages in a row through the library. */
async function writer(cwd, name, count) {
  const repo = await locateRepo(cwd);
  const settings = await resolveLogSettings(cwd, {}, process.env);
  for (let index = 0; index < count; index++) {
    const entry = {
      kind: 'report',
      from: { name },
      to: { name: 'lead' },
      provenance: { by: 'cli', claimed: { from: name }, detected: {} },
      body: `message ${index} from ${name}\n`,
    };
    const result = await appendEntries(repo, [entry], { settings, waitMs: 120_000 });
    if (!result.committed) throw new Error(`not committed: ${result.pendingReason}`);
  }
}
