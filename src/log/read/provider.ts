/**
 * The log as rules and the view read it: every message with its delivery
 * folded in, from the repository a team doc lives in (whichever worktree).
 * `check` loads it only when an enabled rule needs it; `view` always does.
 *
 * Which ref: `--ref`, else the doc's `log-ref`, else the writers' own
 * resolution (TEAMDOC_LOG_REF, git config teamdoc.logRef, the default). A
 * clone that has only a remote-tracking copy of the branch (a CI job that
 * fetched it) reads that copy, and says so.
 */
import { remoteTrackingCopies } from '../../git/remote-copies.js';
import { readRef } from '../../git/refs.js';
import { locateRepoIfAny } from '../../git/repo.js';
import { type LogContext, logContext, openLog } from '../store/context.js';
import { digestOf, extendDigest, type LogDigest } from './digest.js';
import type { FoldedLog } from './fold.js';
import { digestCachePath, saveDigest } from './digest-cache.js';
import { type DigestSince, digestSince } from './digest-since.js';
import { type LogMessage, type LogProblem, readLogContents } from './read.js';
import { normaliseLogRef } from '../store/settings.js';

export { shortRef } from '../store/settings.js';

export interface LogSnapshot {
  /** The ref that was read: the log branch, or a remote's copy of it. */
  ref: string;
  /** The log branch the settings name (the same as ref unless a remote copy was read). */
  branch: string;
  /** The commit read; undefined when there is no log at all. */
  tip: string | undefined;
  /** Statements, handoffs, traffic by party and kind, delivery trouble: what the chain needs, cached per tip. */
  digest: LogDigest;
  problems: LogProblem[];
}

export interface LogSnapshotOptions {
  /** A command's `--ref`. */
  ref?: string;
  /** The doc's front matter `log-ref`. */
  docLogRef?: string;
  env: NodeJS.ProcessEnv;
}

/** Where a log is read from: the branch the settings name, and the context of the ref actually read. */
export interface LogSource {
  branch: string;
  context: LogContext;
}

/** The log of the repository `dir` is in; undefined when `dir` is in no repository (no log can exist). */
export async function readLogSnapshot(
  dir: string,
  options: LogSnapshotOptions & SnapshotOptions,
): Promise<{ snapshot: LogSnapshot; messages: LogMessage[] | undefined } | undefined> {
  const source = await openLogSource(dir, options);
  return source && snapshotOf(source, options);
}

export async function openLogSource(dir: string, options: LogSnapshotOptions): Promise<LogSource | undefined> {
  const repo = await locateRepoIfAny(dir);
  if (repo === undefined) return undefined;
  if (options.ref === undefined && options.docLogRef !== undefined) normaliseLogRef(options.docLogRef, 'the team doc’s log-ref');
  const context = await openLog(repo, { ref: options.ref ?? options.docLogRef }, options.env);
  return { branch: context.settings.ref, context: await readableRef(context) };
}

export interface SnapshotOptions {
  /** Read and parse every message too (for rules that read bodies or single messages); the digest alone is cheap. */
  messages?: boolean;
}

/**
 * The log at its tip. The digest for a tip is cached: at an unchanged tip a
 * snapshot without messages reads one small file, whatever the log's size;
 * at a later one, the cached digest is extended by the entries added since
 * (digest-since.ts), and made from every message only when it cannot be.
 */
export async function snapshotOf(source: LogSource, options: SnapshotOptions = {}): Promise<{ snapshot: LogSnapshot; messages: LogMessage[] | undefined }> {
  const { context } = source;
  const ref = context.settings.ref;
  const seen = await readRef(context.repo.commonDir, ref, context.cwd);
  const early = seen === undefined ? undefined : await digestSince(context, seen);
  if (early && early.cached.tip === seen && !options.messages)
    return { snapshot: { ref, branch: source.branch, tip: seen, digest: early.cached.digest, problems: early.cached.problems }, messages: undefined };
  const contents = await readLogContents(context);
  const messages = options.messages ? contents.log.messages() : undefined;
  const tip = contents.tip;
  // The read may have found another tip than the ref showed a moment ago (a write between, a damaged tip read from a sound commit).
  const since = tip === seen ? early : tip === undefined ? undefined : await digestSince(context, tip);
  const digest = tip === undefined ? digestOf([]) : ((since && extended(since, contents.log, tip)) ?? digestOf(messages ?? contents.log.messages()));
  if (tip !== undefined) saveDigest(digestCachePath(context.paths.root), ref, { tip, digest, problems: contents.problems });
  return { snapshot: { ref, branch: source.branch, tip, digest, problems: contents.problems }, messages };
}

/** The cached digest brought to the folded log's tip by the entries added since; undefined when it cannot be (extendDigest). */
function extended(since: DigestSince, log: FoldedLog, tip: string): LogDigest | undefined {
  return since.cached.tip === tip ? since.cached.digest : extendDigest(since.cached.digest, log, since.added);
}

/** The log's context, or one for a remote's copy of it when this clone has no local branch. */
export async function readableRef(context: LogContext): Promise<LogContext> {
  const { repo, settings, cwd } = context;
  if ((await readRef(repo.commonDir, settings.ref, cwd)) !== undefined) return context;
  const copy = (await remoteTrackingCopies(cwd, settings.ref))[0];
  return copy === undefined ? context : logContext(repo, { ...settings, ref: copy });
}
