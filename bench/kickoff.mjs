// What reading the committed doc costs a kickoff. Run after `npm run build`:
//
//   node bench/kickoff.mjs            25 interleaved rounds
//   node bench/kickoff.mjs --quick    7 rounds
//
// In a repository with the example team doc committed, `teamdoc kickoff` is
// timed as it runs by default (the committed doc read and rendered too, and
// compared) against `--uncommitted` (the working copy only, as before), each as
// its time above bare `node -e 0`, interleaved.
import { join } from 'node:path';
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEAMDOC, benchEnv, format, interleavedMedians, makeRepo, scratch } from './lib/setup.mjs';

const quick = process.argv.includes('--quick');
const base = scratch('teamdoc-bench-kickoff-');
Object.assign(process.env, benchEnv(join(base, 'home')));
console.log(`teamdoc bench/kickoff.mjs — ${new Date().toISOString()}${quick ? ' (quick)' : ''}\n`);

const repo = makeRepo(base, 'team');
copyFileSync(fileURLToPath(new URL('../examples/ml-training-push.md', import.meta.url)), join(repo.dir, 'TEAM.md'));
repo.git('add', 'TEAM.md');
repo.git('commit', '-q', '-m', 'team doc');
const env = { ...repo.env, TEAMDOC_NOW: '2026-11-30T12:00:00Z' };
const kickoff = (...flags) => [TEAMDOC, 'kickoff', 'warmup-ablation', '--permission-mode', 'default', ...flags];
const cases = [
  { name: 'node', command: process.execPath, args: ['-e', '0'] },
  { name: 'working', args: kickoff('--uncommitted') },
  { name: 'committed', args: kickoff() },
];
const medians = await interleavedMedians(cases, quick ? 7 : 25, { cwd: repo.dir, env });
const above = (ms) => ms - medians.node;
console.log(`bare node -e 0                              ${format(medians.node)}`);
console.log(`kickoff --uncommitted (the working copy)    ${format(medians.working)}  (${format(above(medians.working))} above node)`);
console.log(
  `kickoff (the committed doc, compared)       ${format(medians.committed)}  (${format(above(medians.committed))} above node: ${(above(medians.committed) / above(medians.working)).toFixed(2)}× the working copy's)`,
);
