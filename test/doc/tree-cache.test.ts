import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_CACHED_LENGTH, cachedParse } from '../../src/doc/tree-cache.js';
import { parseMarkdown } from '../../src/doc/markdown.js';
import { runCli } from '../helpers/cli.js';
import { LINE_ENDING_VARIANTS, withLineEndings } from '../helpers/line-endings.js';
import { isolatedGitEnv, scratchDir } from '../helpers/repo.js';
import { DOC_WITHOUT_DEFAULT, VALID_DOC } from '../helpers/team-docs.js';

/** A team doc above the caching threshold: the demo's broken doc with a long list of team rules. */
function largeDoc(base: string): string {
  const rules = Array.from({ length: 900 }, (_, index) => `- Rule ${index + 1}: every lead writes its results under its own folder.`).join('\n');
  const doc = base.replace('## Rules\n', `## Rules\n\n${rules}\n`);
  expect(doc.length).toBeGreaterThan(MIN_CACHED_LENGTH);
  return doc;
}

function setUp() {
  const dir = scratchDir();
  const cache = join(dir, 'cache');
  const env = { ...isolatedGitEnv(join(dir, 'home')), TEAMDOC_CACHE_DIR: cache };
  const trees = () => {
    try {
      return readdirSync(join(cache, 'trees'));
    } catch {
      return [];
    }
  };
  return { dir, cache, env, trees };
}

describe('the parse cache of large team docs', () => {
  it('gives the same findings from a cached tree as from a fresh parse, and an edit misses', async () => {
    const { dir, env, trees } = setUp();
    const doc = join(dir, 'TEAM.md');
    writeFileSync(doc, largeDoc(DOC_WITHOUT_DEFAULT));

    const uncached = await runCli(['check', doc], { cwd: dir, env: { ...env, TEAMDOC_CACHE: '0' } });
    expect(trees()).toEqual([]);
    expect(uncached.code).toBe(1);
    expect(uncached.stdout).toContain('decision-default');

    const first = await runCli(['check', doc], { cwd: dir, env });
    expect(trees()).toHaveLength(1);
    const second = await runCli(['check', doc], { cwd: dir, env });
    expect(trees()).toHaveLength(1);
    for (const run of [first, second]) expect(run).toEqual(uncached);

    writeFileSync(doc, largeDoc(VALID_DOC));
    const edited = await runCli(['check', doc], { cwd: dir, env });
    expect(edited.code).toBe(0);
    expect(trees()).toHaveLength(2);
  });

  it('keeps one tree for a doc and its CRLF, BOM and lone-CR copies, each checked as the LF doc is', async () => {
    const { dir, env, trees } = setUp();
    const doc = join(dir, 'TEAM.md');
    const text = largeDoc(DOC_WITHOUT_DEFAULT);
    writeFileSync(doc, text);
    const lf = await runCli(['check', '--format', 'json', doc], { cwd: dir, env });
    expect(lf.code).toBe(1);
    for (const variant of LINE_ENDING_VARIANTS) {
      writeFileSync(doc, withLineEndings(text, variant));
      expect(await runCli(['check', '--format', 'json', doc], { cwd: dir, env }), variant).toEqual(lf);
    }
    expect(trees()).toHaveLength(1);
  });

  it('parses again when a stored tree is damaged, and replaces it', async () => {
    const { dir, cache, env, trees } = setUp();
    const doc = join(dir, 'TEAM.md');
    writeFileSync(doc, largeDoc(DOC_WITHOUT_DEFAULT));
    const expected = await runCli(['check', doc], { cwd: dir, env });
    const [tree] = trees();
    const stored = join(cache, 'trees', tree!);
    writeFileSync(stored, readFileSync(stored, 'utf8').slice(0, 1000));

    expect(await runCli(['check', doc], { cwd: dir, env })).toEqual(expected);
    expect(JSON.parse(readFileSync(stored, 'utf8'))).toMatchObject({ type: 'root' });
  });

  it('leaves everyday docs alone, and keeps at most 16 trees', () => {
    const { env, trees } = setUp();
    cachedParse(VALID_DOC, parseMarkdown, env);
    expect(trees()).toEqual([]);
    for (let version = 0; version < 20; version++) cachedParse(largeDoc(`${VALID_DOC}\nVersion ${version}.\n`), parseMarkdown, env);
    expect(trees()).toHaveLength(16);
  });
});
