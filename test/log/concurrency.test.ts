import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logStatePaths } from '../../src/log/store/state-dir.js';
import { runCli } from '../helpers/cli.js';
import { LOG_REF, fsckClean, loggedIds, workingState } from '../helpers/log.js';
import { addWorktree, makeRepo, type TempRepo } from '../helpers/repo.js';
import { childScript } from '../helpers/child-scripts.js';

// The writer runs as its own process: the bundled test/children/log-writer.ts.
const WRITER = await childScript('log-writer');
const WRITERS = 16;
const MESSAGES = 100;

interface Writer {
  name: string;
  child: ChildProcess;
  acked: string[];
  done: Promise<number | null>;
}

function startWriter(repo: TempRepo, worktree: string, name: string): Writer {
  // Its own process group, so a kill takes its git children down with it, as a crash would.
  const child = spawn(process.execPath, [WRITER, worktree, name, String(MESSAGES)], { env: repo.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const writer: Writer = { name, child, acked: [], done: new Promise((resolve) => child.on('close', (code) => resolve(code))) };
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) if (line.startsWith('ack ')) writer.acked.push(line.slice(4));
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => process.stderr.write(`[${name}] ${chunk}`));
  return writer;
}

/** A repository with staged and unstaged work in the main checkout and four worktrees. */
function busyRepo(): { repo: TempRepo; worktrees: string[] } {
  const repo = makeRepo({ files: { 'model.py': 'layers = 4\n' } });
  const worktrees = [repo.dir, ...['a', 'b', 'c', 'd'].map((name) => addWorktree(repo, name))];
  for (const [index, worktree] of worktrees.entries()) {
    writeFileSync(join(worktree, 'model.py'), `layers = ${index + 8}\n`);
    repo.git('-C', worktree, 'add', 'model.py');
    writeFileSync(join(worktree, 'scratch.txt'), 'unstaged\n');
  }
  return { repo, worktrees };
}

function expectNoLeftovers(repo: TempRepo): void {
  const paths = logStatePaths(join(repo.dir, '.git'), LOG_REF);
  expect(readdirSync(paths.spool).filter((name) => !name.startsWith('.tmp-'))).toEqual([]);
  expect(existsSync(paths.lock)).toBe(false);
  expect(existsSync(join(repo.dir, '.git', `${LOG_REF}.lock`))).toBe(false);
}

describe('many sessions writing at once', () => {
  it(`${WRITERS} processes × ${MESSAGES} messages from five worktrees: every message exactly once, nobody's work touched`, { timeout: 240_000 }, async () => {
    const { repo, worktrees } = busyRepo();
    const before = worktrees.map((worktree) => workingState(repo, worktree));
    const writers = Array.from({ length: WRITERS }, (_, index) => startWriter(repo, worktrees[index % worktrees.length]!, `w${index}`));
    expect(await Promise.all(writers.map((writer) => writer.done))).toEqual(Array(WRITERS).fill(0));

    const ids = loggedIds(repo);
    expect(ids).toHaveLength(WRITERS * MESSAGES);
    expect(new Set(ids).size).toBe(WRITERS * MESSAGES);
    expect(writers.flatMap((writer) => writer.acked).sort()).toEqual([...ids].sort());
    expect(worktrees.map((worktree) => workingState(repo, worktree))).toEqual(before);
    expectNoLeftovers(repo);
    fsckClean(repo);
    // Group commit: far fewer commits than messages.
    expect(Number(repo.git('rev-list', '--count', LOG_REF))).toBeLessThan(WRITERS * MESSAGES);
  });

  it('with a fifth of the writers killed with -9 at random moments: every acknowledged message once, and the next record and doctor clear the rest', {
    timeout: 240_000,
  }, async () => {
    const { repo, worktrees } = busyRepo();
    const before = worktrees.map((worktree) => workingState(repo, worktree));
    const writers = Array.from({ length: WRITERS }, (_, index) => startWriter(repo, worktrees[index % worktrees.length]!, `w${index}`));
    const victims = writers.slice(0, Math.ceil(WRITERS / 5));
    await Promise.all(
      victims.map(async (victim) => {
        await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 6_000));
        process.kill(-victim.child.pid!, 'SIGKILL');
        await victim.done;
      }),
    );
    await Promise.all(writers.map((writer) => writer.done));

    const next = await runCli(['record', '--from', 'lead', '--to', '*', '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: 'after the crash\n' });
    expect(next.code).toBe(0);
    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.stdout).not.toContain('Needs a look');
    expect(doctor.code).toBe(0);

    const ids = loggedIds(repo);
    expect(new Set(ids).size).toBe(ids.length);
    for (const writer of writers) expect(ids).toEqual(expect.arrayContaining(writer.acked));
    for (const writer of writers.slice(victims.length)) expect(writer.acked).toHaveLength(MESSAGES);
    expect(victims.some((victim) => victim.acked.length < MESSAGES)).toBe(true);
    expect(worktrees.map((worktree) => workingState(repo, worktree))).toEqual(before);
    expectNoLeftovers(repo);
    fsckClean(repo);
  });
});
