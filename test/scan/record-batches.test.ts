/**
 * `--record` appends in batches, so a first scan of months of transcripts
 * neither holds every entry in memory at once nor commits them in one go:
 * each batch is one commit, a message never spans two, and the log ends the
 * same as with one batch.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateRepo } from '../../src/git/repo.js';
import { FoldedLog } from '../../src/log/read/fold.js';
import { resolveLogSettings } from '../../src/log/store/settings.js';
import { compareWithLog } from '../../src/scan/record/compare.js';
import { LogIndex } from '../../src/scan/record/log-index.js';
import { recordPlanned } from '../../src/scan/record/write.js';
import { scanTranscripts } from '../../src/scan/scan.js';
import { runCli } from '../helpers/cli.js';
import { LOG_REF, gitIn, isolateInProcessGit } from '../helpers/log.js';
import { makeRepo } from '../helpers/repo.js';
import { installFixture } from '../helpers/transcripts.js';

isolateInProcessGit();

describe('scan --record in batches', () => {
  it('commits batch by batch, keeps each message with its events, and leaves nothing to add', async () => {
    const repo = makeRepo();
    const home = join(repo.home, 'user');
    installFixture('claude-current', join(home, '.claude'), { project: repo.dir });
    const env = { ...repo.env, HOME: home, TEAMDOC_HOST: 'test-host' };
    const report = await scanTranscripts({ cwd: repo.dir, env });
    const comparisons = compareWithLog(report.messages, new LogIndex(new FoldedLog()), { home, scannedAt: report.scannedAt });
    const planned = comparisons.reduce((sum, comparison) => sum + (comparison.addsMessage ? 1 : 0) + comparison.adds.length, 0);

    const settings = await resolveLogSettings(repo.dir, {}, env);
    const summary = await recordPlanned(await locateRepo(repo.dir), report.messages, comparisons, {
      settings,
      waitMs: undefined,
      env,
      entryContext: { home },
      entriesPerAppend: 5,
    });

    expect(summary.written.messages + summary.written.deliveries).toBe(planned);
    expect(summary.recorded).toBe(comparisons.length);
    // Batches close at the first message that reaches five entries: a message and its events are never split.
    expect(summary.commits).toBeGreaterThanOrEqual(Math.ceil(planned / 7));
    expect(Number(gitIn(repo, repo.dir, 'rev-list', '--count', LOG_REF))).toBe(summary.commits);
    expect(gitIn(repo, repo.dir, 'rev-parse', LOG_REF)).toBe(summary.commit);
    const again = await runCli(['scan'], { cwd: repo.dir, env });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`(${comparisons.length} messages before this scan): ${comparisons.length} agreed.`);
  });
});
