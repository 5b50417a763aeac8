// What the door costs a write. Run after `npm run build`:
//
//   node bench/door.mjs            25 interleaved rounds
//   node bench/door.mjs --quick    7 rounds
//   node bench/door.mjs --against /tmp/other/bin/teamdoc
//                                  the record cases also with another build, interleaved
//
// In a repository with the example team doc (examples/ml-training-push.md)
// and a log of 1,000 entries in which the workers have stated their parents
// and one of them (evals) has handed off, one `teamdoc record` is timed five
// ways, interleaved, each as its wall and CPU time above bare `node -e 0`
// (the process's own CPU time, which other jobs on a shared machine disturb
// far less), against `record --outside-team` (no check at all: neither the
// recipient nor the handed-off line):
//   a recipient the log's statements name (the usual case: the digest only,
//     and the handed-off check, which finds nothing to say),
//   a recipient that handed off (the same reads; the line is printed),
//   a recipient only the roles table names (the doc is parsed),
//   a reply to a message in the log (its id looked up in the key index),
// and `teamdoc join` of a new worker (the doc parsed for its part and parent).
// The digest cache is as the writes leave it: the handed-off check extends it
// by the entries added since it was cached (log/read/digest-since.ts), and
// reads the whole log, caching its digest again, once more than 16 were added.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { processTimer } from './lib/builds-compared.mjs';
import { TEAMDOC, benchEnv, format, generateLog, makeRepo, median, scratch } from './lib/setup.mjs';

const quick = process.argv.includes('--quick');
const base = scratch('teamdoc-bench-door-');
Object.assign(process.env, benchEnv(join(base, 'home')));
console.log(`teamdoc bench/door.mjs — ${new Date().toISOString()}${quick ? ' (quick)' : ''}\n`);

const repo = makeRepo(base, 'team');
copyFileSync(fileURLToPath(new URL('../examples/ml-training-push.md', import.meta.url)), join(repo.dir, 'TEAM.md'));
repo.git('add', 'TEAM.md');
repo.git('commit', '-q', '-m', 'team doc');
const stated = ['pretrain', 'data', 'evals'];
generateLog(repo, 1000, (index) => {
  const name = stated[index % stated.length];
  const join = index < stated.length;
  if (index === 500)
    return {
      kind: 'handoff',
      from: { name: 'evals' },
      to: { name: 'top' },
      handoff: { successor: 'evals-2' },
      provenance: { by: 'cli', claimed: { from: 'evals' }, detected: { host: 'bench' } },
      body: '[handoff] eval-suite: evals-2 takes over.\n',
    };
  return {
    kind: join ? 'join' : ['brief', 'report'][index % 2],
    from: { name: join ? name : 'top' },
    to: { name: join ? 'top' : name },
    ...(join ? { statement: { name, parent: 'top', part: { pretrain: 'pretrain-7b', data: 'data-mix', evals: 'eval-suite' }[name] } } : {}),
    provenance: { by: 'cli', claimed: { from: name }, detected: { host: 'bench' } },
    body: `Message ${index}: see results/run-${index}.json.\n`,
  };
});
const replyTo = firstId();
const env = { ...repo.env, CLAUDE_CODE_SESSION_ID: '9f0e8d7c-6b5a-4948-8372-615f4e3d2c1b', TEAMDOC_NAME: 'bench' };
const record = (bin, ...flags) => [bin, 'record', '--from', 'top', '--kind', 'brief', ...flags];
const againstAt = process.argv.indexOf('--against');
const builds = [{ label: '', bin: TEAMDOC }, ...(againstAt > 0 ? [{ label: ' (against)', bin: resolve(process.argv[againstAt + 1]) }] : [])];
// One record first, which prints the handed-off line: the read cache and the digest are built once, as in any repository that records.
const warmUp = spawnSync(process.execPath, record(TEAMDOC, '--to', 'evals'), { cwd: repo.dir, env, input: 'warm-up\n', encoding: 'utf8' });
if (!warmUp.stderr.includes('evals handed off')) throw new Error(`no handed-off line for evals: ${warmUp.stderr}`);
const rounds = quick ? 7 : 25;
const time = processTimer(base);
const records = [
  ['outside', 'record --outside-team (no door check)', ['--to', 'pretrain', '--outside-team']],
  ['stated', 'record to a name the log knows', ['--to', 'pretrain']],
  ['handed', 'record to a name that handed off', ['--to', 'evals']],
  ['table', 'record to a name only the doc has', ['--to', 'ablate']],
  ['reply', 'record with --in-reply-to', ['--to', 'pretrain', '--outside-team', '--in-reply-to', replyTo]],
];
const cases = [
  { name: 'node', run: () => time(['-e', '0'], { cwd: repo.dir, env }) },
  ...builds.flatMap(({ label, bin }) =>
    records.map(([name, , flags]) => ({ name: `${name}${label}`, run: () => time(record(bin, ...flags), { cwd: repo.dir, env, input: 'bench message\n' }) })),
  ),
];
const startLoad = loadavg()[0].toFixed(1);
const times = new Map(cases.map(({ name }) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (let offset = 0; offset < cases.length; offset++) {
    const entry = cases[(round + offset) % cases.length];
    times.get(entry.name).push(entry.run());
  }
}
const medians = new Map([...times].map(([name, values]) => [name, { wall: median(values.map((t) => t.wall)), cpu: median(values.map((t) => t.cpu)) }]));
const joinTimes = [];
for (let round = 0; round < rounds; round++) {
  joinTimes.push(time([TEAMDOC, 'join', '--parent', 'pretrain', '--part', 'warmup-ablation', '--name', `ablate-${round}`, '--session', `s-${round}`], repo));
}
const node = medians.get('node');
const width = 40 + Math.max(...builds.map(({ label }) => label.length));
const cell = (t, outside) => {
  const [wall, cpu] = [t.wall - node.wall, t.cpu - node.cpu];
  const ratios = outside ? `: ${(wall / (outside.wall - node.wall)).toFixed(2)}× and ${(cpu / (outside.cpu - node.cpu)).toFixed(2)}×` : '';
  return `wall ${format(t.wall).padStart(9)}, cpu ${format(t.cpu).padStart(9)}  (${format(wall)} and ${format(cpu)} above node${ratios})`;
};
console.log(`Medians of ${rounds} interleaved rounds, wall and CPU time (the process's own: git children not counted), each above bare node -e 0`);
console.log(`and as a ratio to the same for record --outside-team; 1-minute load average ${startLoad} at the start, ${loadavg()[0].toFixed(1)} at the end\n`);
console.log(`${'bare node -e 0'.padEnd(width)}wall ${format(node.wall).padStart(9)}, cpu ${format(node.cpu).padStart(9)}`);
for (const { label } of builds) {
  const outside = medians.get(`outside${label}`);
  for (const [name, text] of records) {
    const t = medians.get(`${name}${label}`);
    console.log(`${`${text}${label}`.padEnd(width)}${cell(t, name === 'outside' ? undefined : outside)}`);
  }
}
const joined = { wall: median(joinTimes.map((t) => t.wall)), cpu: median(joinTimes.map((t) => t.cpu)) };
console.log(`${'join of a new worker (doc and log)'.padEnd(width)}${cell(joined)}`);

function firstId() {
  const out = execFileSync(process.execPath, [TEAMDOC, 'log', '--format', 'json'], { cwd: repo.dir, env: repo.env, encoding: 'utf8', maxBuffer: 1 << 28 });
  return JSON.parse(out).messages[5].id;
}
