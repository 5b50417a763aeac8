// Benchmark of the chain: `teamdoc view --format json` and `teamdoc check` on
// a chain of 200 sessions and 100,000 messages. Run after `npm run build`:
//
//   node bench/chain.mjs            200 sessions, 100,000 entries
//   node bench/chain.mjs --quick    200 sessions, 10,000 entries
//   node bench/chain.mjs --fresh-clone [--against <another build's bin script>]
//                                   only the fresh clone: `view` and `check` in a new `git clone`
//                                   (no read cache, no parsed-tree cache), with peak memory
//
// The log is written in one go with git fast-import, entry by entry through
// the log's own prepareEntry (the exact bytes `teamdoc join`/`record` write).
// Medians of interleaved rounds with the read cache warm, next to a plain
// `git log --oneline` of the log branch and bare `node -e 0`, measured in the
// same run; the first (cold) read, a read with one message newer than the
// cached digest, and peak memory are printed too.
// Targets (issue 4): each median under 2 s, peak memory under 300 MB; issue 16
// holds the fresh clone to the same.
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOG_REF, TEAMDOC, format, generateLog, makeRepo, median, scratch, timeProcess } from './lib/setup.mjs';

const quick = process.argv.includes('--quick');
const SESSIONS = 200;
const count = quick ? 10_000 : 100_000;
const rounds = quick ? 3 : 5;
const FANOUT = 5;

const sessionId = (index) => `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const nameOf = (index) => (index === 0 ? 'top' : `lead-${index}`);
const parentOf = (index) => Math.floor((index - 1) / FANOUT);

/** A team doc listing all 200 sessions, each lead with its part (statement, plan, criteria). */
function teamDoc() {
  const rows = Array.from({ length: SESSIONS }, (_, index) =>
    index === 0
      ? `| top | claude | ${sessionId(0)} | host-0 | /work/top | — | — | active |`
      : `| ${nameOf(index)} | ${index % 3 === 0 ? 'codex' : 'claude'} | ${sessionId(index)} | host-${index % 8} | /work/wt-${index} | ${nameOf(parentOf(index))} | part-${index} | active |`,
  );
  const parts = Array.from({ length: SESSIONS - 1 }, (_, offset) => {
    const index = offset + 1;
    return `### part-${index}\n\nOwns part ${index}.\n\n#### Plan\n\n- Run step ${index}.\n\n#### Criteria\n\n- Pass: score above ${index}.\n- Fail: score at or below ${index}.\n\n#### Verdict\n`;
  });
  return [
    '---',
    'team: bench',
    'format: 1',
    'checkin: 1d',
    '---',
    '',
    '# Bench team',
    '',
    'Two hundred sessions working on one thing.',
    '',
    '## Roles',
    '',
    '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Rules',
    '',
    '- Each lead owns one part.',
    '',
    '## Resources',
    '',
    '| Resource | Kind | Value | Owner | Note |',
    '| --- | --- | --- | --- | --- |',
    ...Array.from({ length: 8 }, (_, host) => `| cards ${host} | gpu | host-${host}:0-7 | ${nameOf(host + 1)} | |`),
    '',
    '## Board',
    '',
    '| Item | Owner | State | Next |',
    '| --- | --- | --- | --- |',
    '',
    '### Needs user decision',
    '',
    '| Decision | Asked by | Default | Since |',
    '| --- | --- | --- | --- |',
    '',
    '## Parts',
    '',
    ...parts,
  ].join('\n');
}

/** Entry `index`: the first 199 are the leads' statements, the rest traffic along the chain and a little across it. */
function entry(index) {
  const provenance = (from) => ({ by: 'cli', claimed: { from }, detected: { host: 'bench' } });
  if (index < SESSIONS - 1) {
    const lead = index + 1;
    const statement = {
      name: nameOf(lead),
      parent: nameOf(parentOf(lead)),
      part: `part-${lead}`,
      session: sessionId(lead),
      runtime: 'claude',
      host: `host-${lead % 8}`,
    };
    return {
      kind: 'join',
      from: { name: nameOf(lead), session: sessionId(lead) },
      to: { name: statement.parent },
      statement,
      provenance: provenance(nameOf(lead)),
      body: `${nameOf(lead)} states its parent.\n`,
    };
  }
  const lead = 1 + (index % (SESSIONS - 1));
  const parent = nameOf(parentOf(lead));
  const step = Math.floor(index / (SESSIONS - 1)) % 4;
  const [kind, from, to] = [
    ['brief', parent, nameOf(lead)],
    ['report', nameOf(lead), parent],
    ['other', nameOf(lead), nameOf(1 + ((lead + 7) % (SESSIONS - 1)))],
    ['report', nameOf(lead), parent],
  ][step];
  return {
    kind,
    from: { name: from },
    to: { name: to },
    provenance: provenance(from),
    body: `Message ${index}: step ${step} of part ${lead}; see runs/${lead}/${index}.json.\n`,
  };
}

