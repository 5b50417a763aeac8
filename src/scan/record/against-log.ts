/**
 * A scan held against the log, start to end: read the log and the team's
 * sessions, scan the transcripts (asking after the team's sessions), compare
 * each traced message with the log and, with `--record`, append what the log
 * lacks. The one entry point `teamdoc scan` calls.
 */
import { homedir } from 'node:os';
import { UsageError } from '../../errors.js';
import { locateRepoIfAny, type RepoLocation } from '../../git/repo.js';
import { openLog } from '../../log/store/context.js';
import { readLogContents } from '../../log/read/read.js';
import { matchesSession, scanTranscripts, type ScanOptions } from '../scan.js';
import { compareWithLog, summarise } from './compare.js';
import { LogIndex } from './log-index.js';
import type { ScanAgainstLog, TeamSession } from './model.js';
import { expectedSessions } from './team-sessions.js';
import { recordPlanned } from './write.js';
import { currentTime } from '../../time/clock.js';

export interface ScanAgainstLogOptions extends Omit<ScanOptions, 'lookFor'> {
  /** Append what the log lacks. */
  record: boolean;
  /** The log ref (default: the configured one). */
  ref?: string | undefined;
  /** How long to wait for the log lock before leaving entries pending. */
  waitMs?: number | undefined;
}

export async function scanAgainstLog(options: ScanAgainstLogOptions): Promise<ScanAgainstLog> {
  const repo = await locateRepoIfAny(options.cwd);
  if (!repo) {
    if (options.record) {
      throw new UsageError(`${options.cwd} is not inside a git repository, so there is no log to record in`, {
        hint: 'Run teamdoc scan --record inside the project’s repository, or pass -C <dir>. Nothing was written.',
      });
    }
    const scan = await scanTranscripts(options);
    return {
      scan,
      entryContext: { home: homeOf(options.env) },
      log: { available: false, ref: undefined, messages: 0, problems: 0 },
      comparisons: [],
      teamSessions: [],
      teamDocProblem: undefined,
      summary: summarise([], []),
      record: undefined,
    };
  }

  // The log and the team doc are read (git processes, mostly) while the transcripts are.
  const reading = readLogAndTeam(repo, options);
  const lookFor = reading.then(({ expected }) => expected.sessions.map((session) => session.session));
  // Both are awaited below; until then an early failure must not count as unhandled.
  for (const promise of [reading, lookFor]) promise.catch(() => undefined);
  const scan = await scanTranscripts({ ...options, lookFor });
  const { context, contents, expected } = await reading;

  const entryContext = { home: homeOf(options.env) };
  const comparisons = compareWithLog(scan.messages, new LogIndex(contents.log), { ...entryContext, scannedAt: scan.scannedAt });
  const wanted = options.sessions ?? [];
  const teamSessions: TeamSession[] = expected.sessions
    .map((session, index) => ({ ...session, transcript: scan.lookedFor[index]!.transcript, found: scan.lookedFor[index]!.session }))
    .filter((session) => wanted.length === 0 || matchesSession(wanted, session.found ?? session.session, [session.name]));
  const summary = summarise(scan.messages, comparisons);
  const record = options.record
    ? await recordPlanned(repo, scan.messages, comparisons, { settings: context.settings, waitMs: options.waitMs, env: options.env, entryContext })
    : undefined;
  return {
    scan,
    entryContext,
    log: { available: true, ref: context.settings.ref, messages: contents.log.size, problems: contents.problems.length },
    comparisons,
    teamSessions,
    teamDocProblem: expected.docProblem,
    summary,
    record,
  };
}

async function readLogAndTeam(repo: RepoLocation, options: ScanAgainstLogOptions) {
  const context = await openLog(repo, { ref: options.ref }, options.env);
  const contents = await readLogContents(context);
  return { context, contents, expected: await expectedSessions(repo, options.cwd, contents.log, currentTime(options.env)) };
}

function homeOf(env: NodeJS.ProcessEnv): string {
  return env.HOME || homedir();
}
