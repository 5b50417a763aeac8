/**
 * README's five-minute tour, run as written: every `$` line of its console
 * blocks in a real shell, in the checkout the block names (`in=`), at the time
 * it names (`at=`), with `teamdoc` and a stand-in `codex` on PATH. Each output
 * line the README shows must appear, in order (`…` stands for anything), and
 * every command must exit 0. The edit the top makes by hand is the block
 * marked `edit=TEAM.md`. The worker's Codex session is played by the test: the
 * stand-in only keeps what it was started with.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code, RootContent } from 'mdast';
import { expect, it } from 'vitest';
import { parseMarkdown } from '../../src/doc/markdown.js';
import { plainText } from '../../src/doc/mdast-text.js';
import { TEAMDOC_BIN } from '../helpers/cli.js';
import { expectShown, runSteps, stepsOf } from '../helpers/console-blocks.js';
import { isolatedGitEnv, scratchDir } from '../helpers/repo.js';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const DAY = '2026-12-02';
const WORKER_THREAD = '0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
/** The tour's paths start at /src; the test's at its scratch folder. */
const SHOWN_ROOT = '/src';

/** The code blocks of the tour's section, in order. */
function tourBlocks(): Code[] {
  const nodes = parseMarkdown(README).children;
  const start = nodes.findIndex((node) => node.type === 'heading' && node.depth === 2 && plainText(node) === 'A five-minute tour');
  const end = nodes.findIndex((node, index) => index > start && node.type === 'heading' && node.depth === 2);
  return nodes.slice(start + 1, end).filter((node: RootContent): node is Code => node.type === 'code');
}

function metaOf(block: Code): Record<string, string> {
  return Object.fromEntries([...(block.meta ?? '').matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]]));
}

/** The top's edit: its placeholders filled, then the worker's row under its own and the part at the end. */
function editTeamDoc(path: string, block: Code, root: string): void {
  const [row, ...part] = block.value.replaceAll(SHOWN_ROOT, root).split('\n');
  const doc = readFileSync(path, 'utf8')
    .replace(/\[fill in: the whole work[^\]]*\]/, 'Add a `--json` flag to the word counter, so scripts can read its counts. Done when the tests pass.')
    .replace('[fill in: claude, codex, human or other]', 'claude')
    .replace(/(\| top \|[^\n]*\n)/, `$1${row}\n`);
  writeFileSync(path, `${doc.trimEnd()}\n\n${part.join('\n').trim()}\n`);
}

it('README’s five-minute tour runs as written, and prints what it shows', () => {
  const root = scratchDir();
  const home = join(root, 'home');
  const bin = join(root, 'bin');
  mkdirSync(home);
  mkdirSync(bin);
  mkdirSync(join(root, 'app'));
  writeFileSync(
    join(home, '.gitconfig'),
    '[user]\n\tname = Test Person\n\temail = test@example.invalid\n[commit]\n\tgpgSign = false\n[init]\n\tdefaultBranch = main\n',
  );
  symlinkSync(TEAMDOC_BIN, join(bin, 'teamdoc'));
  const codexArgs = join(root, 'codex-args');
  writeFileSync(
    join(bin, 'codex'),
    `#!/bin/sh\nfor arg in "$@"; do printf '%s\\0' "$arg"; done > '${codexArgs}'\necho '{"type":"thread.started","thread_id":"${WORKER_THREAD}"}'\n`,
  );
  chmodSync(join(bin, 'codex'), 0o755);
  const base = { ...isolatedGitEnv(home), PATH: `${bin}:${process.env.PATH}`, TEAMDOC_HOST: 'vm' };
  execFileSync('git', ['init', '-q'], { cwd: join(root, 'app'), env: base });
  execFileSync('git', ['commit', '-q', '--allow-empty', '-m', 'A word counter'], { cwd: join(root, 'app'), env: base });

  const blocks = tourBlocks();
  expect(blocks.length).toBeGreaterThanOrEqual(8);
  for (const block of blocks) {
    const meta = metaOf(block);
    if (block.lang === 'markdown') {
      expect(meta.edit).toBe('TEAM.md');
      editTeamDoc(join(root, 'app', 'TEAM.md'), block, root);
      continue;
    }
    expect(block.lang).toBe('console');
    const at = `${DAY}T${meta.at}:00Z`;
    const worker = meta.in === 'wt-json';
    const env = { ...base, TEAMDOC_NOW: at, GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at, ...(worker ? { CODEX_THREAD_ID: WORKER_THREAD } : {}) };
    const steps = stepsOf(block.value);
    runSteps(steps, join(root, meta.in!), env).forEach(({ output, code }, index) => {
      const shownOutput = output.replaceAll(root, SHOWN_ROOT);
      expect(code, `$ ${steps[index]!.command}\n${shownOutput}`).toBe(0);
      expectShown(steps[index]!, shownOutput);
    });
  }

  // The stand-in Codex was started in the worker's worktree with the agreed sandbox and the kickoff.
  const args = readFileSync(codexArgs, 'utf8').split('\0');
  const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
    cwd: join(root, 'app'),
    env: base,
    encoding: 'utf8',
  }).trim();
  expect(args.slice(0, 6)).toEqual(['exec', '-s', 'workspace-write', '--add-dir', common, '--json']);
  expect(args[6]).toMatch(/^<!-- teamdoc:kickoff v=1 team=app part=json owner=json parent=top -->\n# Kickoff: you are json/);
});
