import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commitWithPlainGit, fileOn, forgedEntry } from '../helpers/forge.js';
import { LOG_REF, fsckClean, loggedIds, messageFiles, workingState } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';
import { childScript } from '../helpers/child-scripts.js';

// A machine's writer runs as its own process: the bundled test/children/sync-writer.ts.
const SYNC_WRITER = await childScript('sync-writer');

/** A shared bare remote and `count` clones of it, each a "machine" with work of its own in progress. */
function machines(count: number): { origin: TempRepo; remote: string; clones: TempRepo[] } {
  const origin = makeRepo({ files: { 'README.md': '# project\n' } });
  const remote = join(origin.dir, '..', 'remote.git');
  origin.git('clone', '-q', '--bare', origin.dir, remote);
  const clones = Array.from({ length: count }, (_, index) => {
    const dir = join(origin.dir, '..', `machine-${index}`);
    origin.git('clone', '-q', remote, dir);
    const clone: TempRepo = {
      ...origin,
      dir,
      git: (...args) => execFileSync('git', args, { cwd: dir, env: origin.env, encoding: 'utf8' }).replace(/\n$/, ''),
      write: (path, content) => {
        writeFileSync(join(dir, path), content);
        return join(dir, path);
      },
    };
    clone.git('config', 'user.email', `machine-${index}@example.invalid`);
    return clone;
  });
  return { origin, remote, clones };
}

function sync(clone: TempRepo, ...args: string[]) {
  return runCli(['sync', ...args], { cwd: clone.dir, env: clone.env });
}

describe('teamdoc sync', () => {
  it('sends the log to the remote, brings it to another machine, and touches no branch, index or work tree', async () => {
    const { remote, clones } = machines(2);
    const [a, b] = clones as [TempRepo, TempRepo];
    a.write('work.txt', 'half done\n');
    a.git('add', 'work.txt');
    const before = workingState(a, a.dir);
    const branches = a.git('for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads', 'refs/remotes');

    expect((await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'brief', '--id', 'hello'], { cwd: a.dir, env: a.env, input: 'hi\n' })).code).toBe(0);
    const first = await sync(a);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^synced refs\/heads\/teamdoc\/log with origin: received 0 entries, sent 1 entry; at [0-9a-f]{12}\n$/);
    expect(execFileSync('git', ['ls-tree', '-r', '--name-only', LOG_REF], { cwd: remote, encoding: 'utf8' })).toContain('hello.md');

    const second = await sync(b);
    expect(second.stdout).toContain('received 1 entry, sent 0 entries');
    expect(loggedIds(b)).toEqual(['hello']);
    expect(workingState(a, a.dir)).toEqual(before);
    const after = a.git('for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads', 'refs/remotes').split('\n');
    // Only the log ref is new, and the remote-tracking copy git keeps of any branch pushed to a named remote.
    expect(after.filter((line) => !/^refs\/(heads|remotes\/origin)\/teamdoc\/log /.test(line)).join('\n')).toBe(branches);
  });

  it('merges two machines that both wrote, keeping every entry (a union), and ends with identical trees', async () => {
    const { clones } = machines(2);
    const [a, b] = clones as [TempRepo, TempRepo];
    for (const [clone, name] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      for (let index = 0; index < 3; index++) {
        await runCli(['record', '--from', name, '--to', 'lead', '--kind', 'report', '--id', `${name}-${index}`], {
          cwd: clone.dir,
          env: clone.env,
          input: `${name} ${index}`,
        });
      }
    }
    expect((await sync(a)).code).toBe(0);
    expect((await sync(b)).stdout).toContain('received 3 entries, sent 3 entries');
    expect((await sync(a)).stdout).toContain('received 3 entries, sent 0 entries');
    expect(loggedIds(a).sort()).toEqual(['a-0', 'a-1', 'a-2', 'b-0', 'b-1', 'b-2']);
    expect(a.git('rev-parse', `${LOG_REF}^{tree}`)).toBe(b.git('rev-parse', `${LOG_REF}^{tree}`));
    expect(a.git('rev-list', '--merges', '--count', LOG_REF)).toBe('1');
    fsckClean(a);
  });

  it('settles the same id written differently on two machines the same way on both (the copy in the log first), says so, and exits 1', async () => {
    const { clones } = machines(2);
    const [a, b] = clones as [TempRepo, TempRepo];
    await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other', '--id', 'clash'], { cwd: a.dir, env: a.env, input: 'version A' });
    await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other', '--id', 'clash'], { cwd: b.dir, env: b.env, input: 'version B' });
    await sync(a);
    const merged = await sync(b);
    expect(merged.code).toBe(1);
    expect(merged.stderr).toContain('differed between the two copies; kept blob');
    expect(merged.stderr).toMatch(
      /claims the id clash for different content on another line of history \(commit [0-9a-f]{12}: a forgery merged in, or a second clone that used the id before a sync\); the copy of commit [0-9a-f]{12} at messages\/\S+\/clash\.md, in the log first, is shown and this one is not \[id-conflict\]/,
    );
    await sync(a);
    expect(a.git('rev-parse', `${LOG_REF}^{tree}`)).toBe(b.git('rev-parse', `${LOG_REF}^{tree}`));
    expect(loggedIds(a).filter((id) => id === 'clash')).toHaveLength(1);
    // b merged with its own log as the first parent, so its copy was in the log first; a, fast-forwarded to that merge, agrees.
    const shown = async (clone: TempRepo) =>
      (
        JSON.parse((await runCli(['log', '--format', 'json'], { cwd: clone.dir, env: clone.env })).stdout) as { messages: Array<{ id: string; body: string }> }
      ).messages.find((message) => message.id === 'clash')!.body;
    expect(await shown(a)).toBe('version B');
    expect(await shown(b)).toBe('version B');
  });

  it('three machines syncing 200 messages each through one remote at the same time all end with all 600 and identical trees', {
    timeout: 240_000,
  }, async () => {
    const { remote, clones } = machines(3);
    const runs = clones.map(
      (clone, index) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, [SYNC_WRITER, clone.dir, `m${index}`, '200', '40'], { env: clone.env });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (code) => resolve({ code, stdout, stderr }));
        }),
    );
    const results = await Promise.all(runs);
    expect(results.map((result) => [result.code, result.stderr])).toEqual(Array(3).fill([0, '']));
    // Machines that finished early have not seen the last pushes yet: one more round each.
    for (const clone of clones) expect((await sync(clone)).code).toBe(0);

    const trees = clones.map((clone) => clone.git('rev-parse', `${LOG_REF}^{tree}`));
    expect(new Set([...trees, execFileSync('git', ['rev-parse', `${LOG_REF}^{tree}`], { cwd: remote, encoding: 'utf8' }).trim()]).size).toBe(1);
    for (const clone of clones) {
      const ids = loggedIds(clone);
      expect(ids).toHaveLength(600);
      expect(new Set(ids).size).toBe(600);
    }
    fsckClean(clones[0]!);
  });
});

