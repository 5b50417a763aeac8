/**
 * `teamdoc scan`: trace every message between the project's sessions through
 * the transcripts on this machine and print what was found. Recording into the
 * log (`--record`) and the comparison with it come with the log.
 */
import { homedir } from 'node:os';
import { ExitCode, UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { progressBar } from '../report/progress-bar.js';
import { scanJsonChunks } from '../report/scan-json.js';
import { scanTextChunks } from '../report/scan-text.js';
import { scanTranscripts } from '../scan/scan.js';
import { parseSince } from '../time/since.js';

export interface ScanCommandOptions {
  since?: string;
  session?: string[];
  format?: string;
}

export async function run(_operands: unknown[], options: ScanCommandOptions, io: Io): Promise<number> {
  const format = options.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`Unexpected --format \`${format}\`, expected text or json`);
  const since = options.since === undefined ? undefined : parseSince(options.since, new Date());
  const bar = io.stderr.isTTY ? progressBar(io.stderr, 'scanning') : undefined;
  let report;
  try {
    report = await scanTranscripts({ cwd: io.cwd, env: io.env, since, sessions: options.session ?? [], onProgress: bar?.update });
  } finally {
    bar?.done();
  }
  const chunks = format === 'json' ? scanJsonChunks(report) : scanTextChunks(report, { home: io.env.HOME || homedir() });
  for (const chunk of chunks) io.stdout.write(chunk);
  return ExitCode.ok;
}
