#!/usr/bin/env node
/**
 * Installs the pinned Claude Code and Codex CLIs from the npm registry into a
 * cache outside the repository ($TEAMDOC_CLIENTS_CACHE, else
 * ${XDG_CACHE_HOME:-~/.cache}/teamdoc-clients), once. Plain .mjs so `.ci/run`
 * and vitest's globalSetup can both run it without a build.
 *
 *   node test/harness/install-clients.mjs [claude|codex ...]   (default: both)
 *
 * Prints one `name<TAB>binary` line per client; exits 1 with npm's reason on failure.
 * Safe when several processes ask at once: one holds a lock directory, the
 * others wait for it; the install happens in a staging directory that is
 * renamed into place only once the binary answers `--version`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The versions the shared research verified; tests and fixtures assume these shapes. */
export const CLIENTS = {
  claude: { package: '@anthropic-ai/claude-code', version: '2.1.328', bin: 'claude', reports: (v) => v.startsWith('2.1.328') },
  codex: { package: '@openai/codex', version: '0.169.0', bin: 'codex', reports: (v) => v.startsWith('codex-cli 0.169.0') },
};

const LOCK_STALE_MS = 15 * 60_000;
const WAIT_LIMIT_MS = 20 * 60_000;

/**
 * Outside the repository and outside node_modules (which `npm ci` wipes), so
 * CI runs and worktrees share one download of ~760 MB.
 */
export function clientsCacheRoot(env = process.env) {
  if (env.TEAMDOC_CLIENTS_CACHE) return env.TEAMDOC_CLIENTS_CACHE;
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'teamdoc-clients');
}

/** Returns `{ name, version, bin, dir }` for an installed client, installing it first if needed. */
export async function ensureClient(name, { log = () => {}, env = process.env } = {}) {
  const client = CLIENTS[name];
  if (!client) throw new Error(`unknown client ${JSON.stringify(name)}; expected one of ${Object.keys(CLIENTS).join(', ')}`);
  const root = clientsCacheRoot(env);
  const dir = join(root, `${client.bin}-${client.version}`);
  const installed = readInstalled(dir, client);
  if (installed) return installed;

  mkdirSync(root, { recursive: true });
  const lock = `${dir}.lock`;
  const started = Date.now();
  while (!tryLock(lock)) {
    const ready = readInstalled(dir, client);
    if (ready) return ready;
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`timed out waiting for ${lock} (another install still running?)`);
    await sleep(500);
  }
  try {
    const ready = readInstalled(dir, client);
    if (ready) return ready;
    log(`installing ${client.package}@${client.version} into ${dir}`);
    return await installInto(dir, client, log, env);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function readInstalled(dir, client) {
  try {
    const record = JSON.parse(readFileSync(join(dir, 'teamdoc-installed.json'), 'utf8'));
    const bin = join(dir, 'node_modules', '.bin', client.bin);
    if (record.version === client.version && existsSync(bin)) return { name: client.bin, version: client.version, bin, dir, reported: record.reported };
  } catch {
    // not installed (or half-installed by a crashed run): install again
  }
  return undefined;
}

/** mkdir is atomic: whoever creates the lock directory installs. A dead owner's lock is taken over. */
function tryLock(lock) {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'owner'), `${process.pid}\n`);
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    if (lockIsStale(lock)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

function lockIsStale(lock) {
  try {
    const pid = Number(readFileSync(join(lock, 'owner'), 'utf8'));
    if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) return true;
    if (!pid) return Date.now() - statSync(lock).mtimeMs > 10_000;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH' || error.code === 'ENOENT';
  }
}

async function installInto(dir, client, log, env) {
  const staging = `${dir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), `${JSON.stringify({ name: `teamdoc-client-${client.bin}`, private: true }, null, 2)}\n`);
  const spec = `${client.package}@${client.version}`;
  const npm = await run(
    'npm',
    ['install', '--prefix', staging, '--no-audit', '--no-fund', '--save-exact', '--include=optional', '--loglevel=error', spec],
    npmEnv(env),
  );
  if (npm.code !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`npm install ${spec} failed (exit ${npm.code}):\n${tail(npm.stderr || npm.stdout)}`);
  }
  const bin = join(staging, 'node_modules', '.bin', client.bin);
  const probe = await run(bin, ['--version'], env);
  const reported = probe.stdout.trim();
  if (probe.code !== 0 || !client.reports(reported)) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${spec} installed, but \`${client.bin} --version\` said ${JSON.stringify(reported || probe.stderr.trim())} (exit ${probe.code})`);
  }
  writeFileSync(
    join(staging, 'teamdoc-installed.json'),
    `${JSON.stringify({ package: client.package, version: client.version, reported, node: process.version, installedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  log(`installed ${spec} (${reported})`);
  return readInstalled(dir, client);
}

/** npm run exports npm_config_* of the calling project (omit, prefix, global...); none of them apply here. */
function npmEnv(env) {
  const cleaned = { ...env };
  for (const key of Object.keys(cleaned)) {
    if (/^npm_(package|lifecycle)_/i.test(key) || /^npm_config_(omit|production|global|prefix|location|include|ignore_scripts)$/i.test(key))
      delete cleaned[key];
  }
  return cleaned;
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ code: -1, stdout, stderr: `${stderr}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

function tail(text, lines = 20) {
  return text.trim().split('\n').slice(-lines).join('\n');
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const names = process.argv.slice(2);
  const wanted = names.length > 0 ? names : Object.keys(CLIENTS);
  try {
    for (const name of wanted) {
      const client = await ensureClient(name, { log: (line) => process.stderr.write(`install-clients: ${line}\n`) });
      process.stdout.write(`${name}\t${client.bin}\n`);
    }
  } catch (error) {
    process.stderr.write(`install-clients: ${error.message}\n`);
    process.exitCode = 1;
  }
}