describe('teamdoc sync against a remote someone changed with plain git', () => {
  /** Two machines that share three entries through the remote, and a third clone with push access. */
  async function sharedLog() {
    const { remote, clones } = machines(3);
    const [a, b, attacker] = clones as [TempRepo, TempRepo, TempRepo];
    for (const body of ['first\n', 'second\n', 'the third, which someone wants gone\n']) {
      expect((await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'report'], { cwd: a.dir, env: a.env, input: body })).code).toBe(0);
    }
    expect((await sync(a)).code).toBe(0);
    expect((await sync(b)).code).toBe(0);
    attacker.git('fetch', '-q', 'origin', `${LOG_REF}:${LOG_REF}`);
    return { remote, a, b, attacker };
  }

  it('flags a pushed rewrite (exit 1), merges both histories so nothing is lost, and puts the dropped entry back on the remote', async () => {
    const { remote, b, attacker } = await sharedLog();
    const dropped = loggedIds(b).find((id) =>
      b.git('show', `${LOG_REF}:${messageFiles(b).find((path) => path.endsWith(`/${id}.md`))}`).includes('wants gone'),
    )!;
    attacker.git('update-ref', LOG_REF, `${LOG_REF}~1`);
    attacker.git('push', '-q', '--force', 'origin', LOG_REF);
    expect(execFileSync('git', ['ls-tree', '-r', '--name-only', LOG_REF], { cwd: remote, encoding: 'utf8' })).not.toContain(dropped);

    const result = await sync(b);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^teamdoc: origin refs\/heads\/teamdoc\/log: rewritten on origin since the last sync: commit [0-9a-f]{12} is no longer in its history; this sync merged both histories, so nothing either side held is lost \[rewritten\]$/m,
    );
    expect(loggedIds(b)).toContain(dropped);
    expect(execFileSync('git', ['ls-tree', '-r', '--name-only', LOG_REF], { cwd: remote, encoding: 'utf8' })).toContain(dropped);
  });

  it('flags an entry edited on the remote (exit 1) and keeps showing the original', async () => {
    const { b, attacker } = await sharedLog();
    const path = messageFiles(attacker)[0]!;
    const original = fileOn(attacker, LOG_REF, path);
    commitWithPlainGit(attacker, LOG_REF, { files: { [path]: forgedEntry(original, { body: 'FIRST (edited)\n' }) } });
    attacker.git('push', '-q', 'origin', LOG_REF);

    const result = await sync(b);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`teamdoc: ${path}: changed by commit`);
    expect(result.stderr).toContain('[edited]');
    const log = JSON.parse((await runCli(['log', '--format', 'json'], { cwd: b.dir, env: b.env })).stdout) as { messages: Array<{ body: string }> };
    expect(log.messages.map((message) => message.body)).toContain('first\n');
    expect(log.messages.map((message) => message.body)).not.toContain('FIRST (edited)\n');
  });

  it('refuses a remote whose log branch is not a teamdoc log, and leaves the local log as it was', async () => {
    const { a, attacker } = await sharedLog();
    attacker.git('push', '-q', '--force', 'origin', `HEAD:${LOG_REF}`);
    const before = a.git('rev-parse', LOG_REF);
    const result = await sync(a);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`teamdoc: origin's ${LOG_REF} is not a teamdoc log, so nothing was merged: its tree has no teamdoc log README`);
    expect(a.git('rev-parse', LOG_REF)).toBe(before);
  });
});
