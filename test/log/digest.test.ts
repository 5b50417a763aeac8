/**
 * The log's digest, cached per tip: extended by the entries added since an
 * earlier tip, it is exactly the digest made from every message again.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locateRepo } from '../../src/git/repo.js';
import { appendEntries } from '../../src/log/append.js';
import { digestCachePath } from '../../src/log/digest-cache.js';
import { openLogSource, readLogSnapshot, snapshotOf } from '../../src/log/provider.js';
import { cliMessage, isolateInProcessGit } from '../helpers/log.js';
import { makeRepo } from '../helpers/repo.js';

isolateInProcessGit();

describe('the log digest', () => {
  it('extended by new messages, statements and delivery events, equals the digest made from scratch', async () => {
    const repo = makeRepo();
    const location = await locateRepo(repo.dir);
    const env = { ...process.env };
    const first = await appendEntries(location, [
      cliMessage({ kind: 'brief', from: { name: 'top' }, to: { name: 'train' } }),
      cliMessage({ kind: 'join', from: { name: 'train', session: 's-train' }, to: { name: 'top' }, statement: { name: 'train', parent: 'top', part: 'train', session: 's-train' } }),
    ], { env });
    const before = await readLogSnapshot(repo.dir, { env });
    expect(before!.snapshot.digest).toMatchObject({ messages: 2, traffic: 1, structural: [{ kind: 'join' }] });

    await appendEntries(location, [
      cliMessage({ kind: 'report', from: { name: 'train', session: 's-train' }, to: { name: 'top' } }),
      cliMessage({ kind: 'brief', from: { name: 'top' }, to: { name: 'train' } }),
      cliMessage({ kind: 'other', from: { name: 'top' }, to: { name: '*' } }),
      { entry: 'delivery', message: first.results[0]!.id, state: 'held', detail: 'held by the receiver', provenance: { by: 'cli', claimed: {}, detected: {} } },
    ], { env });
    const extended = (await readLogSnapshot(repo.dir, { env }))!.snapshot.digest;
    const source = (await openLogSource(repo.dir, { env }))!;
    rmSync(digestCachePath(source.context.paths.root));
    const fresh = (await snapshotOf(source)).snapshot.digest;

    expect(extended).toEqual(fresh);
    expect(fresh).toMatchObject({ messages: 5, traffic: 4, broadcasts: { count: 1 }, trouble: { counts: { held: 1, unknown: 3 }, troubled: [{ id: first.results[0]!.id }] } });
    expect(fresh.flows.map((flow) => [flow.from.name, flow.to.name, flow.counts])).toEqual([
      ['top', 'train', { brief: 2, report: 0, correction: 0, other: 0 }],
      ['train', 'top', { brief: 0, report: 1, correction: 0, other: 0 }],
    ]);
  });
});
