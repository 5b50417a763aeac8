/**
 * The log's digest, cached per tip: extended by the entries added since an
 * earlier tip, it is exactly the digest made from every message again.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locateRepo } from '../../src/git/repo.js';
import { appendEntries } from '../../src/log/write/append.js';
import { digestCachePath } from '../../src/log/read/digest-cache.js';
import { openLogSource, readLogSnapshot, snapshotOf } from '../../src/log/read/provider.js';
import { cliMessage, isolateInProcessGit } from '../helpers/log.js';
import { makeRepo } from '../helpers/repo.js';

isolateInProcessGit();

/** The digest as the cache extended it since the last read, and the digest made again from every message. */
async function extendedAndFresh(dir: string, env: NodeJS.ProcessEnv) {
  const extended = (await readLogSnapshot(dir, { env }))!.snapshot.digest;
  const source = (await openLogSource(dir, { env }))!;
  rmSync(digestCachePath(source.context.paths.root));
  return { extended, fresh: (await snapshotOf(source)).snapshot.digest };
}

describe('the log digest', () => {
  it('extended by new messages, statements and delivery events, equals the digest made from scratch', async () => {
    const repo = makeRepo();
    const location = await locateRepo(repo.dir);
    const env = { ...process.env };
    const first = await appendEntries(
      location,
      [
        cliMessage({ kind: 'brief', from: { name: 'top' }, to: { name: 'train' } }),
        cliMessage({
          kind: 'join',
          from: { name: 'train', session: 's-train' },
          to: { name: 'top' },
          statement: { name: 'train', parent: 'top', part: 'train', session: 's-train' },
        }),
      ],
      { env },
    );
    const before = await readLogSnapshot(repo.dir, { env });
    expect(before!.snapshot.digest).toMatchObject({ messages: 2, traffic: 1, structural: [{ kind: 'join' }] });

    await appendEntries(
      location,
      [
        cliMessage({ kind: 'report', from: { name: 'train', session: 's-train' }, to: { name: 'top' } }),
        cliMessage({ kind: 'brief', from: { name: 'top' }, to: { name: 'train' } }),
        cliMessage({ kind: 'other', from: { name: 'top' }, to: { name: '*' } }),
        {
          entry: 'delivery',
          message: first.results[0]!.id,
          state: 'held',
          detail: 'held by the receiver',
          provenance: { by: 'cli', claimed: {}, detected: {} },
        },
      ],
      { env },
    );
    const { extended, fresh } = await extendedAndFresh(repo.dir, env);

    expect(extended).toEqual(fresh);
    expect(fresh).toMatchObject({
      messages: 5,
      traffic: 4,
      broadcasts: { count: 1 },
      trouble: { counts: { held: 1, unknown: 3 }, troubled: [{ id: first.results[0]!.id }] },
    });
    expect(fresh.flows.map((flow) => [flow.from.name, flow.to.name, flow.counts])).toEqual([
      ['top', 'train', { brief: 2, report: 0, correction: 0, other: 0 }],
      ['train', 'top', { brief: 0, report: 1, correction: 0, other: 0 }],
    ]);
  });

  it('keeps each flow’s first report of results and notes every [done] report, extended or made from scratch alike', async () => {
    const repo = makeRepo();
    const location = await locateRepo(repo.dir);
    const env = { ...process.env };
    const train = { name: 'train', session: 's-train' };
    await appendEntries(
      location,
      [
        cliMessage({
          kind: 'report',
          time: '2026-11-30T09:00:00.000Z',
          from: train,
          to: { name: 'top' },
          body: '[question] train: which metric?\nOptions: loss\nDefault: loss\nDeadline: noon\n',
        }),
      ],
      { env },
    );
    await readLogSnapshot(repo.dir, { env });
    const added = await appendEntries(
      location,
      [
        cliMessage({ kind: 'report', time: '2026-11-30T10:00:00.000Z', from: train, to: { name: 'top' }, body: 'train: loss 2.3 at 10k\n' }),
        cliMessage({
          kind: 'report',
          time: '2026-11-30T11:00:00.000Z',
          from: train,
          to: { name: 'top' },
          body: '[done] train: 7B run\nEvidence:\n- none yet\nCriteria:\n- loss at or below 2.1: fail — 2.3\nRemains: none\n',
        }),
      ],
      { env },
    );
    const { extended, fresh } = await extendedAndFresh(repo.dir, env);

    expect(extended).toEqual(fresh);
    expect(fresh.flows[0]!.firstResult).toMatchObject({ id: added.results[0]!.id, time: '2026-11-30T10:00:00.000Z' });
    expect(fresh.done).toEqual([
      expect.objectContaining({ id: added.results[1]!.id, part: 'train', evidence: 0, criteria: ['loss at or below 2.1: fail — 2.3'] }),
    ]);
  });
});
