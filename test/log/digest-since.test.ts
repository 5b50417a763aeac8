/**
 * The digest last cached and what the log gained since (digest-since.ts), the
 * read snapshotOf and the door share: the cache at its tip, the cache and the
 * entries added since, or nothing (read the whole log) when it cannot be.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateRepo } from '../../src/git/repo.js';
import { appendEntries } from '../../src/log/write/append.js';
import { digestCachePath } from '../../src/log/read/digest-cache.js';
import { digestSince } from '../../src/log/read/digest-since.js';
import { openLogSource, snapshotOf } from '../../src/log/read/provider.js';
import { LOG_REF, cliMessage, isolateInProcessGit } from '../helpers/log.js';
import { makeRepo } from '../helpers/repo.js';

isolateInProcessGit();

const env = { ...process.env };
const train = { name: 'train', session: 's-train' };

async function logWithJoin() {
  const repo = makeRepo();
  const location = await locateRepo(repo.dir);
  const joined = await appendEntries(
    location,
    [
      cliMessage({
        kind: 'join',
        time: '2026-11-30T09:00:00.000Z',
        from: train,
        to: { name: 'top' },
        statement: { name: 'train', parent: 'top', part: 'train', session: 's-train' },
      }),
    ],
    { env },
  );
  const source = (await openLogSource(repo.dir, { env }))!;
  const tip = () => repo.git('rev-parse', LOG_REF);
  /** A read as view and check make it, which caches the digest at the tip. */
  const cacheDigest = async () => (await snapshotOf(source)).snapshot.digest;
  return { repo, location, source, context: source.context, tip, cacheDigest, joinId: joined.results[0]!.id };
}

