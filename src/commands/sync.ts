/** teamdoc sync [REMOTE]: exchange the log with a git remote (default origin); exit 1 when what it brought is flagged. */
import { UsageError } from '../errors.js';
import { isRemoteLocation, remoteNames } from '../git/remotes.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { parseWaitSeconds } from './input/cli-input.js';
import { openLog } from '../log/store/context.js';
import { type SyncReport, syncLog } from '../log/sync/sync.js';
import { transferProgress } from './output/progress-bar.js';
import { renderSyncReport } from '../report/sync-text.js';
import { redactSecrets } from '../secrets/redact.js';
import { closest } from '../text/closest.js';
import type { OptionsOf } from './declare-options.js';
import type { SYNC_OPTIONS } from './options.js';

/** Sync waits longer than a record by default: it talks to another machine and may retry. */
const DEFAULT_SYNC_WAIT_MS = 60_000;

type SyncOptions = OptionsOf<typeof SYNC_OPTIONS>;

export async function run(operands: unknown[], options: SyncOptions, io: Io): Promise<number> {
  const remote = String(operands[0] ?? 'origin');
  const waitMs = parseWaitSeconds(options.wait) ?? DEFAULT_SYNC_WAIT_MS;
  const context = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  if (!isRemoteLocation(remote)) {
    const remotes = await remoteNames(io.cwd);
    // A repository with no remote has one log, shared by all its worktrees: the texts say "sync after each write" to every worker.
    if (remotes.length === 0 && remote === 'origin') {
      io.stderr.write('teamdoc: this repository has no remote, so there is nothing to sync: all its worktrees share one log.\n');
      return 0;
    }
    if (!remotes.includes(remote)) {
      const meant = closest(remote, remotes);
      throw new UsageError(`no remote named ${JSON.stringify(remote)}${meant ? `; did you mean ${JSON.stringify(meant)}?` : ''}`, {
        hint: `${remotes.length === 0 ? 'This repository has no remotes.' : `Its remotes: ${remotes.join(', ')}.`} Give a remote's name or URL (git remote -v lists them). Nothing was exchanged.`,
      });
    }
  }
  // git's progress only where a person watches: a pipe, a CI log or a test sees no progress line at all.
  const progress = io.stderr.isTTY ? transferProgress(io.stderr, redactSecrets(remote).text) : undefined;
  let report: SyncReport;
  try {
    report = await syncLog(context, remote, { deadline: Date.now() + waitMs, env: io.env, onProgress: progress?.onProgress });
  } finally {
    progress?.done();
  }
  const rendered = renderSyncReport(report);
  io.stdout.write(rendered.stdout);
  io.stderr.write(rendered.stderr);
  // The sync is done either way; 1 says that what it brought needs a look (one message recorded on two clones does not).
  return report.flagged.some((problem) => problem.kind !== 'recorded-twice') ? 1 : 0;
}
