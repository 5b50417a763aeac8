// What the door costs a write. Run after `npm run build`:
//
//   node bench/door.mjs            25 interleaved rounds
//   node bench/door.mjs --quick    7 rounds
//
// In a repository with the example team doc (examples/ml-training-push.md)
// and a log of 1,000 entries in which the workers have stated their parents,
// one `teamdoc record` is timed five ways, interleaved, each as its time above
// bare `node -e 0`, against `record --outside-team` (no check at all):
//   a recipient the log's statements name (the usual case: the digest only),
//   a recipient only the roles table names (the doc is parsed),
//   a reply to a message in the log (its id looked up in the key index),
// and `teamdoc join` of a new worker (the doc parsed for its part and parent).
import { join } from 'node:path';
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEAMDOC, benchEnv, format, generateLog, interleavedMedians, makeRepo, median, scratch, timeProcess } from './lib/setup.mjs';

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
  return {
    kind: join ? 'join' : ['brief', 'report'][index % 2],
    from: { name: join ? name : 'top' },
    to: { name: join ? 'top' : name },
    ...(join ? { statement: { name, parent: 'top', part: { pretrain: 'pretrain-7b', data: 'data-mix', evals: 'eval-suite' }[name] } } : {}),
    provenance: { by: 'cli', claimed: { from: name }, detected: { host: 'bench' } },
    body: `Message ${index}: see results/run-${index}.json.\n`,
  };
});
// One record first: the read cache and the digest are built once, as in any repository that records.
const replyTo = await firstId();
const env = { ...repo.env, CLAUDE_CODE_SESSION_ID: '9f0e8d7c-6b5a-4948-8372-615f4e3d2c1b', TEAMDOC_NAME: 'bench' };
const record = (...flags) => [TEAMDOC, 'record', '--from', 'top', '--kind', 'brief', ...flags];
const rounds = quick ? 7 : 25;
let joins = 0;
const cases = [
  { name: 'node', command: process.execPath, args: ['-e', '0'] },
  { name: 'outside', args: record('--to', 'pretrain', '--outside-team') },
  { name: 'stated', args: record('--to', 'pretrain') },
  { name: 'table', args: record('--to', 'ablate') },
  { name: 'reply', args: record('--to', 'pretrain', '--outside-team', '--in-reply-to', replyTo) },
];
const medians = await interleavedMedians(cases, rounds, { cwd: repo.dir, env, input: 'bench message\n' });
const joinTimes = [];
for (let round = 0; round < rounds; round++) {
  joinTimes.push(
    await timeProcess(
      process.execPath,
      [TEAMDOC, 'join', '--parent', 'pretrain', '--part', 'warmup-ablation', '--name', `ablate-${joins++}`, '--session', `s-${round}`],
      { cwd: repo.dir, env: repo.env },
    ),
  );
}
const above = (ms) => ms - medians.node;
const outside = above(medians.outside);
console.log(`bare node -e 0                          ${format(medians.node)}`);
console.log(`record --outside-team (no door check)   ${format(medians.outside)}  (${format(outside)} above node)`);
for (const [name, label] of [
  ['stated', 'record to a name the log knows'],
  ['table', 'record to a name only the doc has'],
  ['reply', 'record with --in-reply-to'],
]) {
  console.log(
    `${label.padEnd(40)}${format(medians[name])}  (${format(above(medians[name]))} above node: ${(above(medians[name]) / outside).toFixed(2)}× the unchecked record)`,
  );
}
console.log(`join of a new worker (doc and log)      ${format(median(joinTimes))}  (${format(median(joinTimes) - medians.node)} above node)`);

async function firstId() {
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync(process.execPath, [TEAMDOC, 'log', '--format', 'json'], { cwd: repo.dir, env: repo.env, encoding: 'utf8', maxBuffer: 1 << 28 });
  return JSON.parse(out).messages[5].id;
}
