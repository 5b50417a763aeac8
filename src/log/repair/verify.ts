/**
 * `teamdoc doctor --verify`: the whole log, checked against what a reader
 * trusts. Every object its history needs is read and proven (object-walk.ts);
 * the ref is checked to be a readable teamdoc log; the history is read afresh
 * (read.ts with no cache) and every integrity problem reported; the ref's
 * reflog and this clone's witness are held against its history.
 *
 * What is safe is repaired (not in a dry run): a damaged loose object is set
 * aside and written again from the spool, or fetched again from a remote that
 * has it (`git fetch --refetch`); history the ref lost by a rewrite is merged
 * back (a union, as sync makes). Everything else is reported with its repair.
 * Plain `doctor` does none of this: it stays a look at locks and the spool.
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { TeamdocError, UsageError } from '../../errors.js';
import { makeCommit, parseCommit } from '../../git/commit-object.js';
import { commitsNotIn, independentCommits, reflogValues } from '../../git/history.js';
import { looseObjectPath, looseObjectState, writeLooseObjects } from '../../git/loose-objects.js';
import { ObjectReader } from '../../git/object-reader.js';
import { type UnsoundObject, walkObjects } from '../../git/object-walk.js';
import { type GitObject, makeObject } from '../../git/objects.js';
import { readRef } from '../../git/refs.js';
import type { ProgressListener } from '../../git/network.js';
import { refetchRef } from '../../git/remote.js';
import { remoteNames } from '../../git/remotes.js';
import { compareAndSwapRef } from '../../git/store.js';
import { currentTime } from '../../time/clock.js';
import { describeCommitter } from '../write/commit.js';
import { type LogContext, openReader } from '../store/context.js';
import type { DoctorFinding } from './doctor.js';
import { ensureDirectory } from '../store/durable.js';
import type { IntegrityProblem } from '../read/integrity.js';
import { describeLockHolder, waitForLock } from '../store/lock.js';
import { DamagedLogRef, readLogTip, refuseForeignTip } from '../store/log-ref.js';
import { unionTrees } from '../sync/merge.js';
import { readLogContents } from '../read/read.js';
import { nearestSoundCommit } from '../read/sound-commit.js';
import { readSpool } from '../store/spool.js';
import { trackingRef } from '../sync/sync.js';
import { loadWitness, saveWitness } from '../read/witness.js';

export interface VerifyOptions {
  dryRun: boolean;
  env: NodeJS.ProcessEnv;
  /** Where lost objects are fetched again from; default `origin` when the repository has it. */
  remote?: string;
  /** git's progress through that fetch, as it reports it. */
  onProgress?: ProgressListener;
  waitMs: number;
}

type Act = (message: string, path?: string, repair?: () => void | Promise<void>) => Promise<void>;

export async function verifyLog(context: LogContext, options: VerifyOptions, act: Act, findings: DoctorFinding[]): Promise<void> {
  const { ref } = context.settings;
  const tip = await readRef(context.repo.commonDir, ref, context.cwd);
  const witness = loadWitness(context.paths.witness);
  if (tip === undefined && witness === undefined) return;

  let unsound = await unsoundObjects(context, [tip, witness]);
  let fetchProblem: string | undefined;
  if (unsound.length > 0) ({ unsound, fetchProblem } = await repairObjects(context, options, unsound, act));
  for (const object of unsound) findings.push(objectFinding(object, ref, fetchProblem));

  const reader = openReader(context);
  try {
    const readable = await checkRef(context, reader, findings);
    if (!readable) return;
    await checkLostHistory(context, options, tip, witness, act, findings);
    const { problems } = await readLogContents(context, { fresh: true });
    for (const problem of problems) {
      // Unreadable objects were reported above, one per object; rewrites by the lost-history check.
      if (problem.kind === 'recorded-twice' || problem.kind === 'rewritten' || (problem.kind === 'unreadable' && unsound.length > 0)) continue;
      findings.push({
        ruleId: 'log-integrity',
        message: `${problem.path}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.message}${problem.kind ? ` [${problem.kind}]` : ''}`,
        path: problem.path,
        hint: REPAIRS[problem.kind ?? 'unreadable'](problem.commit),
      });
    }
  } finally {
    await reader.close();
  }
}

async function unsoundObjects(context: LogContext, tips: ReadonlyArray<string | undefined>): Promise<UnsoundObject[]> {
  const reader = openReader(context);
  try {
    return (await walkObjects(reader, [...new Set(tips.filter((tip): tip is string => tip !== undefined))], context.settings.objectFormat)).unsound;
  } finally {
    await reader.close();
  }
}

/**
 * Sets damaged loose files aside (kept in the state folder, never deleted),
 * writes again what the spool still holds, fetches the rest again from the
 * remote, and walks again: what is still unsound is returned.
 */
