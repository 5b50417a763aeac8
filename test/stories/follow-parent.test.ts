/**
 * A worker follows its parent's handoff, a replacement reads what was sent to
 * the session it replaced, and `view` in a clone of its own reads the doc as
 * pushed. Real repositories, the CLI as processes, the clock pinned.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { join_, secondMachine, send, sessionEnv, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { teamdocCommand } from '../helpers/commands-in-text.js';
import { packetText } from '../helpers/handoff.js';
import type { TempRepo } from '../helpers/repo.js';
import { at, editDoc, joinWorkers, storyRepo } from '../helpers/story.js';

const TOP = { name: 'top', session: '6a0c1e2a-0000-4000-8000-000000000091' };
const TOP_2 = { name: 'top-2', session: '6a0c1e2a-0000-4000-8000-000000000092' };
const CLI = { name: 'cli', session: '6a0c1e2a-0000-4000-8000-000000000093' };
const CLI_2 = { name: 'cli-2', session: '6a0c1e2a-0000-4000-8000-000000000094' };
const DOCS = { name: 'docs', session: '6a0c1e2a-0000-4000-8000-000000000095' };

const DOC = teamDoc([
  `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
  '| cli | claude | — | laptop | — | top | cli | planned |',
  '| docs | claude | — | laptop | — | top | docs | planned |',
]);

/** `teamdoc record` as the session `spec`, from `cwd`, with the whole result. */
function record(repo: TempRepo, cwd: string, spec: { name: string; session: string }, to: string, kind: string, body: string, ...extra: string[]) {
  return runCli(['record', '--from', spec.name, '--to', to, '--kind', kind, ...extra], { cwd, env: sessionEnv(repo, spec), input: body });
}

function unread(repo: TempRepo, cwd: string, spec: { name: string; session: string }, ...extra: string[]) {
  return runCli(['log', '--unread', '--for', spec.name, '--full', ...extra], { cwd, env: sessionEnv(repo, spec) });
}

describe('a worker follows its parent’s handoff', () => {
  it('a report to the top that handed off is recorded with a line naming the successor; the worker’s next poll shows the handoff and the join', {
    timeout: 120_000,
  }, async () => {
    const repo = storyRepo(DOC, '08:00:00');
    const [wtCli] = await joinWorkers(repo, 'top', [CLI], { rows: false });
    await unread(repo, wtCli, CLI);

    at(repo, '08:10:00');
    const handoff = await runCli(['handoff', '--name', 'top-2', '--permission-mode', 'acceptEdits'], {
      cwd: repo.dir,
      env: sessionEnv(repo, TOP),
      input: packetText(),
    });
    expect(handoff.code, handoff.stderr).toBe(0);

    // Before the successor joins: still recorded, and the worker is told.
    at(repo, '08:12:00');
    const early = await record(
      repo,
      wtCli,
      CLI,
      'top',
      'report',
      '[result] cli: flags parsed\nEvidence:\n- src/cli.js — the parser\nBears on: none\nNext: JSON\n',
    );
    expect(early.code, early.stderr).toBe(0);
    expect(early.stderr).toContain('teamdoc: top handed off at 2026-12-02 08:10:00Z');
    expect(early.stderr).toContain('its successor top-2 has not joined yet, and reads this message when it does; address top-2 from now on.');

    // The worker's next poll shows its parent's handoff, though it was addressed to top-2.
    const poll = await unread(repo, wtCli, CLI);
    expect(poll.stdout).toContain('handoff  top → top-2');
    expect(poll.stdout).toContain('for cli: your parent top handed off');

    at(repo, '08:15:00');
    const joined = await runCli(teamdocCommand(handoff.stdout, 'join'), { cwd: repo.dir, env: sessionEnv(repo, TOP_2) });
    expect(joined.code, joined.stderr).toBe(0);
    const successorPoll = (await unread(repo, repo.dir, TOP_2)).stdout;
    expect(successorPoll).toContain('[result] cli: flags parsed');
    expect(successorPoll).toContain('for top-2: sent to top, which handed off to you');
    // Its own handoff and join are not its parent's; its own join, addressed to top, is no news to it either.
    expect(successorPoll).not.toContain('your parent');
    expect(successorPoll).not.toContain('join  top-2 → top');

    // After the join: the line names the successor that joined.
    at(repo, '08:20:00');
    const late = await record(repo, wtCli, CLI, 'top', 'report', '[result] cli: JSON\nEvidence:\n- src/cli.js — the output\nBears on: none\nNext: docs\n');
    expect(late.code, late.stderr).toBe(0);
    expect(late.stderr).toContain('to top-2, which reads this message as its own; address top-2 from now on.');
    const second = await unread(repo, wtCli, CLI);
    expect(second.stdout).toContain('join  top-2 → top');
    expect(second.stdout).toContain('for cli: top-2 is your parent now; address it from now on');
    expect(second.stdout).not.toContain('handoff  top → top-2');

    // JSON lists the same entries; a message to a name that never handed off says nothing more.
    const json = JSON.parse((await runCli(['log', '--for', 'cli', '--format', 'json'], { cwd: wtCli, env: repo.env })).stdout);
    expect(json.messages.map((message: { kind: string }) => message.kind)).toEqual(['handoff', 'join']);
    const plain = await record(repo, wtCli, CLI, 'top-2', 'report', '[result] cli: done\nEvidence:\n- src/cli.js — all\nBears on: none\nNext: none\n');
    expect(plain.stderr).not.toContain('handed off');
  });
});

