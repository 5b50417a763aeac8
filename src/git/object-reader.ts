/**
 * Reading objects for the log. Two sources:
 *
 *  - when the caller asks for it, the object store itself: loose objects from
 *    objects/<2 hex>/<rest> (zlib, then "<type> <size>\0<content>") and
 *    packed ones through pack-reader.ts. An append reads a handful of trees;
 *    starting a process to read them would cost more than the append;
 *  - one long-lived `git cat-file --batch` for everything else (alternates,
 *    anything unexpected) and for reading many objects at once (a whole log),
 *    started on first need; requests are pipelined (written at once, answered
 *    in order).
 *
 * A damaged object (a truncated or corrupt loose file, a packed object whose
 * hash is wrong) costs only itself: it is rejected with DamagedObject, and
 * when it kills `cat-file` (git dies at a corrupt object) the process is
 * started again for the requests after it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { GitError } from '../errors.js';
import { decodeLooseObject } from './loose-object-file.js';
import { looseObjectPath } from './loose-objects.js';
import type { ObjectFormat } from './objects.js';
import { PackReader } from './pack-reader.js';
import { startGit } from './run.js';
import { type TreeEntry, parseTree } from './tree.js';

export interface StoredObject {
  id: string;
  type: string;
  content: Buffer;
}

/** An object that is in the repository but cannot be read whole: its file is damaged. */
export class DamagedObject extends Error {
  readonly id: string;

  constructor(id: string, detail: string) {
    super(`object ${id} is damaged: ${detail}`);
    this.name = 'DamagedObject';
    this.id = id;
  }
}

interface Pending {
  name: string;
  resolve(object: StoredObject | undefined): void;
  reject(error: Error): void;
}

