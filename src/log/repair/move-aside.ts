/**
 * A file planted where a folder of the log belongs (`messages/2026/12/02` as
 * a file) blocks every entry of that folder: the group commit quarantines
 * them (commit.ts). `plantedFiles` finds such files on the paths of the
 * quarantined entries, for doctor to name; `moveAside` is the repair
 * (`teamdoc doctor --move-aside PATH`): one commit that renames the file to
 * `PATH.aside` — kept, never deleted: the log is a record — after which the
 * entries that waited for the folder go back to the spool and are committed.
 * Readers know that commit for what it is (integrity.ts `movedAside`).
 */
import { join } from 'node:path';
import { TeamdocError, UsageError } from '../../errors.js';
import { makeCommit, parseCommit } from '../../git/commit-object.js';
import { writeLooseObjects } from '../../git/loose-objects.js';
import type { ObjectReader } from '../../git/object-reader.js';
import type { GitObject } from '../../git/objects.js';
import { type TreeEntry, isTree, makeTree } from '../../git/tree.js';
import { currentTime } from '../../time/clock.js';
import { CommitBlocked, type CommitOutcome, commitSpool, describeCommitter, moveRef } from '../write/commit.js';
import { type LogContext, openReader } from '../store/context.js';
import { ASIDE_SUFFIX } from '../read/integrity.js';
import { entryPath } from '../format/layout.js';
import { describeLockHolder, waitForLock } from '../store/lock.js';
import { readLogTip } from '../store/log-ref.js';
import { type QuarantinedEntry, isSpooled, readQuarantinedEntries, returnToSpool } from '../store/spool.js';

/** The places of the log's folders: a year, a month, a day. */
const FOLDER_PLACE = /^messages\/\d{4}(\/\d{2}){0,2}$/;

export interface PlantedFile {
  /** Where the file is, in the log's tree. */
  path: string;
  /** The quarantined entries that belong below it. */
  waiting: QuarantinedEntry[];
}

/** Files on the log's tip where the folders of quarantined entries belong. */
export async function plantedFiles(context: LogContext, reader: ObjectReader): Promise<PlantedFile[]> {
  const quarantined = readQuarantinedEntries(context.paths);
  if (quarantined.length === 0) return [];
  const tip = await readLogTip(context, reader, 'read').catch(() => undefined);
  if (!tip) return [];
  const found = new Map<string, PlantedFile>();
  for (const waiting of quarantined) {
    const path = await fileOnPath(reader, parseCommit(tip.content).tree, entryPath(waiting.entry));
    if (path === undefined) continue;
    const planted = found.get(path) ?? { path, waiting: [] };
    planted.waiting.push(waiting);
    found.set(path, planted);
  }
  return [...found.values()];
}

/** The first folder on `path` that is a file instead, or undefined. */
async function fileOnPath(reader: ObjectReader, root: string, path: string): Promise<string | undefined> {
  const parts = path.split('/');
  let tree = root;
  for (let depth = 0; depth < parts.length - 1; depth++) {
    const entry = (await reader.treeEntries(tree).catch(() => undefined))?.find((candidate) => candidate.name === parts[depth]);
    if (!entry) return undefined;
    if (!isTree(entry)) return parts.slice(0, depth + 1).join('/');
    tree = entry.id;
  }
  return undefined;
}

/** The command that repairs a planted file, as doctor prints it. */
export function moveAsideCommand(path: string): string {
  return `teamdoc doctor --move-aside ${path}`;
}

export interface MovedAside {
  aside: string;
  commit: string;
  /** The commit of the entries that waited in quarantine; absent when it was blocked (they wait in the spool). */
  outcome?: CommitOutcome;
}

