import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { memoryIo } from '../../src/io.js';
import { encodeProjectDir } from '../../src/runtimes/claude/locations.js';
import { runCli } from '../helpers/cli.js';
import { addWorktree, makeRepo } from '../helpers/repo.js';
import { installFixture } from '../helpers/transcripts.js';

function project(fixtures: string[] = ['claude-current', 'codex']) {
  const repo = makeRepo();
  const worktree = addWorktree(repo, 'b');
  const home = join(repo.home, 'user');
  for (const fixture of fixtures) {
    installFixture(fixture, join(home, fixture === 'codex' ? '.codex' : '.claude'), { project: repo.dir, worktree });
  }
  const env = { ...repo.env, HOME: home, TEAMDOC_HOST: 'test-host' };
  return { repo, worktree, home, env };
}

describe('teamdoc scan (the command)', () => {
  it('prints the sessions and each traced message with its outcome, reason and evidence', async () => {
    const { repo, env } = project();
    const result = await runCli(['scan'], { cwd: repo.dir, env });
    expect(result.stderr).toBe('');
    // The log is empty, so every message found is missing from it.
    expect(result.code).toBe(1);
    const enc = encodeProjectDir(repo.dir);
    expect(result.stdout).toContain(
      [
        '  2026-09-01 10:00:06Z  a → b  delivered (idle)',
        '      “PING from A”',
        '      It arrived in the receiver’s transcript as a new turn.',
        '      matched by msg-id · msg_id 11111111-1111-4111-8111-111111111111',
        `      send       ~/.claude/projects/${enc}/a1a1a1a1-0000-4000-8000-00000000000a.jsonl:5`,
        `      result     ~/.claude/projects/${enc}/a1a1a1a1-0000-4000-8000-00000000000a.jsonl:6 (queued)`,
      ].join('\n'),
    );
    expect(result.stdout).toContain('      log        missing: would record as cc-11111111-1111-4111-8111-111111111111 with sent, delivered\n');
    expect(result.stdout).toContain('  2026-09-01 10:02:00Z  a → c  held\n');
    expect(result.stdout).toMatch(/^ {2}c +claude +c3c3c3c3 +\S+\/\.claude\/worktrees\/c +sent 0, received 0, live busy, to record 1$/m);
    expect(result.stdout.trimEnd().split('\n').slice(-3)).toEqual([
      '12 messages: 6 delivered, 1 held, 1 refused, 1 expired, 2 unconfirmed, 1 received without a send.',
      'Log refs/heads/teamdoc/log (0 messages before this scan): 12 missing.',
      '`teamdoc scan --record` would add 12 messages and 16 delivery events.',
    ]);
  });

  it('prints JSON with every unknown as null, for scripts and for the log', async () => {
    const { repo, env } = project();
    const result = await runCli(['scan', '--format', 'json', '--session', 'a'], { cwd: repo.dir, env });
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.schema).toBe('teamdoc-scan/2');
    const status = report.messages.find((message: { body: string }) => message.body === 'Status?');
    expect(status).toMatchObject({ outcome: 'unconfirmed', delivery: 'sent', mode: null, receivedAt: null, to: { session: null, name: 'e' } });
    expect(report.messages.every((message: { from: { name: string }; to: { name: string } }) => message.from.name === 'a' || message.to.name === 'a')).toBe(
      true,
    );
  });

  it('refuses a --since it cannot read, and an unknown --format, with exit 2', async () => {
    const { repo, env } = project([]);
    const since = await runCli(['scan', '--since', 'last tuesday'], { cwd: repo.dir, env });
    expect(since.code).toBe(2);
    expect(since.stderr).toContain('Unexpected --since value `last tuesday`');
    expect(since.stdout).toBe('');
    const format = await runCli(['scan', '--format', 'xml'], { cwd: repo.dir, env });
    expect(format.code).toBe(2);
    expect(format.stderr).toContain("option '--format <format>' argument 'xml' is invalid");
  });

  it('never lets a body’s escape sequences reach the terminal', async () => {
    const { repo, env, home } = project([]);
    const dir = join(home, '.claude', 'projects', encodeProjectDir(repo.dir));
    mkdirSync(dir, { recursive: true });
    const hostile = 'clear\u001b[2J\u001b]52;c;cGF5bG9hZA==\u0007 done';
    const row = {
      type: 'assistant',
      cwd: repo.dir,
      sessionId: 's1',
      timestamp: '2026-09-01T10:00:00.000Z',
      message: { id: 'm', content: [{ type: 'tool_use', id: 'toolu_H', name: 'SendMessage', input: { to: 'b\u001b[31m', message: hostile } }] },
    };
    writeFileSync(join(dir, 's1.jsonl'), `${JSON.stringify(row)}\n`);
    const text = await runCli(['scan'], { cwd: repo.dir, env });
    expect(text.code).toBe(1);
    expect(text.stdout).not.toMatch(/[\u0007\u001b]/);
    expect(text.stdout).toContain('clear\\u001b[2J\\u001b]52;c;cGF5bG9hZA==\\u0007 done');
    // JSON keeps the body byte-exact (escaped by JSON itself).
    const json = await runCli(['scan', '--format', 'json'], { cwd: repo.dir, env });
    expect(JSON.parse(json.stdout).messages[0].body).toBe(hostile);
  });

  it('scans while a session keeps appending to its transcript', async () => {
    const { repo, env, home } = project(['claude-current']);
    const live = join(home, '.claude', 'projects', encodeProjectDir(repo.dir), 'a1a1a1a1-0000-4000-8000-00000000000a.jsonl');
    // Another process writes rows, and half rows, to a's transcript for as long as the scan runs.
    const writer = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); let n = 0;
       setInterval(() => { fs.appendFileSync(${JSON.stringify(live)}, JSON.stringify({ type: 'assistant', n: n++, text: 'x'.repeat(5000) }) + '\\n' + (n % 3 ? '' : '{"type":"user","origin":{"kind":"peer"')); }, 1);`,
    ]);
    try {
      for (let round = 0; round < 3; round++) {
        const result = await runCli(['scan', '--format', 'json'], { cwd: repo.dir, env });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(1);
        expect(JSON.parse(result.stdout).messages.map((message: { body: string }) => message.body)).toContain('PING from A');
      }
    } finally {
      writer.kill();
    }
  });

  it('draws a progress bar on a terminal’s stderr, and erases it, leaving stdout to the report', async () => {
    const { repo, env } = project(['claude-current']);
    const io = memoryIo({ cwd: repo.dir, env, isTTY: true });
    expect(await main(['scan'], io)).toBe(1);
    expect(io.err()).toMatch(/^\rscanning \[[#.]+\] \d+% /);
    expect(io.err()).toMatch(/\rscanning \[#+\] 100% .* 4\/4 files\u001b\[K\r\u001b\[K$/);
    expect(io.out()).toContain('a → b  delivered (idle)');
    expect(io.out()).not.toContain('scanning [');
  });
});