async function repairObjects(
  context: LogContext,
  options: VerifyOptions,
  unsound: UnsoundObject[],
  act: Act,
): Promise<{ unsound: UnsoundObject[]; fetchProblem?: string }> {
  const objects = join(context.repo.commonDir, 'objects');
  const aside = join(context.paths.root, 'damaged-objects');
  for (const object of unsound) {
    const path = looseObjectPath(objects, object.id);
    if (object.state !== 'damaged' || looseObjectState(path, object.id) !== 'damaged') continue;
    await act(`set the damaged object ${object.id} aside (needed at ${object.neededAt})`, path, () => {
      ensureDirectory(aside);
      renameSync(path, join(aside, object.id));
    });
  }
  const spooled = new Map(readSpool(context.paths).items.map((item) => [makeObject('blob', item.bytes, context.settings.objectFormat).id, item]));
  for (const object of unsound) {
    const item = spooled.get(object.id);
    if (item)
      await act(`write ${object.id} again from the spool's copy of ${item.entry.id}`, undefined, () =>
        writeLooseObjects(objects, [makeObject('blob', item.bytes, context.settings.objectFormat)]),
      );
  }
  const remote = options.remote ?? ((await remoteNames(context.cwd)).includes('origin') ? 'origin' : undefined);
  let fetchProblem: string | undefined;
  if (remote !== undefined) {
    await act(`fetch ${context.settings.ref} again from ${remote} with every object it needs (git fetch --refetch)`, undefined, async () => {
      try {
        if (!(await refetchRef(context.cwd, remote, context.settings.ref, trackingRef(remote, context.settings.ref), options.onProgress)))
          fetchProblem = `${remote} has no ${context.settings.ref}`;
      } catch (error) {
        if (!(error instanceof TeamdocError)) throw error;
        fetchProblem = error.message;
      }
    });
  }
  if (options.dryRun) return { unsound, fetchProblem };
  const ids = new Set(unsound.map((object) => object.id));
  const reader = new ObjectReader(context.cwd, { format: context.settings.objectFormat, looseObjects: objects });
  try {
    const again = await reader.readEach([...ids]);
    const still = new Set([...ids].filter((_, index) => !again[index] || again[index] instanceof Error));
    // An object that reads again may have been the way to others (a tree, a commit): walk once more.
    if (still.size < ids.size)
      return {
        unsound: await unsoundObjects(context, [await readRef(context.repo.commonDir, context.settings.ref, context.cwd), loadWitness(context.paths.witness)]),
        fetchProblem,
      };
    return { unsound: unsound.filter((object) => still.has(object.id)), fetchProblem };
  } finally {
    await reader.close();
  }
}

function objectFinding(object: UnsoundObject, ref: string, fetchProblem: string | undefined): DoctorFinding {
  const where = object.neededAt.replace(/^[0-9a-f]{12}:/, '');
  return {
    ruleId: object.state === 'damaged' ? 'object-damaged' : 'object-missing',
    message: `${object.problem}; needed at ${object.neededAt}`,
    path: where,
    hint:
      (fetchProblem === undefined ? '' : `Fetching it again failed (${fetchProblem}). `) +
      `Bring it back from a clone that has it: \`teamdoc doctor --verify --remote <remote>\` fetches ${ref} again from that remote; ` +
      `or, in the other clone, \`git cat-file ${object.type} ${object.id} > object\`, and here \`git hash-object -w -t ${object.type} object\`. ` +
      'Meanwhile it costs only the entries it holds: the rest of the log is read as usual.',
  };
}

/** Whether the ref can be read as a log; says why not. */
async function checkRef(context: LogContext, reader: ObjectReader, findings: DoctorFinding[]): Promise<boolean> {
  const { ref } = context.settings;
  try {
    const tip = await readLogTip(context, reader, 'read');
    if (tip) await refuseForeignTip(context, reader, tip, 'read');
    return tip !== undefined;
  } catch (error) {
    if (error instanceof DamagedLogRef) {
      const damaged = await readRef(context.repo.commonDir, ref, context.cwd).catch(() => undefined);
      const sound = await nearestSoundCommit(context, reader, damaged);
      findings.push({
        ruleId: 'log-ref-damaged',
        message: error.message,
        path: ref,
        hint: sound
          ? `Readers show the log as of ${sound.commit.slice(0, 12)} (${sound.found}), its nearest sound commit. From a remote that has the log, \`teamdoc doctor --verify --remote <remote>\` fetches the damaged object again; without one, \`git update-ref ${ref} ${sound.commit}\` restores the log to that commit (what came after it is lost here).`
          : 'No older commit of the log is sound: fetch the log again from a remote (`teamdoc doctor --verify --remote <remote>`), or clone it anew.',
      });
      return false;
    }
    if (error instanceof UsageError) {
      findings.push({ ruleId: 'log-ref-foreign', message: error.message, path: ref, hint: error.hint ?? '' });
      return false;
    }
    throw error;
  }
}

