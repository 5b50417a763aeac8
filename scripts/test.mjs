#!/usr/bin/env node
/**
 * `npm test`: builds and lints (`npm run lint`: Biome, tsc over the tests
 * too, knip), then runs the whole suite on this machine's clock, and
 * again a year ahead in a zone 14 hours east of UTC and a year back in a zone
 * 11 hours west of it. No test may depend on the day it runs or the machine's
 * zone (the tests' "now" comes from test/helpers/clock.ts, teamdoc's from
 * src/time/clock.ts); these two passes are the proof, for every process the
 * suite starts, git and the real clients included.
 *
 * The clock is moved with libfaketime (`faketime`, Debian package faketime),
 * which shifts the wall clock of a process tree and leaves its monotonic clock
 * alone, so timeouts and waits are untouched. Without it the two passes are
 * skipped with a note; `.ci/run` installs it, so CI always runs them.
 *
 * To keep CI within its time, `npm test` runs each test file on one moved
 * clock: half the files (vitest's shard 1/2) a year ahead, the other half a
 * year back. `TEAMDOC_TEST_DAYS=all` runs every file on both.
 *
 *   npm test                          this machine's clock, then each file on one moved clock
 *   npm test -- test/log              the same, these files only
 *   TEAMDOC_TEST_DAYS=all npm test    every file on all three clocks
 *   TEAMDOC_TEST_DAYS=today npm test  this machine's clock only
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestArgs = process.argv.slice(2);

const days = process.env.TEAMDOC_TEST_DAYS ?? 'split';
if (!['split', 'all', 'today'].includes(days)) {
  process.stderr.write(`teamdoc test: TEAMDOC_TEST_DAYS=${days}: expected split (the default), all or today\n`);
  process.exit(2);
}
const half = (shard) => (days === 'all' ? { label: '', args: [] } : { label: `, the files of shard ${shard}/2`, args: [`--shard=${shard}/2`] });
const PASSES = [
  { name: "this machine's clock and zone", env: {}, args: [] },
  { name: `a year ahead, in UTC+14 (Pacific/Kiritimati)${half(1).label}`, shift: '+365d', env: { TZ: 'Pacific/Kiritimati' }, args: half(1).args },
  { name: `a year back, in UTC-11 (Pacific/Pago_Pago)${half(2).label}`, shift: '-365d', env: { TZ: 'Pacific/Pago_Pago' }, args: half(2).args },
];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function say(line) {
  process.stdout.write(`\nteamdoc test: ${line}\n`);
}

const built = run('npm', ['run', 'build', '--silent']);
if (built !== 0) process.exit(built);
const linted = run('npm', ['run', 'lint', '--silent']);
if (linted !== 0) {
  say('failed: npm run lint (fix what it names; nothing was tested)');
  process.exit(linted);
}

const onlyToday = days === 'today';
const hasFaketime = spawnSync('faketime', ['-f', '+0d', 'true']).status === 0;
const failed = [];
for (const pass of PASSES) {
  if (pass.shift !== undefined && (onlyToday || !hasFaketime)) {
    say(`skipped the pass ${pass.name}: ${onlyToday ? 'TEAMDOC_TEST_DAYS=today' : 'faketime is not installed (Debian: apt-get install faketime)'}`);
    continue;
  }
  say(`the suite on ${pass.name}`);
  const vitest = ['vitest', 'run', ...pass.args, ...vitestArgs];
  const status =
    pass.shift === undefined
      ? run('npx', vitest, pass.env)
      : run('faketime', ['-f', pass.shift, 'npx', ...vitest], { ...pass.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' });
  if (status !== 0) failed.push(pass.name);
}
if (failed.length > 0) {
  say(`failed on ${failed.join('; ')}`);
  process.exit(1);
}
say('passed on every clock it ran on');
