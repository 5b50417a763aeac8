import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { LOG_REF } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

async function record(repo: TempRepo, from: string, to: string, kind: string, body: string, extra: string[] = []) {
  const result = await runCli(['record', '--from', from, '--to', to, '--kind', kind, ...extra], { cwd: repo.dir, env: repo.env, input: body });
  expect(result.stderr).toBe('');
  return result.stdout.trim();
}

async function log(repo: TempRepo, ...args: string[]) {
  return runCli(['log', ...args], { cwd: repo.dir, env: repo.env });
}

const HOSTILE = '\u001b[2J\u001b]0;pwned\u0007\u009b31m\u202eevil ```` done\n---\n## fake heading\n<script>x</script>\n';

describe('teamdoc log', () => {
  it('lists nothing, clearly, before the first message', async () => {
    const repo = makeRepo();
    const none =
      'this repository has no teamdoc log (refs/heads/teamdoc/log) yet: nothing was recorded here, or this is not the repository the team works in.\n';
    // Nothing to list: stdout stays empty (a poll loop tests for that), and stderr says why.
    expect(await log(repo)).toMatchObject({ code: 0, stdout: '', stderr: `No messages: ${none}` });
    // A session polling for its answer from the wrong folder is told so, not that nothing is new.
    expect(await log(repo, '--unread', '--for', 'eval')).toMatchObject({ code: 0, stdout: '', stderr: `No unread messages for eval: ${none}` });
    expect(JSON.parse((await log(repo, '--format', 'json')).stdout)).toEqual({ ref: LOG_REF, tip: null, messages: [], problems: [] });
  });

  it('filters by sender, recipient, addressee, kind, time and thread', async () => {
    const repo = makeRepo();
    const brief = await record(repo, 'top', 'train', 'brief', 'start the run');
    const report = await record(repo, 'train', 'top', 'report', 'run started', ['--in-reply-to', brief]);
    const fix = await record(repo, 'top', 'train', 'correction', 'use seed 7', ['--in-reply-to', report]);
    const broadcast = await record(repo, 'top', '*', 'other', 'standup in 5');
    const unrelated = await record(repo, 'eval', 'top', 'report', 'eval done');
    const ids = async (...args: string[]) => JSON.parse((await log(repo, '--format', 'json', ...args)).stdout).messages.map((m: { id: string }) => m.id);

    expect(await ids()).toEqual([brief, report, fix, broadcast, unrelated]);
    expect(await ids('--from', 'top')).toEqual([brief, fix, broadcast]);
    expect(await ids('--to', 'train')).toEqual([brief, fix]);
    expect(await ids('--for', 'train')).toEqual([brief, fix, broadcast]);
    expect(await ids('--kind', 'report')).toEqual([report, unrelated]);
    expect(await ids('--kind', 'brief', '--kind', 'correction')).toEqual([brief, fix]);
    expect(await ids('--thread', fix)).toEqual([brief, report, fix]);
    expect(await ids('--since', '2d')).toHaveLength(5);
    expect(await ids('--since', '2999-01-01')).toEqual([]);
    // A filter that matches nothing does not read as an empty log.
    expect(await log(repo, '--to', 'nobody')).toMatchObject({ code: 0, stdout: '', stderr: 'No messages match (refs/heads/teamdoc/log holds 5).\n' });
    expect(await log(repo, '--thread', 'no-such-id')).toMatchObject({ code: 2 });
    expect(await log(repo, '--since', 'yesterday-ish')).toMatchObject({ code: 2 });
  });

  it('shows a body’s control characters visibly in text, so it cannot drive the terminal', async () => {
    const repo = makeRepo();
    await record(repo, 'mallory', 'lead', 'report', HOSTILE);
    const { stdout, code } = await log(repo);
    expect(code).toBe(0);
    expect(stdout).toContain('\\u001b[2J\\u001b]0;pwned\\u0007\\u009b31m\\u202eevil');
    expect(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/.test(stdout)).toBe(false);
  });

  it('gives the exact body in JSON, with C1 and bidi characters escaped', async () => {
    const repo = makeRepo();
    await record(repo, 'mallory', 'lead', 'report', HOSTILE);
    const { stdout } = await log(repo, '--format', 'json');
    expect(/[\u0000-\u001f\u007f-\u009f\u202e]/.test(stdout.trimEnd())).toBe(false);
    expect(JSON.parse(stdout).messages[0]).toMatchObject({
      body: HOSTILE,
      from: { name: 'mallory' },
      kind: 'report',
      delivery: { state: 'unknown', history: [] },
    });
  });

  it('renders a Markdown transcript where every body stays inside its one code block', async () => {
    const repo = makeRepo();
    await record(repo, 'top', 'worker `x`', 'brief', 'plain\n');
    await record(repo, 'mallory', 'top', 'report', HOSTILE);
    await record(repo, 'worker', 'top', 'report', '```\nunclosed fence\n');
    const { stdout } = await log(repo, '--format', 'markdown');
    const tree = unified().use(remarkParse).parse(stdout);
    const kinds = tree.children.map((node) => node.type);
    expect(kinds.filter((type) => type === 'code')).toHaveLength(3);
    expect(kinds.filter((type) => type === 'heading')).toHaveLength(4);
    expect(kinds).not.toContain('html');
    expect(kinds).not.toContain('thematicBreak');
    const codes = tree.children.filter((node) => node.type === 'code') as Array<{ value: string }>;
    expect(codes[1]!.value).toBe(HOSTILE.replace(/\n$/, ''));
  });

  it('reads the same from its cache, brought up to date, as from git with no cache', async () => {
    const repo = makeRepo();
    const first = await record(repo, 'top', 'train', 'brief', 'one');
    await log(repo, '--format', 'json');
    await record(repo, 'train', 'top', 'report', 'two', ['--in-reply-to', first]);
    await runCli(['deliver', first, '--state', 'delivered'], { cwd: repo.dir, env: repo.env });
    const incremental = (await log(repo, '--format', 'json')).stdout;
    rmSync(join(repo.dir, '.git', 'teamdoc', 'log', encodeURIComponent(LOG_REF), 'read-cache.json'));
    const cold = (await log(repo, '--format', 'json')).stdout;
    expect(incremental).toBe(cold);
    expect(JSON.parse(cold).messages.map((m: { delivery: { state: string } }) => m.delivery.state)).toEqual(['delivered', 'unknown']);
  });

  it('shows the original of an entry that was changed behind teamdoc’s back, names the file and the commit, and exits 1', async () => {
    const repo = makeRepo();
    const id = await record(repo, 'a', 'b', 'other', 'original');
    const path = repo.git('ls-tree', '-r', '--name-only', LOG_REF, 'messages');
    const forged = execFileSync('git', ['show', `${LOG_REF}:${path}`], { cwd: repo.dir, encoding: 'utf8' }).replace('original', 'forged!!');
    const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.dir, input: forged, encoding: 'utf8' }).trim();
    // Build a commit that swaps the file, as a careless tool might.
    const index = `${repo.dir}/../tmp-index`;
    const env = { ...repo.env, GIT_INDEX_FILE: index };
    execFileSync('git', ['read-tree', LOG_REF], { cwd: repo.dir, env });
    execFileSync('git', ['update-index', '--cacheinfo', `100644,${blob},${path}`], { cwd: repo.dir, env });
    const tree = execFileSync('git', ['write-tree'], { cwd: repo.dir, env, encoding: 'utf8' }).trim();
    const commit = execFileSync('git', ['commit-tree', tree, '-p', LOG_REF, '-m', 'edit'], { cwd: repo.dir, env: repo.env, encoding: 'utf8' }).trim();
    repo.git('update-ref', LOG_REF, commit);

    const result = await log(repo);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`teamdoc: ${path}: changed by commit ${commit.slice(0, 12)} after it was recorded; the original is shown [edited]`);
    expect(result.stdout).toContain(id);
    expect(result.stdout).toContain('    original');
    expect(result.stdout).not.toContain('forged!!');
    expect(result.stdout).toContain(`  ! edited: ${path}: changed by commit ${commit.slice(0, 12)}`);
  });
});