/** The newest value in the ref's reflog whose commit reads whole. */
/**
 * History the ref no longer holds — this clone's witness, older values in
 * the reflog — is a rewrite. The repair merges it back: a union commit, so
 * every entry either history held is in the log again.
 */
async function checkLostHistory(
  context: LogContext,
  options: VerifyOptions,
  tip: string | undefined,
  witness: string | undefined,
  act: Act,
  findings: DoctorFinding[],
): Promise<void> {
  if (tip === undefined) return;
  const candidates = [...new Set([...(witness ? [witness] : []), ...reflogValues(context.repo.commonDir, context.settings.ref)])];
  const reader = openReader(context);
  let lost: string[];
  try {
    const present = (await reader.readEach(candidates)).map((object) => object !== undefined && !(object instanceof Error));
    lost = await independentCommits(
      context.cwd,
      await commitsNotIn(
        context.cwd,
        candidates.filter((_, index) => present[index]),
        tip,
      ),
    );
  } finally {
    await reader.close();
  }
  if (lost.length === 0) return;
  const what = lost.map((commit) => commit.slice(0, 12)).join(', ');
  await act(`merge back history the ref no longer holds (${what}): a union commit, as sync makes, so no entry is lost`, context.settings.ref, async () => {
    const merged = await mergeBack(context, options, tip, lost);
    saveWitness(context.paths.witness, merged);
  });
  if (options.dryRun) {
    findings.push({
      ruleId: 'log-rewritten',
      message: `${context.settings.ref} was rewritten: ${what} ${lost.length === 1 ? 'is' : 'are'} no longer in its history`,
      path: context.settings.ref,
      hint: 'Run `teamdoc doctor --verify` without --dry-run: it merges that history back, so every entry either side held is in the log again.',
    });
  }
}

async function mergeBack(context: LogContext, options: VerifyOptions, tip: string, lost: string[]): Promise<string> {
  const wait = await waitForLock(context.paths.lock, 'doctor', Date.now() + options.waitMs);
  if (wait.status !== 'acquired')
    throw new TeamdocError(`Could not merge the lost history back: ${wait.status === 'timed-out' ? describeLockHolder(wait.holder) : 'the log lock is busy'}`);
  const reader = openReader(context);
  try {
    const format = context.settings.objectFormat;
    let tree = parseCommit((await reader.readOne(tip))!.content).tree;
    const objects: GitObject[] = [];
    for (const commit of lost) {
      const union = await unionTrees(reader, tree, parseCommit((await reader.readOne(commit))!.content).tree, format);
      tree = union.tree;
      objects.push(...union.objects);
    }
    const merge = makeCommit(
      {
        tree,
        parents: [tip, ...lost],
        message: `teamdoc log: merge back history the ref lost\n\nCommitted-by: ${describeCommitter(options.env)}\n`,
        time: currentTime(options.env),
      },
      format,
    );
    await writeLooseObjects(join(context.repo.commonDir, 'objects'), [...objects, merge]);
    const update = await compareAndSwapRef(context.cwd, context.settings.ref, merge.id, tip, 'teamdoc doctor: merge back lost history');
    if (update.status !== 'updated')
      throw new TeamdocError(`Could not merge the lost history back: ${update.detail}`, { hint: 'Run teamdoc doctor --verify again.' });
    return merge.id;
  } finally {
    await reader.close();
    wait.lock.release();
  }
}

const EVIDENCE = (commit: string | undefined) =>
  `Readers show every entry as first recorded, so nothing is lost; the change stays in the history as evidence. ${commit ? `\`git log -1 --format=fuller ${commit.slice(0, 12)}\` shows who committed it` : '`git log -p` on the log ref shows the change'}, and your git host's push log who pushed it.`;

/** The repair said for each kind of problem. */
const REPAIRS: Record<IntegrityProblem, (commit: string | undefined) => string> = {
  edited: EVIDENCE,
  removed: EVIDENCE,
  'id-reused': EVIDENCE,
  'key-changed': EVIDENCE,
  'foreign-commit': EVIDENCE,
  misplaced: EVIDENCE,
  'foreign-file': (commit) => `It is not an entry, and readers pass it by. ${EVIDENCE(commit)}`,
  unindexed: () =>
    'It was not written by teamdoc (it has no key-index entry): readers show it with that mark. If it is a genuine message, record it again with `teamdoc record`.',
  'id-conflict': (commit) =>
    `One id holds two messages: a forgery merged in, or two clones that used it before a sync. Readers show the copy that was in the log first; both stay in the history (${commit ? `\`git log -1 --format=fuller ${commit.slice(0, 12)}\`` : '`git log` on the log ref'} shows who committed the other). If the other is a genuine message, record it again under a new id.`,
  'recorded-twice': () => 'Nothing to do: one message recorded on two clones is shown once.',
  rewritten: () => 'Run `teamdoc doctor --verify`: it merges the lost history back.',
  unreadable: () => 'It is not a teamdoc entry, or its object cannot be read; readers pass it by and name it.',
};
