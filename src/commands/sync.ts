/** teamdoc sync [REMOTE]: exchange the log with a git remote (default origin); exit 1 when what it brought is flagged. */
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { parseWaitSeconds } from '../log/cli-input.js';
import { openLog } from '../log/context.js';
import { syncLog } from '../log/sync.js';
import { renderSyncReport } from '../report/sync-text.js';

/** Sync waits longer than a record by default: it talks to another machine and may retry. */
const DEFAULT_SYNC_WAIT_MS = 60_000;

export async function run(operands: unknown[], rawOptions: Record<string, unknown>, io: Io): Promise<number> {
  const options = rawOptions as { ref?: string; wait?: string };
  const remote = String(operands[0] ?? 'origin');
  const waitMs = parseWaitSeconds(options.wait) ?? DEFAULT_SYNC_WAIT_MS;
  const context = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  const report = await syncLog(context, remote, { deadline: Date.now() + waitMs, env: io.env });
  const rendered = renderSyncReport(report);
  io.stdout.write(rendered.stdout);
  io.stderr.write(rendered.stderr);
  // The sync is done either way; 1 says that what it brought needs a look (one message recorded on two clones does not).
  return report.flagged.some((problem) => problem.kind !== 'recorded-twice') ? 1 : 0;
}
