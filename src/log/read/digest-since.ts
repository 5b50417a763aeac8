/**
 * The digest last cached for the log, and what the log gained since: the one
 * incremental read that `snapshotOf` (provider.ts) and the door's handed-off
 * line (chain/door-reads.ts) share. At the cached tip, the cache alone (one
 * small file). Moved on by added entry files only, the cache and those files
 * (one tree diff, in-process when it can be: git/list.ts), and, when asked,
 * the messages among them read from their objects. Anything else (nothing
 * cached, a rewrite, a changed or removed file, more added than the caller
 * reads one by one) is undefined: the whole log must be read.
 */
import { changedFiles } from '../../git/list.js';
import { DamagedObject } from '../../git/object-reader.js';
import { decodeEntry } from '../format/decode.js';
import type { MessageEntry } from '../format/entry.js';
import { MESSAGES_DIR } from '../format/layout.js';
import { type LogContext, openReader } from '../store/context.js';
import { type CachedDigest, digestCachePath, loadDigest } from './digest-cache.js';
import { inLogOrder } from './message-ref.js';

/** A message as its entry file holds it, the body as text. */
type AddedMessage = Omit<MessageEntry, 'entry' | 'body'> & { body: string };

export interface DigestSince {
  /** The digest as last cached, and the tip it was made at. */
  cached: CachedDigest;
  /**
   * The ids (by file name) of the entry files added since that tip, messages and delivery events alike. None at
   * that tip, and none either when the tip moved without a change to the entry files (a merge that brought
   * nothing new): whether the cache is at the tip is `cached.tip`'s to say.
   */
  added: string[];
  /** With `read`: the messages among them, oldest first (time, then id). One that cannot be read is left out: it is the log's to report (check, doctor). */
  messages?: AddedMessage[];
}

export interface DigestSinceOptions {
  /** More entries added than this and the whole log is the cheaper read (undefined: no bound). */
  atMost?: number;
  /** Read the added messages from their objects too. */
  read?: boolean;
}

/** The cache for `context`'s ref, and what the log at `tip` added to it; undefined when the whole log must be read. */
export async function digestSince(context: LogContext, tip: string, options: DigestSinceOptions = {}): Promise<DigestSince | undefined> {
  const cached = loadDigest(digestCachePath(context.paths.root), context.settings.ref);
  if (cached === undefined) return undefined;
  if (cached.tip === tip) return { cached, added: [], ...(options.read ? { messages: [] } : {}) };
  const reader = openReader(context);
  try {
    const changes = await changedFiles(context.cwd, cached.tip, tip, MESSAGES_DIR, reader).catch(() => undefined);
    if (changes === undefined || changes.other.length > 0 || changes.added.length > (options.atMost ?? Number.POSITIVE_INFINITY)) return undefined;
    const files = changes.added.map((file) => ({ id: file.path.slice(file.path.lastIndexOf('/') + 1, -'.md'.length), blob: file.id }));
    const added = files.map((file) => file.id);
    if (!options.read) return { cached, added };
    const objects = await reader.readEach(files.map((file) => file.blob));
    const messages = files.flatMap((file, index) => {
      const object = objects[index];
      return object instanceof DamagedObject ? [] : messageIn(object?.content, file.id);
    });
    return { cached, added, messages: messages.sort(inLogOrder) };
  } finally {
    await reader.close();
  }
}

/** The message an entry file holds, when it decodes and is the entry its name says; none for a delivery event. */
function messageIn(content: Buffer | undefined, id: string): AddedMessage[] {
  if (content === undefined) return [];
  try {
    const decoded = decodeEntry(content);
    if (decoded.entry !== 'message' || decoded.id !== id) return [];
    const { entry: _entry, body, ...fields } = decoded;
    return [{ ...fields, body: body.toString('utf8') }];
  } catch {
    return [];
  }
}