export async function moveAside(context: LogContext, path: string, options: { env: NodeJS.ProcessEnv; waitMs: number }): Promise<MovedAside> {
  if (!FOLDER_PLACE.test(path)) {
    throw new UsageError(
      `--move-aside takes the place of a folder of the log (messages/YYYY, messages/YYYY/MM or messages/YYYY/MM/DD), not ${JSON.stringify(path)}`,
      {
        hint: '`teamdoc doctor` names the file in the way and the command that moves it.',
      },
    );
  }
  const wait = await waitForLock(context.paths.lock, 'doctor --move-aside', Date.now() + options.waitMs);
  if (wait.status !== 'acquired')
    throw new TeamdocError(`Nothing was moved: ${wait.status === 'timed-out' ? describeLockHolder(wait.holder) : 'the log lock is busy'}`, {
      hint: 'Run the command again when the lock is free.',
    });
  const reader = openReader(context);
  try {
    const tip = await readLogTip(context, reader);
    const rebuilt = tip && (await renamedTree(context, reader, parseCommit(tip.content).tree, path));
    if (!tip || !rebuilt)
      throw new UsageError(`Nothing to move aside: ${path} is not a file on ${context.settings.ref}`, {
        hint: '`teamdoc doctor` names a file that is in a folder’s place.',
      });
    const format = context.settings.objectFormat;
    const message = `teamdoc log: move aside ${path}\n\nA file where a folder of the log belongs, kept as ${rebuilt.aside}.\n\nCommitted-by: ${describeCommitter(options.env)}\n`;
    const commit = makeCommit({ tree: rebuilt.root, parents: [tip.id], message, time: currentTime(options.env) }, format);
    await writeLooseObjects(join(context.repo.commonDir, 'objects'), [...rebuilt.trees, commit]);
    const deadline = Date.now() + options.waitMs;
    const moved = await moveRef(context, commit.id, tip.id, deadline).catch((error: unknown) =>
      error instanceof CommitBlocked ? error.message : Promise.reject(error),
    );
    if (moved !== 'updated')
      throw new TeamdocError(
        `Nothing was moved: ${moved === 'moved' ? `${context.settings.ref} moved under teamdoc's lock, so something other than teamdoc is writing it` : moved}`,
      );
    for (const waiting of readQuarantinedEntries(context.paths)) {
      if (entryPath(waiting.entry).startsWith(`${path}/`) && !isSpooled(context.paths, waiting.entry.id)) returnToSpool(context.paths, waiting);
    }
    try {
      const outcome = await commitSpool(context, { deadline, committedBy: describeCommitter(options.env), time: currentTime(options.env), reader });
      return { aside: rebuilt.aside, commit: commit.id, outcome };
    } catch (error) {
      // The entries are back in the spool: doctor's next step commits them, or says what blocks.
      if (error instanceof CommitBlocked) return { aside: rebuilt.aside, commit: commit.id };
      throw error;
    }
  } finally {
    await reader.close();
    wait.lock.release();
  }
}

/**
 * The trees with the file at `path` renamed to `path.aside` (`.aside-2`, …
 * when taken), rebuilt from that folder up to the root; undefined when
 * `path` is not a file.
 */
async function renamedTree(
  context: LogContext,
  reader: ObjectReader,
  root: string,
  path: string,
): Promise<{ root: string; trees: GitObject[]; aside: string } | undefined> {
  const format = context.settings.objectFormat;
  const parts = path.split('/');
  const levels: TreeEntry[][] = [];
  let tree = root;
  for (const [depth, name] of parts.entries()) {
    const entries = await reader.treeEntries(tree);
    if (!entries) return undefined;
    levels.push(entries);
    const entry = entries.find((candidate) => candidate.name === name);
    if (!entry || (depth < parts.length - 1 && !isTree(entry)) || (depth === parts.length - 1 && isTree(entry))) return undefined;
    tree = entry.id;
  }
  const name = parts[parts.length - 1]!;
  const folder = levels[levels.length - 1]!;
  const taken = new Set(folder.map((entry) => entry.name));
  let asideName = `${name}${ASIDE_SUFFIX}`;
  for (let count = 2; taken.has(asideName); count++) asideName = `${name}${ASIDE_SUFFIX}-${count}`;
  const trees: GitObject[] = [];
  let child: TreeEntry | undefined = { ...folder.find((entry) => entry.name === name)!, name: asideName };
  let replacing = name;
  for (let depth = levels.length - 1; depth >= 0; depth--) {
    const entries = levels[depth]!.filter((entry) => entry.name !== replacing);
    const made = makeTree([...entries, child!], format);
    trees.push(made);
    replacing = parts[depth - 1] ?? '';
    child = depth > 0 ? { ...levels[depth - 1]!.find((entry) => entry.name === replacing)!, id: made.id } : undefined;
  }
  return { root: trees[trees.length - 1]!.id, trees, aside: [...parts.slice(0, -1), asideName].join('/') };
}