function peakMemoryMb(args, cwd, env, bin = TEAMDOC) {
  return timedWithMemory(args, cwd, env, bin).mb;
}

/** Wall time (ms) and peak memory (MB) of one teamdoc run, through /usr/bin/time. */
function timedWithMemory(args, cwd, env, bin = TEAMDOC) {
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, bin, ...args], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const kilobytes = Number(result.stderr.trim().split('\n').pop());
  return { ms, mb: Number.isFinite(kilobytes) ? kilobytes / 1024 : Number.NaN };
}

const base = scratch('teamdoc-bench-chain-');
const repo = makeRepo(base, 'team');
writeFileSync(join(repo.dir, 'TEAM.md'), teamDoc());
// The same log under a doc of one role: what the log and the chain cost without parsing a 3,000-line doc.
writeFileSync(
  join(repo.dir, 'SMALL.md'),
  teamDoc()
    .replace(/\n\| lead-[\s\S]*?\n\n## Rules/, '\n\n## Rules')
    .replace(/\n## Parts[\s\S]*$/, '\n## Parts\n'),
);
repo.git('add', 'TEAM.md');
// Committed before the log's first message (2025), as a team writes its doc before it works.
execFileSync('git', ['commit', '-q', '-m', 'team doc'], {
  cwd: repo.dir,
  env: { ...repo.env, GIT_AUTHOR_DATE: '2024-12-31T09:00:00Z', GIT_COMMITTER_DATE: '2024-12-31T09:00:00Z' },
});
let started = Date.now();
generateLog(repo, count, entry);
console.log(
  `teamdoc bench/chain.mjs — ${new Date().toISOString()}${quick ? ' (quick)' : ''}; load average ${(await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
console.log(
  `a chain of ${SESSIONS} sessions; log of ${count.toLocaleString('en')} entries built with fast-import in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);

const options = { cwd: repo.dir, env: repo.env };

/**
 * `view` and `check` in a new clone of the team's repository, as CI or a new machine meets them: the log
 * read from the remote's copy with no read cache and no parsed-tree cache. Each build gets its own clone
 * per round; rounds alternate the builds; against `git clone` itself and `node -e 0` in the same run.
 */
async function freshClones() {
  const againstAt = process.argv.indexOf('--against');
  const builds = [{ label: 'this build', bin: TEAMDOC }, ...(againstAt > 0 ? [{ label: 'against', bin: process.argv[againstAt + 1] }] : [])];
  const cloneRounds = quick ? 2 : 3;
  const results = new Map();
  const startLoad = (await import('node:os')).loadavg()[0];
  const clones = [];
  let clone = 0;
  for (let round = 0; round < cloneRounds; round++) {
    for (const build of builds) {
      for (const command of [view, check]) {
        const dir = join(base, `clone-${clone++}`);
        const cloneStarted = process.hrtime.bigint();
        execFileSync('git', ['clone', '-q', '--no-local', repo.dir, dir], { env: repo.env });
        clones.push(Number(process.hrtime.bigint() - cloneStarted) / 1e6);
        const env = { ...repo.env, TEAMDOC_CACHE_DIR: join(base, `cache-${clone}`) };
        const key = `${command[0]} (${build.label})`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(timedWithMemory(command, dir, env, build.bin));
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  const node = [];
  for (let round = 0; round < 5; round++) node.push(await timeProcess(process.execPath, ['-e', '0'], options));
  console.log(
    `fresh clone (git clone --no-local, then one command; no read cache, no tree cache): medians of ${cloneRounds}; 1-minute load ${startLoad.toFixed(1)} at the start, ${(await import('node:os')).loadavg()[0].toFixed(1)} at the end`,
  );
  for (const [key, runs] of results) {
    const ms = median(runs.map((run) => run.ms));
    const mb = Math.max(...runs.map((run) => run.mb));
    console.log(
      `   ${key.padEnd(24)} ${format(ms).padStart(11)}   peak ${mb.toFixed(0).padStart(4)} MB   targets < 2 s, < 300 MB: ${ms < 2000 && mb < 300 ? 'met' : 'NOT met'}`,
    );
  }
  if (builds.length > 1) {
    for (const command of ['view', 'check']) {
      const [mine, other] = builds.map((build) => median(results.get(`${command} (${build.label})`).map((run) => run.ms)));
      console.log(`   ${command}: this build ÷ against ${(mine / other).toFixed(2)}×`);
    }
  }
  console.log(`   baseline: git clone --no-local  ${format(median(clones)).padStart(11)}`);
  console.log(`   baseline: node -e 0             ${format(median(node)).padStart(11)}`);
}
const view = ['view', '--format', 'json'];
const check = ['check', '--format', 'json'];
if (process.argv.includes('--fresh-clone')) {
  await freshClones();
  process.exit(0);
}
started = Date.now();
const cold = await timeProcess(process.execPath, [TEAMDOC, ...view], options);
console.log(`first read (no read cache yet: every entry decoded and checked): view --format json ${format(cold)}`);
const checkOutput = spawnSync(process.execPath, [TEAMDOC, ...check], { ...options, encoding: 'utf8', maxBuffer: 1 << 28 });
const summary = JSON.parse(checkOutput.stdout).summary;
console.log(`check found ${summary.errors} errors, ${summary.warnings} warnings, ${summary.info} info (exit ${checkOutput.status})\n`);

const times = { view: [], check: [], small: [], oneNew: [], gitLog: [], node: [] };
for (let round = 0; round < rounds; round++) {
  // One message newer than the cached digest: the digest is made again from the (incrementally updated) read cache.
  await timeProcess(process.execPath, [TEAMDOC, 'record', '--from', 'top', '--to', 'lead-1', '--kind', 'brief'], { ...options, input: `round ${round}\n` });
  times.oneNew.push(await timeProcess(process.execPath, [TEAMDOC, ...view], options));
  times.view.push(await timeProcess(process.execPath, [TEAMDOC, ...view], options));
  times.check.push(await timeProcess(process.execPath, [TEAMDOC, ...check], { ...options, allowFailure: true }));
  times.small.push(await timeProcess(process.execPath, [TEAMDOC, 'view', 'SMALL.md', '--format', 'json'], options));
  times.gitLog.push(await timeProcess('git', ['log', '--oneline', LOG_REF], options));
  times.node.push(await timeProcess(process.execPath, ['-e', '0'], options));
}
const memory = { view: peakMemoryMb(view, repo.dir, repo.env), check: peakMemoryMb(check, repo.dir, repo.env) };

console.log(`medians of ${rounds} interleaved rounds, read cache warm (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
for (const [label, key] of [
  ['teamdoc view --format json', 'view'],
  ['teamdoc check --format json', 'check'],
]) {
  const value = median(times[key]);
  console.log(
    `   ${label.padEnd(30)} ${format(value).padStart(10)}   peak ${memory[key].toFixed(0).padStart(4)} MB   targets < 2 s, < 300 MB: ${value < 2000 && memory[key] < 300 ? 'met' : 'NOT met'}`,
  );
}
console.log(`   view, one message newer than the cached digest ${format(median(times.oneNew)).padStart(10)}`);
console.log(`   view, the same log under a one-role doc   ${format(median(times.small)).padStart(10)}   (the rest is parsing the 3,000-line doc)`);
console.log(`   baseline: git log --oneline       ${format(median(times.gitLog)).padStart(10)}`);
console.log(`   baseline: node -e 0               ${format(median(times.node)).padStart(10)}`);
console.log(
  `   ratio view / git log: ${(median(times.view) / median(times.gitLog)).toFixed(1)}×, check / git log: ${(median(times.check) / median(times.gitLog)).toFixed(1)}×`,
);
