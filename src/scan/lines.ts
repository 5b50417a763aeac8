/**
 * Streams a JSONL file and hands over only the lines that contain one of a
 * few byte markers, parsed. Transcripts are mostly lines a scan does not need
 * (assistant text, tool output, API snapshots); finding markers with
 * Buffer.indexOf over whole chunks and parsing only the lines that hold one is
 * what makes a gigabyte cheap. Nothing is read whole: memory is one chunk plus
 * the longest line.
 */
import { open, type FileHandle } from 'node:fs/promises';

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

export interface LineCounts {
  /** Lines seen, empty ones included; the last line number of the file. */
  lines: number;
  /** Lines that are not one JSON object (checked in full for marked lines, by shape for the rest). */
  corrupt: number;
  /** A last line without its newline that is not whole JSON: a write in progress or a crash. */
  truncated: number;
  /** Lines longer than the limit, skipped without being held in memory. */
  oversized: number;
  /** Bytes read: the size of the file when the scan opened it. */
  bytes: number;
}

export interface MarkedLine {
  /** The parsed line; always a plain object. */
  row: Record<string, unknown>;
  /** 1-based. */
  lineNumber: number;
  /** False for a last line that had no newline yet (it parsed, so it is whole). */
  terminated: boolean;
}

export interface LineScanOptions {
  /** Fixed markers: a line is parsed when it contains any of them. */
  markers: readonly string[];
  /**
   * Markers a line must start with: checked in constant time per line, for
   * frequent small lines whose type comes first (`{"type":"agent-name",…}`),
   * which would otherwise cost a search of their own over every byte.
   */
  prefixes?: readonly string[];
  chunkBytes?: number;
  maxLineBytes?: number;
  /** Called after every read with the bytes just read, for progress. */
  onBytes?: (bytes: number) => void;
}

/** Markers that a visitor adds while reading (a tool call's id, to catch its result a few lines on). */
export interface Watchlist {
  watch(needle: string): void;
  unwatch(needle: string): void;
}

const DEFAULT_CHUNK_BYTES = 1 << 20;
const DEFAULT_MAX_LINE_BYTES = 32 << 20;

/**
 * One read buffer kept between files: files are read one after another, and a
 * fresh megabyte per file is garbage that GC frees late, which shows in peak
 * memory. A buffer grown for a long line is not kept.
 */
let spareBuffer: Buffer | undefined;
const SPARE_LIMIT = 4 << 20;

function takeBuffer(size: number): Buffer {
  const spare = spareBuffer;
  if (spare !== undefined && spare.length >= size) {
    spareBuffer = undefined;
    return spare;
  }
  return Buffer.allocUnsafe(size);
}

function giveBack(buffer: Buffer): void {
  if (buffer.length <= SPARE_LIMIT && (spareBuffer === undefined || spareBuffer.length < buffer.length)) spareBuffer = buffer;
}

interface Needle {
  text: string;
  bytes: Buffer;
  /** Next occurrence at or after the current line in the current chunk; -1 none, -2 not looked yet. */
  next: number;
}

/**
 * Reads `path` up to the size it has when opened (bytes appended meanwhile are
 * left for the next scan, so a file being written never moves under us) and
 * calls `visit` for each marked line, in order.
 */
