/**
 * `teamdoc view` as a person (or a pull request) sees it: every format, names
 * that try to break out of their place, delivery trouble, a finished session
 * still holding resources, the chain without a doc, and --watch redrawing
 * only when something changed.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as viewCommand } from '../../src/commands/view.js';
import { memoryIo } from '../../src/io.js';
import { TEAMDOC_BIN, runCli } from '../helpers/cli.js';
import { join_, send, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { isolateInProcessGit } from '../helpers/log.js';
import { makeRepo, scratchDir } from '../helpers/repo.js';

isolateInProcessGit();

const HOSTILE = 'x"]; click s0 "javascript:alert(1)" %%{init}%% <b>`|';

describe('teamdoc view formats', () => {
  it('mermaid and markdown keep hostile names inside their labels and cells', async () => {
    const repo = makeRepo({
      files: {
        'TEAM.md': teamDoc(['| top | claude | — | laptop | — | — | — | active |', '| evil | claude | s-hostile | laptop | — | top | evil | planned |']),
      },
    });
    await join_(repo, repo.dir, { name: HOSTILE, session: 's-hostile' }, 'top', 'evil');
    await send(repo, repo.dir, 'top', HOSTILE, 'brief');

    const mermaid = await teamdoc(repo, repo.dir, 'view', '--format', 'mermaid');
    expect(mermaid).toMatchObject({ code: 0, stderr: '' });
    const lines = mermaid.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('flowchart TD');
    // Every node is `id["label"]` with no quote, bracket, backtick, angle bracket other than <br/>, pipe or percent sign inside.
    const nodes = lines.filter((line) => /^ {2}s\d+\[/.test(line));
    expect(nodes).toHaveLength(2);
    for (const node of nodes) expect(node.replace(/<br\/>/g, '')).toMatch(/^ {2}s\d+\["[^"[\]`<>|%]*"\]$/);
    expect(mermaid.stdout).toContain('x#34;#93;#59; click s0 #34;javascript:alert(1)#34; #37;#37;#123;init#125;#37;#37; #60;b#62;#96;#124;');
    expect(lines.filter((line) => line.includes('-->'))).toEqual(['  s0 -->|"down 1 brief"| s1']);

    const markdown = await teamdoc(repo, repo.dir, 'view', '--format', 'markdown');
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toContain('```mermaid\nflowchart TD\n');
    const sessionRows = markdown.stdout.split('\n').filter((line) => line.startsWith('| ``x') || line.startsWith('| `top` | '));
    expect(sessionRows).toHaveLength(2);
    // The name sits in a code span longer than its backtick run, its pipe escaped: the row keeps its 8 cells.
    const hostileRow = sessionRows.find((line) => line.includes('javascript'))!;
    expect(hostileRow).toContain('``x"]; click s0 "javascript:alert(1)" %%{init}%% <b>`\\| (was: evil)``');
    expect(hostileRow.replace(/\\\|/g, '').split('|').length - 2).toBe(8);
  });

  it('text shows delivery trouble, open work and a finished session still holding GPUs; JSON carries the same', async () => {
    const rows = [
      '| top | claude | — | laptop | — | — | — | active |',
      '| train | claude | s-train | laptop | — | top | train | done |',
      '| eval | claude | s-eval | laptop | — | top | eval | active |',
    ];
    const repo = makeRepo({ files: { 'TEAM.md': teamDoc(rows, ['| train cards | gpu | 0-3 | train | |']) } });
    await join_(repo, repo.dir, { name: 'train', session: 's-train' }, 'top', 'train');
    await join_(repo, repo.dir, { name: 'eval', session: 's-eval' }, 'top', 'eval');
    await send(repo, repo.dir, 'top', 'eval', 'brief');
    const held = await send(repo, repo.dir, 'top', 'train', 'brief');
    expect((await teamdoc(repo, repo.dir, 'deliver', held, '--state', 'held', '--detail', 'held: the receiver runs in another permission mode')).code).toBe(0);
    await send(repo, repo.dir, 'train', 'reviewer', 'other', 'other from train\n', '--outside-team');

    const text = await teamdoc(repo, repo.dir, 'view');
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toContain('done but still holds 1 resource');
    expect(text.stdout).toContain('  held 1 · refused 0 · expired 0 · unknown 2\n');
    // A recorded message's unknown delivery is said to be normal, so a top does not resend it.
    expect(text.stdout).toContain(
      'unknown: no evidence either way yet, as every message recorded with `teamdoc record` stays — its recipient reads it from the log, so unknown alone is no trouble; latest: ',
    );
    expect(text.stdout).toMatch(
      new RegExp(`\\n {2}held {4}${held} {2}brief {2}top → train {2}\\d+s ago {2}held: the receiver runs in another permission mode\\n`),
    );
    // Open work is eval's brief; train's part is closed (done), so a brief to it waits for no report.
    expect(text.stdout).toMatch(/brief with no report since {2}top → eval/);
    expect(text.stdout).not.toMatch(/brief with no report since {2}top → train/);
    expect(text.stdout).toContain('Outside the team (marked so when recorded)\n  train → reviewer: 1 other, last ');
    expect(text.stdout).not.toContain('Cross-chain');
    expect(text.stdout).toContain('  train (done): gpu train cards 0-3  ← finished, still holding\n');
    expect(text.stdout).toContain('Open work (check-in every 2h, from the front matter)');

    const json = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    expect(json).toMatchObject({ version: 2, team: 'chain-story', doc: 'TEAM.md', log: { ref: 'refs/heads/teamdoc/log', messages: 5, problems: 0 } });
    expect(json.delivery).toMatchObject({ counts: { held: 1, refused: 0, expired: 0, unknown: 2 }, troubled: [{ id: held, delivery: 'held' }] });
    expect(json.sessions[1]).toMatchObject({ name: 'train', finished: true, holds: [{ resource: 'train cards', kind: 'gpu', value: '0-3' }] });
  });

  it('without a team doc, shows the chain from the statements alone; outside a repository, a named doc without a log', async () => {
    const repo = makeRepo();
    await join_(repo, repo.dir, { name: 'train', session: 's-train' }, 'top', 'train');
    const text = await teamdoc(repo, repo.dir, 'view');
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(/^Chain · no team doc \(statements only\) · log teamdoc\/log at [0-9a-f]{12} \(1 message\)/);
    expect(text.stdout).toMatch(
      /\n {2}\? top {2}unresolved: no session of the chain has this name\n {2}└── train {2}claude · status unknown · part train · laptop · .* {2}stated \d+s ago · not in the roles table\n/,
    );

    const dir = scratchDir();
    writeFileSync(join(dir, 'TEAM.md'), teamDoc(['| top | human | — | — | — | — | — | active |']));
    const outside = await runCli(['view', 'TEAM.md'], { cwd: dir, env: repo.env });
    expect(outside).toMatchObject({ code: 0, stderr: '' });
    expect(outside.stdout).toContain('Team chain-story · TEAM.md · not in a git repository: no log');
    const missing = await runCli(['view', 'nope.md'], { cwd: dir, env: repo.env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.md: no such file');
  });

  it('colours text only on a terminal, and never with NO_COLOR', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': teamDoc(['| top | claude | — | laptop | — | — | — | active |']) } });
    const coloured = memoryIo({ cwd: repo.dir, env: repo.env, isTTY: true });
    expect(await viewCommand([], { format: 'text' }, coloured)).toBe(0);
    expect(coloured.out()).toContain('\u001b[1mChain\u001b[22m');
    const plain = memoryIo({ cwd: repo.dir, env: { ...repo.env, NO_COLOR: '1' }, isTTY: true });
    await viewCommand([], { format: 'text' }, plain);
    expect(plain.out()).not.toContain('\u001b');
  });
});

describe('teamdoc view --watch', () => {
  it('draws once, redraws only when the log moves, and exits cleanly on Ctrl-C', async () => {
    const repo = makeRepo({
      files: { 'TEAM.md': teamDoc(['| top | claude | — | laptop | — | — | — | active |', '| train | claude | s-train | laptop | — | top | train | active |']) },
    });
    await join_(repo, repo.dir, { name: 'train', session: 's-train' }, 'top', 'train');
    const child = spawn(process.execPath, [TEAMDOC_BIN, 'view', '--watch', '--interval', '0.1'], {
      cwd: repo.dir,
      env: repo.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const draws = () => stdout.split('\nChain\n').length - 1;
    const until = async (condition: () => boolean, what: string) => {
      for (let waited = 0; !condition(); waited += 50) {
        if (waited > 30_000) throw new Error(`gave up waiting for ${what}; output so far:\n${stdout}${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      await until(() => draws() === 1, 'the first drawing');
      // Many polls pass while this runs; none of them redraws, since nothing changed.
      const brief = await send(repo, repo.dir, 'top', 'train', 'brief');
      await until(() => stdout.includes('brief with no report since'), 'the redraw after the brief');
      expect(draws()).toBe(2);
      expect(stdout).toContain(`(2 messages)`);
      expect(brief).toMatch(/^[0-9A-Z]{26}$/);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});