describe('a replacement reads what was sent to the session it replaced', () => {
  it('log --for cli-2 lists the answer sent to the dead cli, and says why; a sibling’s mail stays out', { timeout: 120_000 }, async () => {
    const repo = storyRepo(DOC, '09:00:00');
    const [wtCli, wtDocs] = await joinWorkers(repo, 'top', [CLI, DOCS], { rows: false });

    at(repo, '09:05:00');
    const question = await send(repo, wtCli, 'cli', 'top', 'report', '[question] cli: no flag\nOptions:\n- unchanged — as today\nDefault: unchanged\n');
    // cli's session dies; the top answers before it notices, and briefs docs.
    at(repo, '09:10:00');
    await send(repo, repo.dir, 'top', 'cli', 'brief', '[answer] cli: no flag\nAnswer: unchanged\nDecided by: the person\n', '--in-reply-to', question);
    await send(repo, repo.dir, 'top', 'docs', 'brief', 'docs: write the page\n');

    // The replacement joins as life-cycle.md says, with a plain join for the same parent and part.
    at(repo, '09:20:00');
    const replaced = await join_(repo, wtCli, CLI_2, 'top', 'cli', '--name', 'cli-2');
    expect(replaced.code, replaced.stderr).toBe(0);
    const poll = await unread(repo, wtCli, CLI_2);
    expect(poll.stdout).toContain('[answer] cli: no flag');
    expect(poll.stdout).toContain('for cli-2: sent to cli, whose part you own now');
    expect(poll.stdout).not.toContain('docs: write the page');
    const json = JSON.parse((await runCli(['log', '--for', 'cli-2', '--kind', 'brief', '--format', 'json'], { cwd: wtCli, env: repo.env })).stdout);
    expect(json.messages.map((message: { to: { name: string } }) => message.to.name)).toEqual(['cli']);
    // The sibling's listing is its own.
    expect((await runCli(['log', '--for', 'docs', '--kind', 'brief'], { cwd: wtDocs, env: repo.env })).stdout).not.toContain('[answer]');
  });
});

describe('view in a clone of its own', () => {
  it('reads the doc as pushed where the checkout’s copy is the branch point’s, and says so; notes the difference where both changed', {
    timeout: 120_000,
  }, async () => {
    const repo = storyRepo(DOC, '10:00:00');
    const { clone } = secondMachine(repo);
    clone.git('checkout', '-q', '-b', 'part/cli');

    // The top lists top-2 and pushes the doc.
    editDoc(
      repo,
      (text) => text.replace('| docs | claude |', `| top-2 | claude | ${TOP_2.session} | laptop | — | — | — | planned |\n| docs | claude |`),
      'top lists top-2',
    );
    repo.git('push', '-q', 'origin', 'main');

    const viewed = await teamdoc(clone, clone.dir, 'view');
    expect(viewed.code, viewed.stderr).toBe(0);
    expect(viewed.stdout).toContain("TEAM.md as pushed to origin/main, newer than this checkout's");
    expect(viewed.stdout).toContain('top-2');
    // Named, the file is read as named.
    expect((await teamdoc(clone, clone.dir, 'view', 'TEAM.md')).stdout).not.toContain('as pushed');

    // Edited on the branch too: the checkout's copy, with a line saying the pushed one differs.
    clone.write('TEAM.md', readFileSync(join(clone.dir, 'TEAM.md'), 'utf8').replace('Each lead owns one part.', 'Each lead owns one part, and says so.'));
    clone.git('commit', '-q', '-am', 'cli edits its copy');
    const edited = await teamdoc(clone, clone.dir, 'view');
    expect(edited.stdout).not.toContain('as pushed');
    expect(edited.stderr).toContain('teamdoc: TEAM.md here differs from the copy pushed to origin/main, and was changed on this branch');
    expect(edited.stderr).toContain('git show origin/main:TEAM.md');
  });
});