describe('the digest since its cached tip', () => {
  it('without a cached digest: the whole log is read', async () => {
    const { context, tip, cacheDigest } = await logWithJoin();
    expect(await digestSince(context, tip(), { read: true })).toBeUndefined();
    await cacheDigest();
    rmSync(digestCachePath(context.paths.root));
    expect(await digestSince(context, tip())).toBeUndefined();
  });

  it('at the cached tip: the cache, nothing added', async () => {
    const { context, tip, cacheDigest, joinId } = await logWithJoin();
    const digest = await cacheDigest();
    const since = await digestSince(context, tip(), { read: true });
    // As cached: written as JSON, so without the fields that were undefined.
    expect(since).toEqual({ cached: { tip: tip(), digest: JSON.parse(JSON.stringify(digest)), problems: [] }, added: [], messages: [] });
    expect(since!.cached.digest.structural.map((message) => message.id)).toEqual([joinId]);
  });

  it('a few entries added: the cache and the added ones, their messages oldest first', async () => {
    const { location, context, tip, cacheDigest, joinId } = await logWithJoin();
    await cacheDigest();
    const cachedAt = tip();
    const added = await appendEntries(
      location,
      [
        // Written in this order, stamped out of it: the answer is in the log's order, not the tree's or the write's.
        cliMessage({ kind: 'handoff', time: '2026-11-30T12:00:00.000Z', from: train, to: { name: 'top' }, handoff: { successor: 'train-2' } }),
        cliMessage({ kind: 'report', time: '2026-11-30T10:00:00.000Z', from: train, to: { name: 'top' } }),
        cliMessage({
          kind: 'join',
          time: '2026-11-30T11:00:00.000Z',
          from: { name: 'train-2', session: 's-train-2' },
          to: { name: 'top' },
          statement: { name: 'train-2', parent: 'top', part: 'train', session: 's-train-2' },
        }),
        { entry: 'delivery', message: joinId, state: 'held', detail: 'held', provenance: { by: 'cli', claimed: {}, detected: {} } },
      ],
      { env },
    );
    const ids = added.results.map((result) => result.id);
    const since = await digestSince(context, tip(), { atMost: 16, read: true });

    expect(since!.cached.tip).toBe(cachedAt);
    expect(since!.cached.digest.structural.map((message) => message.id)).toEqual([joinId]);
    expect([...since!.added].sort()).toEqual([...ids].sort());
    expect(since!.messages!.map((message) => [message.id, message.kind, message.time])).toEqual([
      [ids[1], 'report', '2026-11-30T10:00:00.000Z'],
      [ids[2], 'join', '2026-11-30T11:00:00.000Z'],
      [ids[0], 'handoff', '2026-11-30T12:00:00.000Z'],
    ]);
    expect(since!.messages![2]).toMatchObject({ handoff: { successor: 'train-2' }, body: 'done: all tests pass\n' });
    // Without `read`, the added ids alone: the fold has the messages (snapshotOf).
    expect(await digestSince(context, tip())).toEqual({ cached: since!.cached, added: since!.added });
  });

  it('a tip that moved without a change to the entry files: the cache, which says it is of an earlier tip', async () => {
    const { repo, context, tip, cacheDigest } = await logWithJoin();
    await cacheDigest();
    const cachedAt = tip();
    // A merge that brought nothing new looks the same to a tree diff: the tip's history is the fold's to judge.
    repo.git('update-ref', LOG_REF, execGit(repo.dir, repo.env, ['commit-tree', `${cachedAt}^{tree}`, '-p', cachedAt, '-m', 'nothing new']));
    expect(await digestSince(context, tip(), { read: true })).toMatchObject({ cached: { tip: cachedAt }, added: [], messages: [] });
    expect(tip()).not.toBe(cachedAt);
  });

  it('more added than the caller reads one by one: the whole log', async () => {
    const { location, context, tip, cacheDigest } = await logWithJoin();
    await cacheDigest();
    await appendEntries(
      location,
      Array.from({ length: 17 }, (_, index) => cliMessage({ body: `report ${index}\n` })),
      { env },
    );
    expect(await digestSince(context, tip(), { atMost: 16, read: true })).toBeUndefined();
    // No bound, as snapshotOf reads it: all of them added.
    expect((await digestSince(context, tip()))!.added).toHaveLength(17);
  });

  it('a change that is not an addition: the whole log', async () => {
    const { repo, location, context, tip, cacheDigest } = await logWithJoin();
    await appendEntries(location, [cliMessage()], { env });
    await cacheDigest();
    const cachedAt = tip();

    // The ref rewritten to an earlier commit: the entry added since is gone.
    repo.git('update-ref', LOG_REF, `${cachedAt}~1`);
    expect(await digestSince(context, tip(), { read: true })).toBeUndefined();

    // A commit that changes an entry file the cached tip had.
    repo.git('update-ref', LOG_REF, cachedAt);
    const index = join(repo.dir, '.git', 'rewrite-index');
    const path = repo
      .git('ls-tree', '-r', '--name-only', cachedAt)
      .split('\n')
      .find((file) => file.startsWith('messages/'))!;
    const indexEnv = { ...repo.env, GIT_INDEX_FILE: index };
    const run = (...args: string[]) => execGit(repo.dir, indexEnv, args);
    const blob = execGit(repo.dir, repo.env, ['hash-object', '-w', '--stdin'], 'not the entry it was\n');
    run('read-tree', cachedAt);
    run('update-index', '--cacheinfo', `100644,${blob},${path}`);
    const changed = run('commit-tree', run('write-tree'), '-p', cachedAt, '-m', 'an entry rewritten');
    repo.git('update-ref', LOG_REF, changed);
    expect(await digestSince(context, tip(), { read: true })).toBeUndefined();
    // snapshotOf then makes the digest from every message again, and caches it at the new tip.
    await cacheDigest();
    expect(await digestSince(context, tip())).toMatchObject({ cached: { tip: changed }, added: [] });
  });
});

function execGit(cwd: string, env: NodeJS.ProcessEnv, args: string[], input?: string): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', ...(input === undefined ? {} : { input }) }).trim();
}
