/**
 * The first bytes of a file, to learn whose it is (a cwd, a session id)
 * before deciding whether to read it all; and the last bytes, for what a
 * growing file says now.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';

/** Up to `maxBytes` from the start of the file, decoded; an unreadable file gives ''. */
export async function readHead(path: string, maxBytes: number): Promise<string> {
  let handle;
  try {
    handle = await open(path, 'r');
    const buffer = Buffer.allocUnsafe(maxBytes);
    const { bytesRead } = await handle.read(buffer, 0, maxBytes, 0);
    return buffer.toString('utf8', 0, bytesRead);
  } catch {
    return '';
  } finally {
    await handle?.close();
  }
}

/**
 * The first line of a file, or as much of it as `maxBytes` allows: looks at a
 * small head first, since most first lines are short.
 */
export async function readFirstLine(path: string, maxBytes: number): Promise<string> {
  for (let size = Math.min(64 * 1024, maxBytes); ; size = Math.min(size * 4, maxBytes)) {
    const head = await readHead(path, size);
    const newline = head.indexOf('\n');
    if (newline !== -1) return head.slice(0, newline);
    if (head.length < size || size >= maxBytes) return head;
  }
}

/** Up to `maxBytes` from the end of the file, decoded (its first line may be cut); an unreadable file gives ''. */
export function readTail(path: string, maxBytes: number): string {
  return readSlice(path, (size) => ({ offset: Math.max(0, size - maxBytes), length: Math.min(size, maxBytes) }))?.text ?? '';
}

/**
 * The bytes `range` picks once the file's size is known, decoded, with how
 * many were read; undefined when the file cannot be opened.
 */
export function readSlice(path: string, range: (size: number) => { offset: number; length: number }): { text: string; read: number; size: number } | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(descriptor).size;
    const { offset, length } = range(size);
    const buffer = Buffer.alloc(Math.max(0, length));
    const read = length > 0 ? readSync(descriptor, buffer, 0, buffer.length, offset) : 0;
    return { text: buffer.toString('utf8', 0, read), read, size };
  } finally {
    closeSync(descriptor);
  }
}
