/**
 * A forgery merged in: a copy of an entry with another body, committed with
 * its key on a branch that starts from before the original, then merged into
 * the log ref — by a plain `git merge` into the ref, or by `teamdoc sync`
 * from a remote someone force-pushed it to. Whichever way the blobs and the
 * paths sort, every reader shows the original and names the forgery with its
 * file and commit, at error severity.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { join_, makeRepo, secondMachine, send, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { commitWithPlainGit, fileOn, forgedEntry, pathsOf } from '../helpers/forge.js';
import { LOG_REF } from '../helpers/log.js';
import type { TempRepo } from '../helpers/repo.js';

const TOP = { name: 'top', session: 'c0000000-0000-4000-8000-000000000000' };
const TRAIN = { name: 'train', session: 'c1111111-1111-4111-8111-111111111111' };
const ROWS = [`| top | claude | ${TOP.session} | laptop | — | — | — | active |`, `| train | claude | ${TRAIN.session} | laptop | — | top | train | active |`];
const GENUINE = '[progress] loss 2.31 at step 4000: PASS\n';

interface Original {
  id: string;
  path: string;
  bytes: Buffer;
  /** The commit before the one that recorded it. */
  before: string;
}

/** A team whose train session joined and reported; the report is the original a forger copies. */
async function team(): Promise<{ repo: TempRepo; original: Original }> {
  const repo = makeRepo({ files: { 'TEAM.md': teamDoc(ROWS) } });
  expect((await join_(repo, repo.dir, TRAIN, 'top', 'train')).code).toBe(0);
  const before = repo.git('rev-parse', LOG_REF);
  const id = await send(repo, repo.dir, 'train', 'top', 'report', GENUINE);
  await send(repo, repo.dir, 'train', 'top', 'report', '[progress] eval half done\n');
  const path = repo
    .git('ls-tree', '-r', '--name-only', LOG_REF, 'messages')
    .split('\n')
    .find((file) => file.endsWith(`/${id}.md`))!;
  expect((await teamdoc(repo, repo.dir, 'check')).code).toBe(0);
  return { repo, original: { id, path, bytes: fileOn(repo, LOG_REF, path), before } };
}

/**
 * The forged bytes: the original with another body, its hash recomputed, at
 * the original's time or backdated, its blob id sorting before or after the
 * original's as asked (the forger can aim either way).
 */
function forgery(repo: TempRepo, original: Original, blob: 'smaller' | 'larger', time?: string): Buffer {
  const genuineBlob = repo.git('rev-parse', `${LOG_REF}:${original.path}`);
  for (let attempt = 0; ; attempt++) {
    const bytes = forgedEntry(original.bytes, { body: `[progress] loss 9.99 at step 4000: FAIL (${attempt})\n`, ...(time ? { time } : {}) });
    const id = execFileSync('git', ['hash-object', '--stdin'], { cwd: repo.dir, env: repo.env, input: bytes, encoding: 'utf8' }).trim();
    if (id < genuineBlob === (blob === 'smaller')) return bytes;
  }
}

/** Commits the forgery with its key on `refs/heads/forge`, which starts from before the original. */
function commitForgery(repo: TempRepo, original: Original, bytes: Buffer, time: string | undefined): { commit: string; path: string } {
  const paths = time ? pathsOf(original.id, time) : { entry: original.path, key: pathsOf(original.id, '2026-01-01T00:00:00.000Z').key };
  repo.git('update-ref', 'refs/heads/forge', original.before);
  const commit = commitWithPlainGit(repo, 'refs/heads/forge', { files: { [paths.entry]: bytes, [paths.key]: bytes }, message: 'teamdoc: record 1 entry' });
  return { commit, path: paths.entry };
}