export async function scanMarkedLines(path: string, options: LineScanOptions, visit: (line: MarkedLine, watchlist: Watchlist) => void): Promise<LineCounts> {
  const chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK_BYTES;
  const maxLineBytes = Math.max(options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES, chunkBytes);
  const needles: Needle[] = options.markers.map((text) => ({ text, bytes: Buffer.from(text), next: -2 }));
  const prefixes = (options.prefixes ?? []).map((text) => Buffer.from(text));
  const watched = new Map<string, Needle>();
  const watchlist: Watchlist = {
    watch(text) {
      if (watched.has(text)) return;
      const needle = { text, bytes: Buffer.from(text), next: -2 };
      watched.set(text, needle);
      needles.push(needle);
    },
    unwatch(text) {
      const needle = watched.get(text);
      if (!needle) return;
      watched.delete(text);
      needles.splice(needles.indexOf(needle), 1);
    },
  };
  const counts: LineCounts = { lines: 0, corrupt: 0, truncated: 0, oversized: 0, bytes: 0 };

  const handle = await openUnlessGone(path);
  // Deleted between listing and reading (Claude Code prunes old transcripts): nothing left to read.
  if (handle === undefined) return counts;
  let buffer: Buffer | undefined;
  try {
    const size = (await handle.stat()).size;
    buffer = takeBuffer(Math.max(1, Math.min(chunkBytes, size)));
    let filled = 0;
    let position = 0;
    let skippingOversized = false;

    while (position < size) {
      if (filled === buffer.length) {
        // One line fills the buffer: grow it, or give the line up once it passes the limit.
        if (buffer.length >= maxLineBytes) {
          skippingOversized = true;
          filled = 0;
        } else {
          const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxLineBytes));
          buffer.copy(grown, 0, 0, filled);
          giveBack(buffer);
          buffer = grown;
        }
      }
      const { bytesRead } = await handle.read(buffer, filled, Math.min(buffer.length - filled, size - position), position);
      if (bytesRead === 0) break; // the file was cut shorter while we read it
      position += bytesRead;
      counts.bytes += bytesRead;
      options.onBytes?.(bytesRead);
      const view = buffer.subarray(0, filled + bytesRead);
      let start = 0;
      if (skippingOversized) {
        const newline = view.indexOf(NEWLINE, filled);
        if (newline === -1) {
          filled = 0;
          continue;
        }
        counts.lines++;
        counts.oversized++;
        skippingOversized = false;
        start = newline + 1;
      }
      for (const needle of needles) needle.next = -2;
      for (let newline = view.indexOf(NEWLINE, start); newline !== -1; newline = view.indexOf(NEWLINE, start)) {
        counts.lines++;
        examineLine(view, start, newline, true);
        start = newline + 1;
      }
      buffer.copyWithin(0, start, view.length);
      filled = view.length - start;
    }
    if (skippingOversized) {
      counts.lines++;
      counts.oversized++;
    } else if (filled > 0) {
      counts.lines++;
      for (const needle of needles) needle.next = -2;
      examineLine(buffer.subarray(0, filled), 0, filled, false);
    }
  } finally {
    if (buffer !== undefined) giveBack(buffer);
    await handle.close();
  }
  return counts;

  function examineLine(view: Buffer, start: number, end: number, terminated: boolean): void {
    if (end > start && view[end - 1] === CARRIAGE_RETURN) end--;
    if (end === start) return;
    const shaped = view[start] === OPEN_BRACE && view[end - 1] === CLOSE_BRACE;
    if (!containsNeedle(view, start, end) && !startsWithPrefix(view, start, end)) {
      if (!shaped) {
        if (terminated) counts.corrupt++;
        else counts.truncated++;
      }
      return;
    }
    const row = shaped ? parseObject(view.toString('utf8', start, end)) : undefined;
    if (row === undefined) {
      if (terminated) counts.corrupt++;
      else counts.truncated++;
      return;
    }
    visit({ row, lineNumber: counts.lines, terminated }, watchlist);
  }

  function startsWithPrefix(view: Buffer, start: number, end: number): boolean {
    return prefixes.length > 0 && startsWithPrefixIn(prefixes, view, start, end);
  }

  function containsNeedle(view: Buffer, start: number, end: number): boolean {
    let found = false;
    for (const needle of needles) {
      if (needle.next === -1) continue;
      if (needle.next < start) needle.next = view.indexOf(needle.bytes, start);
      if (needle.next !== -1 && needle.next + needle.bytes.length <= end) found = true;
    }
    return found;
  }
}

// A byte loop: most lines differ from every prefix within two bytes, and a native call per prefix costs more.
function startsWithPrefixIn(prefixes: readonly Buffer[], view: Buffer, start: number, end: number): boolean {
  for (const prefix of prefixes) {
    if (end - start < prefix.length) continue;
    let index = 0;
    while (index < prefix.length && view[start + index] === prefix[index]) index++;
    if (index === prefix.length) return true;
  }
  return false;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

async function openUnlessGone(path: string): Promise<FileHandle | undefined> {
  try {
    return await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
