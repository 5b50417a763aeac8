/**
 * `teamdoc sync` (and `doctor --verify`'s refetch) talk to the remote through
 * simple-git: a person at a terminal watches git's progress on one line that
 * is erased before the report; a pipe (a CI log, a session's Bash tool) gets
 * none of it; and failures read the same either way.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runCli, runCliInTerminal } from '../helpers/cli.js';
import { truncateObject } from '../helpers/forge.js';
import { fsckClean, LOG_REF, messageFiles } from '../helpers/log.js';
import { makeRepo, scratchDir, type TempRepo } from '../helpers/repo.js';

/** Two machines, each with a project of its own, sharing one bare remote as origin. */
function twoMachinesAndARemote(): { a: TempRepo; b: TempRepo; remote: string } {
  const a = makeRepo();
  const b = makeRepo();
  const remote = join(a.dir, '..', 'remote.git');
  execFileSync('git', ['init', '-q', '--bare', remote], { env: a.env });
  a.git('remote', 'add', 'origin', remote);
  b.git('remote', 'add', 'origin', remote);
  return { a, b, remote };
}

async function record(machine: TempRepo, body: string): Promise<void> {
  const result = await runCli(['record', '--from', 'lead', '--to', 'train', '--kind', 'brief'], { cwd: machine.dir, env: machine.env, input: body });
  expect(result.code, result.stderr).toBe(0);
}

const ERASE = '\r\u001b[K';
const SUMMARY = /synced refs\/heads\/teamdoc\/log with origin: received (\d+) entr(?:y|ies), sent (\d+) entr(?:y|ies); at [0-9a-f]{12}\r\n/;

