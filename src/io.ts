/**
 * What a command may touch of the outside world. `main()` passes the real
 * process streams; tests pass strings they can read back.
 */
import { readSync, writeSync } from 'node:fs';
import { Readable } from 'node:stream';
import { UsageError } from './errors.js';

export interface OutputStream {
  write(text: string): unknown;
  /** Set when the stream is a terminal: colour and escaping decisions depend on it. */
  isTTY?: boolean;
  columns?: number;
}

export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: Readable;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export function processIo(): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: currentDirectory(),
  };
}

/** The process's directory; one that was removed under the shell (a worktree its parent took away) is a usage error, not a crash. */
function currentDirectory(): string {
  try {
    return process.cwd();
  } catch (error) {
    throw new UsageError('the current directory no longer exists (it was removed while this shell was in it)', {
      cause: error,
      hint: 'cd to a directory that exists (the main checkout, for a worktree that was removed) and run the command again.',
    });
  }
}

/** An Io whose output is collected in memory, for tests and for callers that post-process output. */
export function memoryIo(overrides: Partial<Omit<Io, 'stdout' | 'stderr'>> & { isTTY?: boolean } = {}): Io & {
  out(): string;
  err(): string;
} {
  let out = '';
  let err = '';
  const { isTTY, ...rest } = overrides;
  return {
    stdout: { write: (text: string) => (out += text), isTTY: isTTY ?? false },
    stderr: { write: (text: string) => (err += text), isTTY: isTTY ?? false },
    stdin: rest.stdin ?? emptyReadable(),
    env: rest.env ?? {},
    cwd: rest.cwd ?? process.cwd(),
    out: () => out,
    err: () => err,
  };
}

/**
 * Writes chunks in order, waiting whenever the stream says its buffer is full.
 * Node queues what a pipe cannot take yet, so a long report written without
 * waiting is held in memory whole when the reader is slower than the writer.
 */
export async function writeChunks(stream: OutputStream, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    const flowing = stream.write(chunk);
    if (flowing === false && typeof (stream as Partial<NodeJS.WritableStream>).once === 'function') {
      await new Promise<void>((resolve) => (stream as NodeJS.WritableStream).once('drain', resolve));
    }
  }
}

function emptyReadable(): Readable {
  return Readable.from([]);
}

/**
 * Reads an open file to its end or to limit + 1 bytes, whichever comes first:
 * a file that is larger, or grows while it is read, still costs no more than
 * the limit. `expectedSize` (from fstat) saves allocating the whole limit.
 */
export function readDescriptorBounded(descriptor: number, limit: number, expectedSize = limit): { bytes: Buffer; overLimit: boolean } {
  const buffer = Buffer.alloc(Math.min(expectedSize, limit) + 1);
  let length = 0;
  for (;;) {
    const read = readSync(descriptor, buffer, length, buffer.length - length, null);
    if (read === 0) break;
    length += read;
    if (length === buffer.length) break;
  }
  return { bytes: buffer.subarray(0, length), overLimit: length > limit };
}

/**
 * Reads a stream to its end, refusing to hold more than `limit` bytes: reading
 * stops at limit + 1, so a 1 GiB pipe costs no more than the limit.
 */
export async function readBounded(stream: Readable, limit: number): Promise<{ bytes: Buffer; overLimit: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    chunks.push(buffer);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      return { bytes: Buffer.concat(chunks).subarray(0, limit + 1), overLimit: true };
    }
  }
  return { bytes: Buffer.concat(chunks), overLimit: false };
}

/**
 * Writes all of `bytes` to an open file. A write may take fewer bytes than it
 * was given (a disk filling up, a file size limit); the rest is written again
 * from where it stopped, and a write that makes no progress is an error, so
 * nothing ever believes a shortened file is whole.
 */
export function writeFully(descriptor: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    const written = writeSync(descriptor, bytes, offset, bytes.length - offset);
    if (written <= 0) throw Object.assign(new Error('no space left on device (a write made no progress)'), { code: 'ENOSPC' });
    offset += written;
  }
}
