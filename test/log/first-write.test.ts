import { describe, expect, it } from 'vitest';
import { locateRepo } from '../../src/git/repo.js';
import { appendEntries } from '../../src/log/write/append.js';
import { openLog } from '../../src/log/store/context.js';
import { firstWriteNote, startedTheLog } from '../../src/log/sync/first-write.js';
import { cliMessage, isolateInProcessGit } from '../helpers/log.js';
import { makeRepo } from '../helpers/repo.js';

isolateInProcessGit();

describe("a clone's first write", () => {
  it('says it starts the log only when its commit is the first: another first write that landed in between takes the words back', async () => {
    const repo = makeRepo({ files: { 'app.txt': 'v1\n' } });
    repo.git('remote', 'add', 'origin', repo.dir);
    const location = await locateRepo(repo.dir);
    const context = await openLog(location, {}, repo.env);
    // Two sessions decide at their door, before the lock, that their write starts the log…
    const decided = await firstWriteNote(context);
    expect(decided).toContain("so this entry starts the team's log");
    // …and the other one's lands first.
    const first = await appendEntries(location, [cliMessage({ id: 'm1' })]);
    const second = await appendEntries(location, [cliMessage({ id: 'm2' })]);
    expect(await startedTheLog(context, first.commit)).toBe(true);
    expect(await startedTheLog(context, second.commit)).toBe(false);
    // A write left in the spool (no commit of its own) says nothing about who started the log.
    expect(await startedTheLog(context, undefined)).toBe(false);
  });
});
