/**
 * The repository root is a Claude Code plugin and its own marketplace, so
 * `claude plugin marketplace add <git url>` and then
 * `claude plugin install teamdoc@teamdoc` work. The manifests stay in step with
 * package.json, and the npm package carries what the plugin and Codex need.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageFile } from '../../src/package-files.js';

const readJson = (path: string) => JSON.parse(readFileSync(packageFile(path), 'utf8')) as Record<string, unknown>;
const pkg = readJson('package.json') as {
  name: string;
  version: string;
  license: string;
  files: string[];
  repository?: unknown;
  bin: unknown;
  dependencies?: unknown;
  scripts: Record<string, string>;
};
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

describe('the plugin manifest (.claude-plugin/plugin.json)', () => {
  const plugin = readJson('.claude-plugin/plugin.json');

  it('names the plugin teamdoc and carries the package version and license', () => {
    expect(plugin.name).toBe('teamdoc');
    expect(plugin.name).toMatch(KEBAB);
    expect(plugin.version).toBe(pkg.version);
    expect(plugin.license).toBe(pkg.license);
    expect(typeof plugin.description).toBe('string');
    expect((plugin.description as string).length).toBeGreaterThan(40);
  });

  it('declares the repository exactly when package.json does, with the same URL', () => {
    const url = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { url?: string }).url : value);
    expect(plugin.repository).toEqual(url(pkg.repository));
  });

  it('leaves skills to the default skills/ folder and declares no hooks file it does not ship', () => {
    expect(plugin.skills).toBeUndefined();
    if (plugin.hooks !== undefined) expect(existsSync(packageFile(String(plugin.hooks)))).toBe(true);
  });
});

describe('the marketplace (.claude-plugin/marketplace.json)', () => {
  const marketplace = readJson('.claude-plugin/marketplace.json') as {
    name: string;
    owner: { name: string };
    plugins: Array<Record<string, unknown>>;
  };

  it('is a marketplace named teamdoc with an owner, listing this repository as the one plugin', () => {
    expect(marketplace.name).toBe('teamdoc');
    expect(marketplace.name).toMatch(KEBAB);
    expect(typeof marketplace.owner.name).toBe('string');
    expect(marketplace.plugins).toHaveLength(1);
    expect(marketplace.plugins[0]).toMatchObject({ name: 'teamdoc', source: './', version: pkg.version });
  });

  it('describes the plugin as plugin.json does', () => {
    expect(marketplace.plugins[0]!.description).toBe(readJson('.claude-plugin/plugin.json').description);
  });
});

describe('the npm package', () => {
  it('ships the plugin manifests, the skills, the templates, the hooks and the committed build', () => {
    for (const path of ['.claude-plugin/', 'skills/', 'templates/', 'hooks/', 'bin/', 'dist/']) expect(pkg.files).toContain(path);
  });

  it('installs as it is: no dependencies (the build inlines them) and nothing that runs at install', () => {
    expect(pkg.dependencies).toBeUndefined();
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare', 'prepack']) expect(pkg.scripts[script], script).toBeUndefined();
  });

  it('puts an executable `teamdoc` in bin/, the folder Claude Code adds to its Bash tool’s PATH', () => {
    expect(pkg.bin).toEqual({ teamdoc: 'bin/teamdoc' });
    const [mode] = execFileSync('git', ['ls-files', '--stage', 'bin/teamdoc'], { cwd: packageFile('.'), encoding: 'utf8' }).split(' ');
    expect(mode).toBe('100755');
    expect(readdirSync(packageFile('bin')).sort()).toEqual(['package.json', 'teamdoc']);
  });
});
