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
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch {
    return '';
  }
  try {
    const size = fstatSync(descriptor).size;
    const length = Math.min(size, maxBytes);
    const buffer = Buffer.alloc(length);
    const read = readSync(descriptor, buffer, 0, length, size - length);
    return buffer.toString('utf8', 0, read);
  } finally {
    closeSync(descriptor);
  }
}