/** Each progress draw of the output: `\r<line>\e[K`. */
function progressLines(output: string): string[] {
  return [...output.matchAll(/\r([^\r\n\u001b]+)\u001b\[K/g)].map((match) => match[1]!);
}

/**
 * What a person at a terminal sees of one sync: progress lines that all start with `doing`, then the line
 * erased, then the summary on a clean line, last; returns the summary's received and sent counts.
 */
async function syncAtTerminal(machine: TempRepo, doing: string): Promise<string[]> {
  const { code, output } = await runCliInTerminal(['sync'], { cwd: machine.dir, env: machine.env });
  expect(code, output).toBe(0);
  expect(progressLines(output).length).toBeGreaterThan(0);
  for (const line of progressLines(output)) expect(line).toMatch(new RegExp(`^${doing} \\[[#.]+\\] \\d+% {2}[a-z]+ \\d+/\\d+$`));
  const summary = output.match(SUMMARY)!;
  expect(output.endsWith(`${ERASE}${summary[0]}`)).toBe(true);
  return summary.slice(1);
}

it('shows git progress on one line at a terminal and erases it before the summary; a pipe sees only the summary', async () => {
  const { a, b, remote } = twoMachinesAndARemote();
  for (const body of ['Start the run.\n', 'Use GPU 2.\n', 'Report by noon.\n']) await record(a, body);

  expect(await syncAtTerminal(a, 'pushing to origin')).toEqual(['0', '3']);
  expect(execFileSync('git', ['rev-parse', LOG_REF], { cwd: remote, encoding: 'utf8' }).trim()).toBe(a.git('rev-parse', LOG_REF));
  expect(await syncAtTerminal(b, 'fetching from origin')).toEqual(['3', '0']);

  // The same exchange into a pipe: the summary alone, not a byte of progress.
  await record(b, 'Done: loss 0.31.\n');
  const piped = await runCli(['sync'], { cwd: b.dir, env: b.env });
  expect(piped).toMatchObject({ code: 0, stderr: '' });
  expect(piped.stdout).toMatch(/^synced refs\/heads\/teamdoc\/log with origin: received 0 entries, sent 1 entry; at [0-9a-f]{12}\n$/);
  expect(a.git('rev-parse', LOG_REF)).not.toBe(b.git('rev-parse', LOG_REF));
  expect((await runCli(['sync'], { cwd: a.dir, env: a.env })).stdout).toMatch(/received 1 entry, sent 0 entries/);
});

it('a remote that refuses the push reads the same at a terminal as in a pipe, exit 2, the progress line erased first', async () => {
  const { a, remote } = twoMachinesAndARemote();
  const hook = join(remote, 'hooks', 'pre-receive');
  writeFileSync(hook, '#!/bin/sh\necho "pushes to this remote need a review" >&2\nexit 1\n');
  chmodSync(hook, 0o755);
  await record(a, 'Start the run.\n');
  const tip = a.git('rev-parse', LOG_REF);

  const piped = await runCli(['sync'], { cwd: a.dir, env: a.env });
  expect(piped).toMatchObject({ code: 2, stdout: '' });
  expect(piped.stderr).toMatch(
    /^teamdoc: git push --quiet --porcelain --force-with-lease=refs\/heads\/teamdoc\/log: --end-of-options origin [0-9a-f]{40}:refs\/heads\/teamdoc\/log failed: remote: pushes to this remote need a review *\nhint: Check that you may push to origin\.\n$/,
  );

  const watched = await runCliInTerminal(['sync'], { cwd: a.dir, env: a.env });
  expect(watched.code).toBe(2);
  expect(progressLines(watched.output).length).toBeGreaterThan(0);
  expect(watched.output.endsWith(`${ERASE}${piped.stderr.replace(/\n/g, '\r\n')}`)).toBe(true);
  expect(a.git('rev-parse', LOG_REF)).toBe(tip);
});

it("inside a git hook's environment, with the person's editor, pager and ssh command set and a pre-push hook that refuses, sync still pushes and touches no index", async () => {
  const { a, remote } = twoMachinesAndARemote();
  a.write('.git/hooks/pre-push', '#!/bin/sh\necho "pre-push ran" >&2\nexit 1\n');
  chmodSync(join(a.dir, '.git/hooks/pre-push'), 0o755);
  await record(a, 'Start the run.\n');
  const elsewhere = scratchDir();
  const hookEnvironment = {
    ...a.env,
    GIT_DIR: join(elsewhere, 'not-a-repo'),
    GIT_INDEX_FILE: join(elsewhere, 'index'),
    GIT_WORK_TREE: elsewhere,
    EDITOR: 'false',
    PAGER: 'false',
    GIT_SSH_COMMAND: 'false',
  };
  const result = await runCli(['sync'], { cwd: a.dir, env: hookEnvironment });
  expect(result).toMatchObject({ code: 0, stderr: '' });
  expect(result.stdout).toMatch(/sent 1 entry/);
  expect(execFileSync('git', ['rev-parse', LOG_REF], { cwd: remote, encoding: 'utf8' }).trim()).toBe(a.git('rev-parse', LOG_REF));
  expect(a.git('status', '--porcelain')).toBe('');
});

it('doctor --verify at a terminal shows the progress of its refetch of a damaged log and erases it before its report', async () => {
  const { a } = twoMachinesAndARemote();
  for (const body of ['Start the run.\n', 'Use GPU 2.\n', 'Report by noon.\n']) await record(a, body);
  expect((await runCli(['sync'], { cwd: a.dir, env: a.env })).code).toBe(0);
  truncateObject(a, `${LOG_REF}:${messageFiles(a)[1]}`);

  const { code, output } = await runCliInTerminal(['doctor', '--verify'], { cwd: a.dir, env: a.env });
  expect(code, output).toBe(0);
  expect(progressLines(output).length).toBeGreaterThan(0);
  for (const line of progressLines(output)) expect(line).toMatch(/^fetching from origin \[[#.]+\] \d+% {2}[a-z]+ \d+\/\d+$/);
  const report = output.slice(output.lastIndexOf(ERASE) + ERASE.length);
  expect(report).toContain('fetch refs/heads/teamdoc/log again from origin with every object it needs (git fetch --refetch)');
  expect(progressLines(report)).toEqual([]);
  fsckClean(a);
});