export interface ObjectReaderOptions {
  format: ObjectFormat;
  /** Read loose and packed objects from this objects directory directly before asking git. */
  looseObjects?: string;
}

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export class ObjectReader {
  private readonly cwd: string;
  private readonly options: ObjectReaderOptions;
  private child: ChildProcessWithoutNullStreams | undefined;
  /** Requests awaiting an answer, oldest at `head` (shift() on a long array would cost O(n) per answer). */
  private queue: Pending[] = [];
  private head = 0;
  private buffer: Buffer = Buffer.alloc(0);
  private stderr = '';
  private failure: Error | undefined;
  private readonly trees = new Map<string, TreeEntry[]>();
  private packs: PackReader | undefined;

  constructor(cwd: string, options: ObjectReaderOptions) {
    this.cwd = cwd;
    this.options = options;
  }

  /** Reads objects by id (or any name git understands); undefined for a missing one, DamagedObject for a damaged one. */
  read(names: readonly string[]): Promise<Array<StoredObject | undefined>> {
    return Promise.all(names.map((name) => this.readOne(name)));
  }

  /** Like read(), but a damaged object is answered in its place instead of failing the whole batch. */
  readEach(names: readonly string[]): Promise<Array<StoredObject | undefined | DamagedObject>> {
    return Promise.all(names.map((name) => this.readOne(name).catch((error: unknown) => (error instanceof DamagedObject ? error : Promise.reject(error)))));
  }

  readOne(name: string): Promise<StoredObject | undefined> {
    if (this.options.looseObjects !== undefined && OBJECT_ID.test(name)) {
      try {
        const stored = readLoose(this.options.looseObjects, name, this.options.format) ?? this.readPacked(name);
        if (stored) return Promise.resolve(stored);
      } catch (error) {
        return Promise.reject(error);
      }
      // A pack lists it but neither teamdoc nor git can read it: damaged, not missing.
      return this.ask(name).then((object) => {
        if (object === undefined && this.packs?.lists(name)) throw new DamagedObject(name, 'a pack lists it, but its data cannot be read');
        return object;
      });
    }
    return this.ask(name);
  }

  /** The object at `path` (slash-separated) below `tree`, walking the trees on the way. */
  async readPath(tree: string, path: string): Promise<StoredObject | undefined> {
    if (path === '') return this.readOne(tree);
    const entry = await this.entryAt(tree, path);
    return entry && this.readOne(entry.id);
  }

  /** The tree entry (mode, name, id) at `path` below `tree`, reading only the trees on the way. */
  async entryAt(tree: string, path: string): Promise<TreeEntry | undefined> {
    let id = tree;
    let found: TreeEntry | undefined;
    for (const part of path.split('/')) {
      const entries = await this.treeEntries(id);
      found = entries?.find((candidate) => candidate.name === part);
      if (!found) return undefined;
      id = found.id;
    }
    return found;
  }

  /** The entries of a tree, parsed once per reader. */
  async treeEntries(id: string): Promise<TreeEntry[] | undefined> {
    const cached = this.trees.get(id);
    if (cached) return cached;
    const object = await this.readOne(id);
    if (object?.type !== 'tree') return undefined;
    const entries = parseTree(object.content, this.options.format);
    this.trees.set(id, entries);
    return entries;
  }

  close(): Promise<void> {
    this.packs?.close();
    const child = this.child;
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('close', () => resolve());
      child.stdin.end();
    });
  }

  private readPacked(id: string): StoredObject | undefined {
    this.packs ??= new PackReader(this.options.looseObjects!, this.options.format);
    const packed = this.packs.read(id);
    if (!packed) return undefined;
    const hash = createHash(this.options.format).update(`${packed.type} ${packed.content.length}\0`).update(packed.content).digest('hex');
    if (hash !== id) throw new DamagedObject(id, 'its packed copy does not match its id');
    return { id, type: packed.type, content: packed.content };
  }

  private ask(name: string): Promise<StoredObject | undefined> {
    if (/[\n\r]/.test(name)) return Promise.reject(new Error(`object name with a line break: ${JSON.stringify(name)}`));
    if (this.failure) return Promise.reject(this.failure);
    const child = this.child ?? this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ name, resolve, reject });
      child.stdin.write(`${name}\n`);
    });
  }

  private start(): ChildProcessWithoutNullStreams {
    const child = startGit(['cat-file', '--batch'], { cwd: this.cwd, read: true });
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => this.fail(new GitError(['cat-file', '--batch'], null, error.message, { cause: error })));
    child.on('close', (status) => {
      if (this.child === child) this.child = undefined;
      if (this.waiting() === 0) return;
      const stderr = this.stderr;
      this.stderr = '';
      this.buffer = Buffer.alloc(0);
      // git dies at the first object it cannot read whole: that one is damaged, the ones after it are asked again.
      if (!diedOnDamagedObject(stderr, this.queue[this.head]!.name)) {
        this.fail(new GitError(['cat-file', '--batch'], status, stderr || 'git exited before answering'));
        return;
      }
      const damaged = this.next();
      damaged.reject(new DamagedObject(damaged.name, firstLine(stderr)));
      const rest = this.queue.slice(this.head);
      this.queue = [];
      this.head = 0;
      if (rest.length === 0) return;
      const next = this.start();
      for (const pending of rest) {
        this.queue.push(pending);
        next.stdin.write(`${pending.name}\n`);
      }
    });
    this.child = child;
    return child;
  }

  private waiting(): number {
    return this.queue.length - this.head;
  }

  private next(): Pending {
    const pending = this.queue[this.head++]!;
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
    return pending;
  }

  private fail(error: Error): void {
    this.failure = error;
    const pending = this.queue.slice(this.head);
    this.queue = [];
    this.head = 0;
    for (const item of pending) item.reject(error);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let offset = 0;
    while (this.waiting() > 0) {
      const lineEnd = this.buffer.indexOf(0x0a, offset);
      if (lineEnd < 0) break;
      const header = this.buffer.subarray(offset, lineEnd).toString('utf8');
      if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
        offset = lineEnd + 1;
        this.next().resolve(undefined);
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
      this.next().resolve({ id, type, content });
    }
    this.buffer = offset === 0 ? this.buffer : this.buffer.subarray(offset);
  }
}

/** A loose object, or undefined when it is not stored loose (it may be in a pack); DamagedObject when its file is damaged. */
function readLoose(objectsDirectory: string, id: string, format: ObjectFormat): StoredObject | undefined {
  let raw: Buffer;
  try {
    raw = readFileSync(looseObjectPath(objectsDirectory, id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DamagedObject(id, (error as Error).message);
  }
  const decoded = decodeLooseObject(raw, id, format);
  if (!decoded) throw new DamagedObject(id, `its loose file is truncated or corrupt (${looseObjectPath(objectsDirectory, id)})`);
  return { id, ...decoded };
}

/** Words git uses when it stops at an object it cannot read whole. */
const DAMAGE_WORDS = /corrupt|unable to stream|inflate|unable to unpack|bad object|garbage|header for|failed to read object|packfile/i;

function diedOnDamagedObject(stderr: string, name: string): boolean {
  return stderr.includes(name) || DAMAGE_WORDS.test(stderr);
}

function firstLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .find((line) => line.trim() !== '') ?? 'git could not read it'
  );
}
