/**
 * The log ref is teamdoc's only: a ref that exists and is not a teamdoc log
 * — a tag, a remote's copy, a branch of someone's code, a ref pointing at a
 * tree or a blob — is refused before anything is written, with how to choose
 * another. A log is a commit whose tree holds the log README (its marker)
 * and nothing but the log's own files.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, UsageError } from '../../errors.js';
import { parseCommit } from '../../git/commit-object.js';
import { DamagedObject, type ObjectReader, type StoredObject } from '../../git/object-reader.js';
import type { TreeEntry } from '../../git/tree.js';
import { readRef } from '../../git/refs.js';
import type { LogContext } from './context.js';
import { DEFAULT_LOG_REF } from '../format/fields.js';
import { KEYS_DIR, LOG_MARKER, MESSAGES_DIR } from '../format/layout.js';

/** Names a log's root tree may hold. */
const LOG_ROOT_NAMES = new Set(['README.md', '.gitattributes', MESSAGES_DIR, KEYS_DIR]);

/** How a person picks another ref, said wherever a ref is refused. */
export const CHOOSE_ANOTHER_REF = `choose another log ref with --ref, TEAMDOC_LOG_REF or \`git config teamdoc.logRef <name>\` (the default is ${DEFAULT_LOG_REF})`;

/** The ref holds something, but not a log the repository can still read: its commit is missing or damaged. */
export class DamagedLogRef extends InputError {}

/**
 * The commit the log ref points at, or undefined when the ref does not exist.
 * A ref that points at anything but a readable commit is an error here.
 */
export async function readLogTip(context: LogContext, reader: ObjectReader, action: 'write' | 'read' = 'write'): Promise<StoredObject | undefined> {
  const { ref } = context.settings;
  const id = await readRef(context.repo.commonDir, ref, context.cwd);
  if (id === undefined) {
    if (existsSync(join(context.repo.commonDir, ref))) throw damaged(ref, `the file ${join(context.repo.commonDir, ref)} does not hold an object id`);
    return undefined;
  }
  let object: StoredObject | undefined;
  try {
    object = await reader.readOne(id);
  } catch (error) {
    if (error instanceof DamagedObject) throw damaged(ref, `its commit ${id} is damaged`);
    throw error;
  }
  if (!object) throw damaged(ref, `it points at ${id}, which is missing from this repository`);
  if (object.type !== 'commit') throw notALog(ref, `it points at a ${object.type === 'tag' ? 'tag object' : object.type}, not at a commit`, action);
  return object;
}

/** Refuses a ref that may not hold a log, whether or not it exists yet: tags and remotes' copies. */
export function refuseReservedRef(ref: string): void {
  if (ref.startsWith('refs/tags/')) throw notALog(ref, 'it is a tag, and a tag names one fixed commit');
  if (ref.startsWith('refs/remotes/')) throw notALog(ref, 'it is a copy of a remote’s branch, which git fetch overwrites');
}

/**
 * Before a writing command reads anything (its checks at the door read the
 * log): the ref is one teamdoc may write — not a tag, not a remote's copy, and
 * a tip teamdoc wrote. A damaged tip is left to the write to report.
 */
export async function refuseForeignLogRef(context: LogContext, reader: ObjectReader): Promise<void> {
  refuseReservedRef(context.settings.ref);
  const leftToTheWrite = (error: unknown) => (error instanceof DamagedLogRef ? undefined : Promise.reject(error));
  const tip = await readLogTip(context, reader).catch(leftToTheWrite);
  if (tip) await refuseForeignTip(context, reader, tip).catch(leftToTheWrite);
}

/**
 * Refuses a log tip whose tree is not a teamdoc log: no log README, or other
 * files beside the log's own. Reads the root tree and the README only.
 */
export async function refuseForeignTip(context: LogContext, reader: ObjectReader, tip: StoredObject, action: 'write' | 'read' = 'write'): Promise<void> {
  const { ref } = context.settings;
  const entries = await tipTreeEntries(context, reader, tip);
  const others = entries.filter((entry) => !LOG_ROOT_NAMES.has(entry.name)).map((entry) => entry.name);
  if (others.length > 0) throw notALog(ref, `its tree holds ${listed(others)}, which a teamdoc log never does`, action);
  const readme = entries.find((entry) => entry.name === 'README.md');
  const marker = readme && (await reader.readOne(readme.id).catch(() => undefined));
  if (!marker?.content.toString('utf8').startsWith(LOG_MARKER))
    throw notALog(ref, 'its tree has no teamdoc log README (the marker every log starts with)', action);
}

/** The entries of the tip's root tree; a tree that cannot be read makes the ref damaged. */
export async function tipTreeEntries(context: LogContext, reader: ObjectReader, tip: StoredObject): Promise<TreeEntry[]> {
  const entries = await reader
    .treeEntries(parseCommit(tip.content).tree)
    .catch((error: unknown) => (error instanceof DamagedObject ? undefined : Promise.reject(error)));
  if (!entries) throw damaged(context.settings.ref, `the tree of its commit ${tip.id} cannot be read`);
  return entries;
}

/**
 * Refuses, for a reader, a tip that is plainly not a log: no log README and
 * no entries (a branch of someone's code). A log that someone changed — a
 * file added beside the entries, its README removed — is still read, and its
 * history says what changed (integrity.ts).
 */
export async function refuseUnmarkedTip(context: LogContext, reader: ObjectReader, tip: StoredObject): Promise<void> {
  const entries = await reader.treeEntries(parseCommit(tip.content).tree).catch(() => undefined);
  if (!entries || entries.some((entry) => entry.name === MESSAGES_DIR)) return;
  await refuseForeignTip(context, reader, tip, 'read');
}

function notALog(ref: string, why: string, action: 'write' | 'read' = 'write'): UsageError {
  if (action === 'read')
    return new UsageError(`${ref} is not a teamdoc log: ${why}`, {
      hint: `Name the log's ref: ${CHOOSE_ANOTHER_REF.replace(/^choose another log ref with /, '')}.`,
    });
  return new UsageError(`${ref} is not a teamdoc log: ${why}; nothing was written`, {
    hint: `teamdoc writes only to a ref it created. To keep the log elsewhere, ${CHOOSE_ANOTHER_REF}.`,
  });
}

function damaged(ref: string, why: string): DamagedLogRef {
  return new DamagedLogRef(
    `the log ref ${ref} is damaged: ${why}`,
    { file: ref, ruleId: 'log-ref-damaged' },
    {
      hint: 'Readers show the log as of its nearest sound commit. `teamdoc doctor --verify` fetches the damaged object again from a remote that has the log (`--remote NAME`, default origin), or names the sound commit to restore.',
    },
  );
}

function listed(names: string[]): string {
  const shown = names.slice(0, 4).map((name) => JSON.stringify(name));
  return names.length > 4 ? `${shown.join(', ')} and ${names.length - 4} more` : shown.join(', ');
}
