/**
 * dist/, the committed build (scripts/build.mjs): what git holds is exactly
 * what the sources build to, within its size budget, self-contained, with the
 * licences of what it inlines beside it. When a source changes — by hand or by
 * a merge — the check names the files and prints the one command that fixes
 * them, and that command, run as printed, does.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshClone } from '../helpers/checkout.js';
import { REPO_ROOT } from '../helpers/plugin-sessions.js';
import { TEST_IDENTITY, isolatedGitEnv, scratchDir } from '../helpers/repo.js';

const FIX = 'npm run build && git add dist';
const DIST = join(REPO_ROOT, 'dist');
const distFiles = () => readdirSync(DIST).filter((name) => name.endsWith('.js'));

/** A clone of this repository that can build: its node_modules linked from this checkout. */
function buildableClone() {
  const base = scratchDir();
  const dir = freshClone(base);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  // .gitignore's `node_modules/` matches folders, not a link to one.
  appendFileSync(join(dir, '.git', 'info', 'exclude'), 'node_modules\n');
  mkdirSync(join(base, 'home'));
  const env = { ...isolatedGitEnv(join(base, 'home')), ...TEST_IDENTITY };
  const run = (command: string) => spawnSync('sh', ['-c', command], { cwd: dir, env, encoding: 'utf8' });
  const check = () => run('node scripts/build.mjs --check');
  /** A change to an entry's source that the build must carry: an export the bundle keeps. */
  const addExport = (where: 'start' | 'end', name: string) => {
    const line = `export const ${name} = '${name}';\n`;
    const text = readFileSync(join(dir, 'src', 'cli.ts'), 'utf8');
    writeFileSync(join(dir, 'src', 'cli.ts'), where === 'start' ? line + text : text + line);
  };
  /** What the built CLI module exports under `name`. */
  const exported = (name: string) => run(`node --input-type=module -e "process.stdout.write(String((await import('./dist/cli.js')).${name}))"`).stdout;
  return { run, check, addExport, exported };
}

describe('the committed build', () => {
  it('is the build of these sources, byte for byte, within its size budget', () => {
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--check'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^teamdoc build: dist\/ is the build of these sources \(\d+ files, [\d.]+ MiB of its 3\.00 MiB budget\)\n$/);
  });

  it('needs no node_modules: every file of it loads in a folder with no packages above it', () => {
    const copy = join(scratchDir(), 'teamdoc');
    for (const part of ['dist', 'package.json']) cpSync(join(REPO_ROOT, part), join(copy, part), { recursive: true });
    const load = `for (const file of ${JSON.stringify(distFiles())}) await import('./dist/' + file);`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', load], { cwd: copy, env: { PATH: process.env.PATH }, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  });

  it('ships the licence of every package it inlines, whole', () => {
    // A package nested under another's node_modules (an override keeps micromark there) counts by its own name.
    const inlined = new Set<string>();
    for (const name of distFiles()) {
      for (const match of readFileSync(join(DIST, name), 'utf8').matchAll(/^\/\/ (?:\S*\/)?node_modules\/((?:@[^/\n]+\/)?[^/\n]+)\//gm)) inlined.add(match[1]!);
    }
    const licenses = readFileSync(join(DIST, 'LICENSES.txt'), 'utf8');
    const sections = licenses.split(/^={78}\n/m).slice(1);
    const named = sections.map((section) => /^(\S+) \S+ \(([^)]+)\)\n/.exec(section));
    expect(named.map((match) => match?.[1]).sort()).toEqual([...inlined].sort());
    for (const [index, section] of sections.entries()) {
      expect(named[index]?.[2], section.slice(0, 80)).toMatch(/^(MIT|ISC|BSD-[23]-Clause|Apache-2\.0)$/);
      expect(section.split(/^-{78}\n/m)[1]!.trim().length, section.slice(0, 80)).toBeGreaterThan(100);
    }
  });

  it('when a source changes, the check names what differs and the command that fixes it; run as printed, it does', () => {
    const clone = buildableClone();
    // Built in another folder, the same bytes: the build depends on the sources and the lockfile only.
    const fresh = clone.check();
    expect(fresh.status, fresh.stdout).toBe(0);

    clone.addExport('end', 'changedByHand');
    const stale = clone.check();
    expect(stale.status).toBe(1);
    expect(stale.stdout).toMatch(/^teamdoc build: the committed dist\/ is not the build of these sources:\n( {2}dist\/.*\n)+/);
    expect(stale.stdout).toContain('  dist/cli.js: differs from the build\n');
    expect(stale.stdout.trimEnd().split('\n').at(-1)).toBe(`Fix: ${FIX}   (then commit)`);

    expect(clone.run(FIX).status).toBe(0);
    expect(clone.check().status).toBe(0);
    expect(clone.exported('changedByHand')).toBe('changedByHand');
  });

  it('after a merge of two branches that each changed a source, the same command makes dist/ whole again', () => {
    const clone = buildableClone();
    const commit = (message: string) => expect(clone.run(`node scripts/build.mjs && git add -A && git commit -q -m "${message}"`).status).toBe(0);
    clone.run('git checkout -q -b one');
    clone.addExport('start', 'fromBranchOne');
    commit('one');
    clone.run('git checkout -q main && git checkout -q -b two');
    clone.addExport('end', 'fromBranchTwo');
    commit('two');

    // The sources merge line by line; dist/ is never merged as text (.gitattributes), so its changed files conflict.
    expect(clone.run('git merge -q one').status).toBe(1);
    const conflicted = clone.run('git diff --name-only --diff-filter=U').stdout.trim().split('\n');
    expect(conflicted).toContain('dist/cli.js');
    expect(conflicted.every((path) => path.startsWith('dist/'))).toBe(true);
    expect(clone.check().stdout).toContain(`Fix: ${FIX}`);

    expect(clone.run(`${FIX} && git commit -q --no-edit`).status).toBe(0);
    expect(clone.check().status).toBe(0);
    expect(clone.exported('fromBranchOne')).toBe('fromBranchOne');
    expect(clone.exported('fromBranchTwo')).toBe('fromBranchTwo');
  });
});
