/**
 * A handoff between real Claude Code sessions (the offline harness): a lead
 * loads the handoff skill and runs `teamdoc handoff --start` with its packet;
 * teamdoc starts the successor with the real `claude --bg`, in the lead's own
 * permission mode; the successor's first message is the packet in teamdoc's
 * envelope, it runs the join it was given, and the chain and the log show
 * both generations, linked both ways.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ClaudeContext } from '../harness/anthropic-mock.js';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { teamDoc } from '../helpers/chain-team.js';
import { runCli } from '../helpers/cli.js';
import { packetText } from '../helpers/handoff.js';
import { REPO_ROOT, backgroundHooksDone, waitForLog, withTeamdoc } from '../helpers/plugin-sessions.js';
import { TEST_IDENTITY, makeRepo } from '../helpers/repo.js';

describe('a handoff between real Claude Code sessions', () => {
  it('the lead hands off with the skill and --start; the successor started by claude --bg joins as its successor; view and log show both', async () => {
    const lead = randomUUID();
    const repo = makeRepo({ files: { 'TEAM.md': teamDoc([`| lead | claude | ${lead} | ws-1 | — | — | — | active |`]) } });
    // The successor reads its first message and runs the join it names, nothing else.
    const successor = (_request: unknown, context: ClaudeContext) =>
      context.turn === 0
        ? [{ tool: 'Bash', input: { command: `${/^teamdoc join .+$/m.exec(context.lastUserText)?.[0] ?? 'false'}\necho "exit=$?"` } }]
        : [{ text: `joined: ${context.lastToolResult}` }];
    const packet = packetText({ Goal: `${scriptMarker('successor')} Get the eval suite green; handed over: all of it.` });
    const { claude, mock, root } = await claudeHarness({
      scripts: {
        lead: {
          turns: [
            [{ tool: 'Skill', input: { skill: 'teamdoc:handoff' } }],
            [{ tool: 'Bash', input: { command: `teamdoc handoff --name lead-2 --start <<'EOF'\n${packet}EOF\necho "exit=$?"` } }],
            [{ text: 'handed off: {{lastToolResult}}' }],
          ],
        },
        successor,
      },
    });
    claude.acceptFirstRunPrompts([repo.dir]);

    const run = await claude.run({
      cwd: repo.dir,
      sessionId: lead,
      prompt: `${scriptMarker('lead')} my context is nearly full: hand this off`,
      pluginDirs: [REPO_ROOT],
      env: { ...withTeamdoc(claude, root), ...TEST_IDENTITY },
      timeoutMs: 120_000,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /teamdoc: started lead-2 with claude --bg \(job \w+, permission mode bypassPermissions\); it joins with the handoff's first command\nexit=0/,
    );
    // The skill was loaded before the command ran.
    expect(JSON.stringify(mock.requestsFor('lead')[1])).toContain('# Hand your thread to a fresh session');

    const log = await waitForLog(repo, 'the successor’s join', (messages) => messages.some((message) => message.kind === 'join'), 90_000);
    const handoff = log.find((message) => message.kind === 'handoff')!;
    const join = log.find((message) => message.kind === 'join')!;
    expect(handoff).toMatchObject({
      from: { name: 'lead', session: lead },
      to: { name: 'lead-2' },
      body: packet,
      provenance: { by: 'cli', detected: { via: 'CLAUDE_CODE_SESSION_ID', session: lead } },
    });
    expect(handoff.delivery.history.map((event) => event.state)).toContain('sent');
    expect(handoff.delivery.history.find((event) => event.state === 'sent')?.detail).toMatch(
      /^started with claude --bg as job \w+, permission mode bypassPermissions$/,
    );
    expect(join).toMatchObject({ from: { name: 'lead-2' }, to: { name: 'lead' } });
    expect(join.from.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(join.from.session).not.toBe(lead);
    expect(JSON.stringify(join)).toContain(handoff.id);

    const view = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout);
    const byName = Object.fromEntries(view.sessions.map((session: { name: string }) => [session.name, session]));
    expect(byName.lead).toMatchObject({ session: lead, generation: 1 });
    expect(byName['lead-2']).toMatchObject({ session: join.from.session, generation: 2, takeover: { handoff: handoff.id, predecessor: `session:${lead}` } });
    expect(view.lineages).toEqual([[`session:${lead}`, `session:${join.from.session}`]]);

    await claude.command(['daemon', 'stop', '--any']);
    await backgroundHooksDone(root);
  }, 240_000);
});
