/**
 * One long-lived `git cat-file --batch` for reading many objects: requests
 * are pipelined (written all at once, answered in order), so reading the few
 * trees on an append's paths or every entry of a log costs one process.
 */
import { GitError } from '../errors.js';
import { startGit } from './run.js';

export interface StoredObject {
  id: string;
  type: string;
  content: Buffer;
}

interface Pending {
  name: string;
  resolve(object: StoredObject | undefined): void;
  reject(error: Error): void;
}

export class ObjectReader {
  private readonly child;
  private readonly queue: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private stderr = '';
  private failure: Error | undefined;

  constructor(cwd: string) {
    this.child = startGit(['cat-file', '--batch'], { cwd, read: true });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.child.stdin.on('error', () => undefined);
    this.child.on('error', (error) => this.fail(new GitError(['cat-file', '--batch'], null, error.message, { cause: error })));
    this.child.on('close', (status) => {
      if (this.queue.length > 0) this.fail(new GitError(['cat-file', '--batch'], status, this.stderr || 'git exited before answering'));
    });
  }

  /** Reads objects by any name git understands (`<id>`, `<tree>:<path>`, a ref); undefined for a missing one. */
  read(names: readonly string[]): Promise<Array<StoredObject | undefined>> {
    return Promise.all(names.map((name) => this.readOne(name)));
  }

  readOne(name: string): Promise<StoredObject | undefined> {
    if (/[\n\r]/.test(name)) return Promise.reject(new Error(`object name with a line break: ${JSON.stringify(name)}`));
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.queue.push({ name, resolve, reject });
      this.child.stdin.write(`${name}\n`);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) return resolve();
      this.child.once('close', () => resolve());
      this.child.stdin.end();
    });
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const pending of this.queue.splice(0)) pending.reject(error);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let offset = 0;
    while (this.queue.length > 0) {
      const lineEnd = this.buffer.indexOf(0x0a, offset);
      if (lineEnd < 0) break;
      const header = this.buffer.subarray(offset, lineEnd).toString('utf8');
      if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
        offset = lineEnd + 1;
        this.queue.shift()!.resolve(undefined);
        continue;
      }
      const [id, type, sizeText] = header.split(' ');
      const size = Number(sizeText);
      if (!id || !type || !Number.isSafeInteger(size)) {
        this.fail(new GitError(['cat-file', '--batch'], null, `unexpected answer: ${header}`));
        return;
      }
      const contentEnd = lineEnd + 1 + size;
      if (this.buffer.length < contentEnd + 1) break;
      const content = Buffer.from(this.buffer.subarray(lineEnd + 1, contentEnd));
      offset = contentEnd + 1;
      this.queue.shift()!.resolve({ id, type, content });
    }
    this.buffer = offset === 0 ? this.buffer : this.buffer.subarray(offset);
  }
}