describe('teamdoc deliver', () => {
  it('appends delivery events that the log folds into the message’s state and history', async () => {
    const repo = makeRepo();
    const id = await record(repo, 'top', 'train', 'brief', 'go');
    const held = await runCli(['deliver', id, '--state', 'held', '--detail', 'held for approval'], { cwd: repo.dir, env: repo.env });
    expect(held.code).toBe(0);
    const delivered = await runCli(['deliver', id, '--state', 'delivered', '--evidence', 'path:/t/train.jsonl'], { cwd: repo.dir, env: repo.env });
    expect(delivered.code).toBe(0);
    const message = JSON.parse((await log(repo, '--format', 'json')).stdout).messages[0];
    expect(message.delivery.state).toBe('delivered');
    expect(message.delivery.history.map((event: { state: string }) => event.state)).toEqual(['held', 'delivered']);
    expect(message.delivery.history[0].detail).toBe('held for approval');
    expect((await log(repo)).stdout).toContain('[delivered ');
    // The message file itself was never rewritten: one commit added it, later ones only added events.
    const path = repo
      .git('ls-tree', '-r', '--name-only', LOG_REF, 'messages')
      .split('\n')
      .find((file) => file.endsWith(`${id}.md`))!;
    expect(repo.git('log', '--format=%h', LOG_REF, '--', path).split('\n')).toHaveLength(1);
  });

  it('refuses an event for a message that is not in the log', async () => {
    const repo = makeRepo();
    const result = await runCli(['deliver', 'nope', '--state', 'delivered'], { cwd: repo.dir, env: repo.env });
    expect(result).toMatchObject({ code: 2 });
    expect(result.stderr).toBe(
      'teamdoc: message id nope: no message with that id in refs/heads/teamdoc/log; a prefix needs at least 6 characters\nhint: `teamdoc log --oneline` lists the ids; `teamdoc sync` brings in those recorded on another machine. Nothing was written.\n',
    );
  });
});
