/**
 * Runs the built CLI as a real process, the way a user or a hook runs it.
 * `npm test` builds dist/ first.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellWord } from '../../src/text/shell-word.js';

export const TEAMDOC_BIN = fileURLToPath(new URL('../../bin/teamdoc', import.meta.url));

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  input?: string | Buffer;
}

export function runCli(args: string[], options: CliOptions): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TEAMDOC_BIN, ...args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/**
 * Runs the built CLI in a pseudo-terminal (util-linux `script`), as a person at
 * a terminal would: stdout and stderr are both the terminal, so `output` holds
 * both as the terminal got them (its line endings CRLF).
 */
export function runCliInTerminal(args: string[], options: CliOptions): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, TEAMDOC_BIN, ...args].map(shellWord).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/** A file for `node --require` that makes the process report Node 18.20.4: a Node too old for teamdoc. */
export function asNode18(dir: string): string {
  const preload = join(dir, 'as-node-18.cjs');
  writeFileSync(preload, "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '18.20.4' } });\n");
  return preload;
}

/**
 * Output with every run of spaces and line breaks made one space: the stylish
 * report wraps long findings to fit a terminal, and a test that looks for a
 * finding's words should not care where the lines broke.
 */
export function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}