/** What every reader says: the original shown, the forgery named with its file and commit, at error severity. */
async function expectOriginalShown(repo: TempRepo, original: Original, forged: { commit: string; path: string }): Promise<void> {
  const named = `${forged.path}: claims the id ${original.id} for different content on another line of history (commit ${forged.commit.slice(0, 12)}`;
  const log = await teamdoc(repo, repo.dir, 'log', '--format', 'json');
  expect(log.code).toBe(1);
  const messages = (
    JSON.parse(log.stdout) as { messages: Array<{ id: string; body: string; integrity?: Array<{ problem: string; path: string; commit?: string }> }> }
  ).messages;
  const shown = messages.filter((message) => message.id === original.id);
  expect(shown.map((message) => message.body)).toEqual([GENUINE]);
  expect(messages.map((message) => message.body).join('')).not.toContain('FAIL');
  expect(shown[0]!.integrity).toEqual(expect.arrayContaining([expect.objectContaining({ problem: 'id-conflict', path: forged.path, commit: forged.commit })]));
  expect(log.stderr).toContain(named);

  const check = await teamdoc(repo, repo.dir, 'check', '--format', 'json');
  expect(check.code).toBe(1);
  const findings = JSON.parse(check.stdout).files[0].messages as Array<{ ruleId: string; message: string; severity: number }>;
  const integrity = findings.filter((finding) => finding.ruleId === 'log-integrity' && finding.message.includes(forged.commit.slice(0, 12)));
  expect(integrity, JSON.stringify(findings, null, 2)).toEqual([expect.objectContaining({ severity: 'error' })]);
  expect(integrity[0]!.message).toContain(`\`${forged.path}\` claims the id ${original.id}`);

  const view = await teamdoc(repo, repo.dir, 'view');
  expect(view.stdout).toMatch(/id-conflict +\S+: claims the id/);
  expect(view.stdout).toContain(`${forged.path}: claims the id ${original.id}`);
  expect(view.stdout).not.toContain('FAIL');

  const verify = await teamdoc(repo, repo.dir, 'doctor', '--verify', '--dry-run');
  expect(verify.code).toBe(1);
  expect(verify.stdout + verify.stderr).toContain(named);
}

describe('a forgery committed with its key on a branch from before the original, merged into the log ref', () => {
  for (const blob of ['smaller', 'larger'] as const) {
    for (const time of [undefined, '2020-01-01T00:00:00.000Z']) {
      it(`by a plain git merge (forged blob ${blob}, ${time ? 'backdated to another folder' : 'at the original’s path'}): the original is shown, the forgery named`, async () => {
        const { repo, original } = await team();
        const forged = commitForgery(repo, original, forgery(repo, original, blob, time), time);
        const worktree = join(repo.dir, '..', 'forger');
        repo.git('worktree', 'add', '-q', worktree, 'teamdoc/log');
        execFileSync('git', ['merge', '-q', '--no-edit', '-X', 'theirs', 'forge'], { cwd: worktree, env: repo.env });
        repo.git('worktree', 'remove', '--force', worktree);
        if (!time) expect(fileOn(repo, LOG_REF, original.path).toString()).toContain('FAIL');
        await expectOriginalShown(repo, original, forged);
      });
    }
  }

  for (const blob of ['smaller', 'larger'] as const) {
    it(`by teamdoc sync from a remote the forgery was force-pushed to (forged blob ${blob}): here and on a fresh clone, the original is shown`, async () => {
      const { repo, original } = await team();
      const { clone } = secondMachine(repo);
      expect((await teamdoc(repo, repo.dir, 'sync')).code).toBe(0);
      const forged = commitForgery(repo, original, forgery(repo, original, blob, undefined), undefined);
      repo.git('push', '-q', '--force', 'origin', `refs/heads/forge:${LOG_REF}`);
      repo.git('update-ref', '-d', 'refs/heads/forge');

      const synced = await teamdoc(repo, repo.dir, 'sync');
      expect(synced.code).toBe(1);
      expect(synced.stderr).toContain(`${forged.path}: claims the id ${original.id}`);
      await expectOriginalShown(repo, original, forged);

      // The union went back to the remote with this clone's line first: a clone that never saw the original agrees.
      expect((await teamdoc(clone, clone.dir, 'sync')).code).toBe(1);
      const log = JSON.parse((await teamdoc(clone, clone.dir, 'log', '--format', 'json')).stdout) as { messages: Array<{ id: string; body: string }> };
      expect(log.messages.filter((message) => message.id === original.id).map((message) => message.body)).toEqual([GENUINE]);
    });
  }
});
