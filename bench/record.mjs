// Benchmarks of writing to the log. Run after `npm run build`:
//
//   node bench/record.mjs            all three parts
//   node bench/record.mjs --quick    fewer rounds, smaller big log (a smoke run)
//
// 1. One `teamdoc record` against a plain `git add && git commit` of a one-line
//    file in the same repository, counting the record's time above bare
//    `node -e 0` (no Node CLI can beat Node's own start). Target: ≤ 2×.
// 2. 16 concurrent writers, as processes: through the library (as the hook
//    and other commands append) and as `teamdoc record` processes. Target: ≥ 50
//    messages/s with 0 lost.
// 3. One append when the log holds 100,000 entries against one when it holds
//    100. Target: median within 1.2×.
//
// Every comparison interleaves its runs and reports medians measured in the
// same run: the machine has two cores shared with other jobs.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_REF, TEAMDOC, benchEnv, format, generateLog, library, makeRepo, median, scratch, timeProcess } from './lib/setup.mjs';

const { locateRepo, appendEntries, resolveLogSettings } = library;

const SELF = fileURLToPath(import.meta.url);
const quick = process.argv.includes('--quick');

if (process.argv[2] === '--writer') {
  await writer(process.argv[3], process.argv[4], Number(process.argv[5]));
} else if (process.argv[2] === '--cli-writer') {
  await cliWriter(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  const base = scratch('teamdoc-bench-record-');
  Object.assign(process.env, benchEnv(join(base, 'home')));
  console.log(`teamdoc bench/record.mjs — ${new Date().toISOString()}${quick ? ' (quick)' : ''}\n`);
  await oneRecordVersusCommit(base);
  await concurrentWriters(base);
  await appendAtSize(base);
}

async function oneRecordVersusCommit(base) {
  const repo = makeRepo(base, 'single');
  const rounds = quick ? 7 : 25;
  const times = { node: [], record: [], commit: [] };
  // Warm the file cache once for each, then interleave.
  await timeProcess(process.execPath, [TEAMDOC, 'record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: 'warm-up\n' });
  for (let round = 0; round < rounds; round++) {
    times.node.push(await timeProcess(process.execPath, ['-e', '0'], { env: repo.env }));
    times.record.push(
      await timeProcess(process.execPath, [TEAMDOC, 'record', '--from', 'lead', '--to', 'worker', '--kind', 'brief'], { cwd: repo.dir, env: repo.env, input: `message ${round}\n` }),
    );
    appendFileSync(join(repo.dir, 'notes.txt'), `line ${round}\n`);
    const add = await timeProcess('git', ['add', 'notes.txt'], { cwd: repo.dir, env: repo.env });
    const commit = await timeProcess('git', ['commit', '-q', '-m', `line ${round}`], { cwd: repo.dir, env: repo.env });
    times.commit.push(add + commit);
  }
  const node = median(times.node);
  const record = median(times.record);
  const commit = median(times.commit);
  const ratio = (record - node) / commit;
  console.log('1. one record against one git commit (medians of interleaved runs)');
  console.log(`   node -e 0                 ${format(node)}`);
  console.log(`   teamdoc record            ${format(record)}   (${format(record - node)} above node)`);
  console.log(`   git add && git commit     ${format(commit)}`);
  console.log(`   ratio (record − node) / commit = ${ratio.toFixed(2)}×   target ≤ 2×   ${ratio <= 2 ? 'met' : 'NOT met'}\n`);
}

async function concurrentWriters(base) {
  const writers = 16;
  const perWriter = quick ? 25 : 100;
  console.log(`2. ${writers} concurrent writers`);
  for (const [label, mode, count] of [
    ['library appends (hook, join, handoff)', '--writer', perWriter],
    ['teamdoc record processes', '--cli-writer', quick ? 4 : 10],
  ]) {
    const repo = makeRepo(base, `concurrent${mode}`);
    const started = process.hrtime.bigint();
    const codes = await Promise.all(
      Array.from({ length: writers }, (_, index) => run(process.execPath, [SELF, mode, repo.dir, `w${index}`, String(count)], repo.env)),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const expected = writers * count;
    const stored = Number(repo.git('ls-tree', '-r', '--name-only', LOG_REF, 'messages').split('\n').filter(Boolean).length);
    const commits = Number(repo.git('rev-list', '--count', LOG_REF));
    const rate = expected / seconds;
    const failed = codes.filter((code) => code !== 0).length;
    console.log(
      `   ${label.padEnd(40)} ${writers}×${count} in ${seconds.toFixed(1)} s = ${rate.toFixed(1)} msgs/s; ${stored}/${expected} stored (${expected - stored} lost), ${failed} writers failed, ${commits} commits`,
    );
    if (mode === '--writer') console.log(`      target ≥ 50 msgs/s with 0 lost: ${rate >= 50 && stored === expected ? 'met' : 'NOT met'}`);
  }
  console.log();
}

async function appendAtSize(base) {
  const bigCount = quick ? 10_000 : 100_000;
  const small = makeRepo(base, 'small');
  const big = makeRepo(base, 'big');
  let started = Date.now();
  generateLog(small, 100);
  generateLog(big, bigCount);
  console.log(`3. one append at ${bigCount.toLocaleString('en')} entries against one at 100 (logs built with fast-import in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
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
      const entry = { kind: 'report', from: { name: 'bench' }, to: { name: 'lead' }, provenance: { by: 'cli', claimed: {}, detected: {} }, body: `append ${round}\n` };
      const begin = process.hrtime.bigint();
      const result = await appendEntries(target.location, [entry], { settings: target.settings });
      times[index].push(Number(process.hrtime.bigint() - begin) / 1e6);
      if (!result.committed) throw new Error(`append not committed: ${result.pendingReason}`);
      cli[index].push(await timeProcess(process.execPath, [TEAMDOC, 'record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: target.repo.dir, env: target.repo.env, input: 'x\n' }));
    }
  }
  const [smallLib, bigLib] = times.map(median);
  const [smallCli, bigCli] = cli.map(median);
  console.log(`   library append    at 100: ${format(smallLib)}   at ${bigCount}: ${format(bigLib)}   ratio ${(bigLib / smallLib).toFixed(2)}×   target ≤ 1.2×   ${bigLib / smallLib <= 1.2 ? 'met' : 'NOT met'}`);
  console.log(`   teamdoc record    at 100: ${format(smallCli)}   at ${bigCount}: ${format(bigCli)}   ratio ${(bigCli / smallCli).toFixed(2)}×`);
  console.log(`   (${rounds} interleaved rounds in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('close', resolve);
  });
}

/** One session appending `count` messages in a row through the library. */
async function writer(cwd, name, count) {
  const repo = await locateRepo(cwd);
  const settings = await resolveLogSettings(cwd, {}, process.env);
  for (let index = 0; index < count; index++) {
    const entry = { kind: 'report', from: { name }, to: { name: 'lead' }, provenance: { by: 'cli', claimed: { from: name }, detected: {} }, body: `message ${index} from ${name}\n` };
    const result = await appendEntries(repo, [entry], { settings, waitMs: 120_000 });
    if (!result.committed) throw new Error(`not committed: ${result.pendingReason}`);
  }
}

/** One session running `teamdoc record` `count` times in a row. */
async function cliWriter(cwd, name, count) {
  for (let index = 0; index < count; index++) {
    await timeProcess(process.execPath, [TEAMDOC, 'record', '--from', name, '--to', 'lead', '--kind', 'report', '--wait', '120'], { cwd, env: process.env, input: `message ${index} from ${name}\n` });
  }
}
