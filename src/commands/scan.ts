/**
 * `teamdoc scan`: trace every message between the project's sessions through
 * the transcripts on this machine, hold each against the message log, and with
 * `--record` append what the log lacks. Exit 0 when the log holds everything
 * the traces show, 1 when something is missing, unsettled or contradicted (and
 * `--record` was not given, or could not write it), 75 when recorded entries
 * are durable but not committed.
 */
import { homedir } from 'node:os';
import { ExitCode, PendingCommitError } from '../errors.js';
import { writeChunks, type Io } from '../io.js';
import { parseWaitSeconds } from './input/cli-input.js';
import { progressBar } from './output/progress-bar.js';
import { scanJsonChunks } from '../report/scan-json.js';
import { scanTextChunks } from '../report/scan-text.js';
import { scanAgainstLog } from '../scan/record/against-log.js';
import type { ScanAgainstLog } from '../scan/record/model.js';
import { parseSince } from '../time/since.js';
import { currentTime } from '../time/clock.js';
import type { OptionsOf } from './declare-options.js';
import type { SCAN_FORMATS, SCAN_OPTIONS } from './options.js';

type ScanOptions = OptionsOf<typeof SCAN_OPTIONS>;

/** Each format's renderer: the scan in, its text out in chunks (a scan of many transcripts is long). */
const RENDERERS: Record<(typeof SCAN_FORMATS)[number], (result: ScanAgainstLog, io: Io) => Iterable<string>> = {
  text: (result, io) => scanTextChunks(result, { home: io.env.HOME || homedir() }),
  json: (result) => scanJsonChunks(result),
};

export async function run(_operands: unknown[], options: ScanOptions, io: Io): Promise<number> {
  const since = options.since === undefined ? undefined : parseSince(options.since, currentTime(io.env));
  const waitMs = parseWaitSeconds(options.wait);
  const bar = io.stderr.isTTY ? progressBar(io.stderr, 'scanning') : undefined;
  let result;
  try {
    result = await scanAgainstLog({
      cwd: io.cwd,
      env: io.env,
      since,
      sessions: options.session ?? [],
      onProgress: bar?.update,
      record: options.record === true,
      ref: options.ref,
      waitMs,
    });
  } finally {
    bar?.done();
  }
  await writeChunks(io.stdout, RENDERERS[options.format](result, io));
  return exitCodeOf(result);
}

function exitCodeOf(result: ScanAgainstLog): number {
  const { record } = result;
  if (record !== undefined) {
    if (record.pending > 0) {
      throw new PendingCommitError(
        `${record.pending} of the scanned messages are durable on disk but not committed to the log yet: ${record.pendingReason ?? 'the commit could not be made'}`,
        {
          hint: 'Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits them.',
        },
      );
    }
    return record.refused > 0 ? ExitCode.findings : ExitCode.ok;
  }
  const { counts } = result.summary;
  return counts.missing + counts.unsettled + counts.contradicted > 0 ? ExitCode.findings : ExitCode.ok;
}
