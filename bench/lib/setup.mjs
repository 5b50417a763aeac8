// Shared by the benchmarks: scratch repositories, a log of any size built in
// one go with git fast-import (exactly the layout teamdoc writes), and timing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleProgram } from '../../scripts/bundle-program.mjs';

/** teamdoc's library functions, bundled from the sources (bench/lib/library.ts). */
export const library = await import(await bundleProgram(new URL('./library.ts', import.meta.url)));
const { prepareEntry, entryKeys, entryPath, keyPath, GITATTRIBUTES, readmeText } = library;

export const TEAMDOC = fileURLToPath(new URL('../../bin/teamdoc', import.meta.url));
export const LOG_REF = 'refs/heads/teamdoc/log';

/** An environment with a fixed identity and none of the machine's git config. */
export function benchEnv(home) {
  const env = {
    ...process.env,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Bench',
    GIT_AUTHOR_EMAIL: 'bench@example.invalid',
    GIT_COMMITTER_NAME: 'Bench',
    GIT_COMMITTER_EMAIL: 'bench@example.invalid',
  };
  for (const name of Object.keys(env)) if (name.startsWith('CLAUDE') || name.startsWith('CODEX_') || name.startsWith('TEAMDOC_')) delete env[name];
  return env;
}

export function scratch(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A repository with one commit and a one-line file, as a project would have. */
export function makeRepo(base, name) {
  const dir = join(base, name);
  const home = join(base, `${name}-home`);
  mkdirSync(dir, { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(join(home, '.gitconfig'), '[gc]\n\tauto = 0\n[maintenance]\n\tauto = false\n[init]\n\tdefaultBranch = main\n');
  const env = benchEnv(home);
  const git = (...args) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim();
  git('init', '-q');
  writeFileSync(join(dir, 'notes.txt'), 'line\n');
  git('add', 'notes.txt');
  git('commit', '-q', '-m', 'initial');
  return { dir, env, git };
}

/** The bench's usual entry: chatter among seven sessions. */
function defaultEntry(index) {
  return {
    kind: ['brief', 'report', 'other'][index % 3],
    from: { name: `session-${index % 7}` },
    to: { name: `session-${(index + 3) % 7}` },
    provenance: { by: 'cli', claimed: { from: `session-${index % 7}` }, detected: { host: 'bench' } },
    body: `Message ${index}: the run finished; see results/run-${index}.json for the numbers.\nNext: compare with the baseline.\n`,
  };
}

/**
 * Writes `count` entries spread over the year 2025 onto the log ref, through
 * one fast-import; `makeEntry(index)` gives each entry (appendEntries' input).
 */
export function generateLog(repo, count, makeEntry = defaultEntry) {
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const step = Math.floor((365 * 86_400_000) / count);
  const chunks = [];
  const files = [];
  let mark = 0;
  const blob = (bytes) => {
    mark++;
    chunks.push(Buffer.from(`blob\nmark :${mark}\ndata ${bytes.length}\n`), bytes, Buffer.from('\n'));
    return mark;
  };
  files.push(['README.md', blob(Buffer.from(readmeText(LOG_REF)))], ['.gitattributes', blob(Buffer.from(GITATTRIBUTES))]);
  for (let index = 0; index < count; index++) {
    const { entry, bytes } = prepareEntry(makeEntry(index), { now: new Date(start + index * step) });
    const id = blob(bytes);
    files.push([entryPath(entry), id]);
    for (const key of entryKeys(entry)) files.push([keyPath(key), id]);
  }
  const message = `generated ${count} entries`;
  chunks.push(Buffer.from(`commit ${LOG_REF}\ncommitter teamdoc <teamdoc@localhost> ${Math.floor(start / 1000)} +0000\ndata ${message.length}\n${message}\n`));
  chunks.push(Buffer.from(files.map(([path, id]) => `M 100644 :${id} ${path}\n`).join('')), Buffer.from('\ndone\n'));
  const result = spawnSync('git', ['fast-import', '--quiet', '--done'], { cwd: repo.dir, env: repo.env, input: Buffer.concat(chunks), maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`fast-import failed: ${result.stderr}`);
}

/** Runs a command to completion and returns how long it took, in milliseconds. */
export function timeProcess(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: [options.input === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    if (options.input !== undefined) child.stdin.end(options.input);
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0 && !options.allowFailure) reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr}`));
      else resolve(ms);
    });
  });
}

import { median } from './median.mjs';

export { median };

export function format(ms) {
  return `${ms.toFixed(1)} ms`;
}

/**
 * Runs every case once per round, in an order that rotates each round, so
 * background load on a shared machine hits all of them alike; returns each
 * case's median wall time in milliseconds.
 */
export async function interleavedMedians(cases, rounds, options = {}) {
  const times = new Map(cases.map((entry) => [entry.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (let offset = 0; offset < cases.length; offset++) {
      const entry = cases[(round + offset) % cases.length];
      times.get(entry.name).push(await timeProcess(entry.command ?? process.execPath, entry.args, options));
    }
  }
  return Object.fromEntries([...times].map(([name, values]) => [name, median(values)]));
}
