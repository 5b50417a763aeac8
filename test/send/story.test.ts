/**
 * A Claude Code lead and a Codex worker in one repository, both real and
 * offline (scripted models), exchanging a brief and a report by their native
 * routes through `teamdoc send`: the brief goes into the worker's thread with
 * `codex queue` (the local Codex daemon resumes it), the report into the
 * lead's inbox socket. Each receiving model's request holds the text; the log
 * holds each message once, with its route and final delivery state; `view`
 * shows both sessions' live state; stopping the worker turns it to exited and
 * `check` says so. Then the refusals: an unknown name, another host, a stopped
 * session, a Claude session whose settings refuse messages.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnvelope } from '../../src/protocol/envelope.js';
import type { ClaudeScript } from '../harness/anthropic-mock.js';
import type { CodexScript } from '../harness/openai-mock.js';
import { textOf } from '../harness/openai-mock.js';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness, codexHarness } from '../harness/vitest.js';
import { waitFor } from '../harness/wait.js';
import { teamDoc } from '../helpers/chain-team.js';
import { flat, runCli } from '../helpers/cli.js';
import { REPO_ROOT, states, teamdocOnPath, waitForLog } from '../helpers/plugin-sessions.js';
import { addWorktree, makeRepo } from '../helpers/repo.js';

const BRIEF = '[answer] eval: score the held-out split first\nAnswer: split B, then report\nDecided by: lead\n';
const REPORT = '[result] eval: held-out accuracy 0.91\nEvidence:\n- runs/eval/held-out.json\nBears on: the release decision\nNext: the full suite\n';

function heredoc(teamdoc: string, args: string, body: string): string {
  return `${teamdoc} ${args} <<'EOF'\n${body}EOF`;
}

describe('a Claude Code lead and a Codex worker, by their native routes', () => {
  it('exchange a brief and a report: each model reads the other’s text, the log holds each once with its route and state, view shows both live, and a stopped worker is exited in view and check', async () => {
    const { claude, mock: anthropic, root: claudeRoot } = await claudeHarness();
    const { codex, mock: openai, root: codexRoot } = await codexHarness();
    const teamdoc = `${teamdocOnPath(codexRoot)}/teamdoc`;
    const lead = randomUUID();
    // The split is in the doc before the worker starts: its row is planned, its session not known yet.
    const repo = makeRepo({
      files: { 'TEAM.md': teamDoc([`| lead | claude | ${lead} | box | — | — | — | active |`, '| worker | codex | — | box | — | lead | eval | planned |']) },
    });
    const workTree = addWorktree(repo, 'eval');

    // One machine, one person: both runtimes' homes are visible to both sides, as ~/.claude and ~/.codex are.
    const shared = { TEAMDOC_HOST: 'box', CODEX_HOME: codex.codexHome, CLAUDE_CONFIG_DIR: `${claude.home}/.claude` };
    anthropic.script('lead', (_request, context) => {
      if (context.lastUserText.includes('<cross-session-message')) return [{ text: `read: ${context.peerMessages.at(-1)!.body}` }];
      return context.turn === 0 ? [{ tool: 'Bash', input: { command: heredoc(teamdoc, 'send --to worker', BRIEF) } }] : [{ text: 'briefed' }];
    });
    const worker: CodexScript = (request, context) => {
      const last = request.input?.at(-1);
      if (last?.type === 'function_call_output')
        return [{ text: `done: ${context.lastToolResult.split('\n').find((line) => line.startsWith('teamdoc:')) ?? ''}` }];
      if (context.lastUserText.includes('<teamdoc-message-')) return [{ exec: heredoc(teamdoc, 'send --to lead', REPORT) }];
      return [{ exec: `${teamdoc} join --name worker --parent lead --part eval` }];
    };
    openai.script('worker', worker);

    // The worker starts from its kickoff and acks; then the team doc names both sessions.
    const kickoff = await codex.run({ cwd: workTree, prompt: `${scriptMarker('worker')} You are worker; ack first.`, env: shared });
    expect(kickoff.code).toBe(0);
    const thread = kickoff.threadId!;
    repo.write(
      'TEAM.md',
      teamDoc([
        `| lead | claude | ${lead} | box | ${repo.dir} | — | — | active |`,
        `| worker | codex | ${thread} | box | ${workTree} | lead | eval | active |`,
      ]),
    );
    repo.commitAll('team');
    const env = { ...repo.env, ...shared, PATH: codex.env.PATH };
    expect((await runCli(['install', 'codex'], { cwd: repo.dir, env })).code).toBe(0);
    await codex.trustHooks(workTree);
    await codex.startDaemon(shared);

    // The lead (with the teamdoc plugin) briefs the worker from its Bash tool.
    const leadSession = claude.start({
      cwd: repo.dir,
      sessionId: lead,
      name: 'lead',
      pluginDirs: [REPO_ROOT],
      env: { ...shared, PATH: `${teamdocOnPath(claudeRoot)}:${codex.env.PATH}` },
      prompt: `${scriptMarker('lead')} brief the worker`,
    });
    await leadSession.turnEnded(1);

    // The worker's model got the brief in teamdoc's envelope; it reported back into the lead's turn.
    const briefPrompt = await waitFor(() => userTexts(openai.requestsFor('worker')).find((text) => text.includes('<teamdoc-message-')), {
      what: 'the brief in a worker request',
    });
    expect(readEnvelope(briefPrompt, 'message')).toMatchObject({
      packet: BRIEF,
      attributes: { from: 'lead', session: lead, runtime: 'claude', kind: 'brief' },
    });
    const read = await leadSession.turnEnded(2);
    expect(String(read.result)).toBe(`read: ${REPORT}\n[teamdoc: sent by worker, a codex session; answer with teamdoc send --to worker, not SendMessage]`);

    // Each message once, with its route (the sending event) and its final state.
    const messages = await waitForLog(
      repo,
      'both messages delivered',
      (all) => all.filter((message) => message.kind !== 'join').every((message) => message.delivery.state === 'delivered') && all.length === 3,
    );
    const brief = messages.find((message) => message.kind === 'brief')!;
    const report = messages.find((message) => message.kind === 'report')!;
    expect(brief).toMatchObject({ from: { name: 'lead', session: lead, runtime: 'claude' }, to: { name: 'worker', session: thread }, body: BRIEF });
    expect(states(brief)).toEqual(['unknown', 'sent', 'delivered']);
    expect(brief.delivery.history[0]!.detail).toBe(
      `sending: with codex queue into Codex thread ${thread}, resuming it on the local daemon; no answer recorded yet`,
    );
    expect(brief.delivery.history[1]!.detail).toMatch(/^resumed: queued as \S+ and the local Codex daemon asked to resume the thread with it$/);
    expect(brief.delivery.history[2]!.provenance).toMatchObject({ session: thread, event: 'UserPromptSubmit' });
    expect(report).toMatchObject({ from: { name: 'worker', session: thread, runtime: 'codex' }, to: { name: 'lead', session: lead }, body: REPORT });
    expect(states(report)?.[0]).toBe('unknown');
    expect(states(report)?.at(-1)).toBe('delivered');
    expect(report.delivery.history[0]!.detail).toMatch(/^sending: through the inbox socket of Claude Code session .* \(pid \d+\); no answer recorded yet$/);

    // scan, reading the lead's transcript, finds the report by the msg_id send gave it, and agrees with the log.
    const scan = await runCli(['scan'], { cwd: repo.dir, env: { ...env, HOME: claude.home } });
    expect(scan.code).toBe(0);
    expect(scan.stdout).toContain(`log      ${report.id} (found by msg_id) agrees: delivered`);
    // view: both sessions' live state on this machine, and the commands that open them.
    const running = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env })).stdout) as {
      live: { host: string; sessions: Record<string, { state: string; open: { command: string } | null }> };
    };
    expect(running.live.host).toBe('box');
    expect(running.live.sessions[`session:${lead}`]).toMatchObject({ state: 'idle' });
    expect(running.live.sessions[`session:${thread}`]).toMatchObject({ state: 'idle', open: { command: `codex resume ${thread}` } });
    const text = await runCli(['view'], { cwd: repo.dir, env });
    expect(text.stdout).toMatch(
      /Live on box .*\n {2}lead {4}claude {2}idle \(open in its terminal \(pid \d+\), active \d+s ago\)\n {2}worker {2}codex {3}idle /,
    );

    // The worker stops (its daemon goes): view says exited, and check warns about its `active` row.
    await codex.stopDaemon();
    const stopped = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env })).stdout) as typeof running;
    expect(stopped.live.sessions[`session:${thread}`]).toMatchObject({ state: 'exited' });
    const check = await runCli(['check'], { cwd: repo.dir, env });
    expect(flat(check.stdout)).toContain(
      `Unexpected status \`active\` for \`worker\`, whose Codex thread has exited on box (no process holds the thread, and no local Codex daemon runs to resume it`,
    );
    expect(flat(check.stdout)).toContain('live-session-gone');
    expect(flat(check.stdout)).toContain(`hint: To carry on, open it again: codex resume ${thread} (in ${workTree})`);
    await leadSession.close();
  });
});

describe('teamdoc send refuses what it cannot deliver, and says what to do instead', () => {
  it('an unknown name, another host, a stopped Claude session and a stopped Codex thread write nothing; a Claude session whose settings refuse messages answers refused, and the log says so', async () => {
    const reads: ClaudeScript = () => [{ text: 'waiting' }];
    const { claude } = await claudeHarness({ scripts: { reads } });
    const { codex } = await codexHarness({ scripts: { hello: { turns: [[{ text: 'hi' }]] } } });
    const thread = (await codex.run({ cwd: codex.workdir('w'), prompt: `${scriptMarker('hello')} hi` })).threadId!;
    const auditor = randomUUID();
    const closed = randomUUID();
    const repo = makeRepo({
      files: {
        'TEAM.md': teamDoc([
          '| lead | human | — | box | — | — | — | active |',
          `| worker | codex | ${thread} | box | — | lead | eval | active |`,
          `| auditor | claude | ${auditor} | box | — | lead | audit | active |`,
          `| archivist | claude | ${closed} | box | — | lead | archive | active |`,
          `| remote | claude | ${randomUUID()} | gpu-b | — | lead | remote | active |`,
        ]),
      },
    });
    const session = claude.start({
      cwd: repo.dir,
      sessionId: auditor,
      name: 'auditor',
      settings: { crossSessionInbound: 'refuse' },
      prompt: `${scriptMarker('reads')} wait`,
    });
    await session.turnEnded(1);
    const gone = claude.start({ cwd: repo.dir, sessionId: closed, name: 'archivist', prompt: `${scriptMarker('reads')} wait` });
    await gone.turnEnded(1);
    await gone.close();
    const env = {
      ...repo.env,
      TEAMDOC_HOST: 'box',
      CODEX_HOME: codex.codexHome,
      CLAUDE_CONFIG_DIR: `${claude.home}/.claude`,
      PATH: codex.env.PATH,
      CODEX_THREAD_ID: thread,
      TEAMDOC_NAME: 'worker',
    };
    const send = (to: string) =>
      runCli(['send', '--to', to], { cwd: repo.dir, env, input: `[question] ${to}: is the split final?\nOptions: yes / no\nDefault: yes\nDeadline: today\n` });

    const unknown = await send('auditr');
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('teamdoc: not sent: no session named "auditr" in the roles table or the log\'s statements; did you mean "auditor"?');
    const remote = await send('remote');
    expect(remote.code).toBe(2);
    expect(remote.stderr).toContain('teamdoc: not sent: remote runs on host gpu-b, not on this one (box)');
    expect(flat(remote.stderr)).toContain(
      'hint: Nothing was written or sent. Record it instead, for remote to read with teamdoc log --unread --for remote: teamdoc record --from worker --to remote --kind report --body-file -, with the same body on stdin. Then teamdoc sync, so it reaches gpu-b. Or run teamdoc send there',
    );
    const stoppedClaude = await send('archivist');
    expect(stoppedClaude.code).toBe(2);
    expect(stoppedClaude.stderr).toContain(`teamdoc: not sent: archivist (Claude Code session ${closed}) is not running on this machine (no process runs it)`);
    expect(flat(stoppedClaude.stderr)).toContain(
      `hint: Nothing was written or sent. Record it instead, for archivist to read with teamdoc log --unread --for archivist: teamdoc record --from worker --to archivist --kind report --body-file -, with the same body on stdin. Do not start it yourself: the person may open it (claude --resume ${closed}`,
    );
    const self = await runCli(['send', '--to', 'worker', '--from', 'lead'], { cwd: repo.dir, env: { ...env, CODEX_THREAD_ID: '' }, input: 'hello' });
    expect(self.code).toBe(2);
    expect(self.stderr).toContain(
      `teamdoc: not sent: worker (Codex thread ${thread}) is not running: no process holds the thread, and no local Codex daemon runs to resume it`,
    );
    const logged = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env });
    expect(JSON.parse(logged.stdout).messages).toEqual([]);

    const refused = await send('auditor');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^teamdoc: refused by auditor \(Claude Code session [0-9a-f-]+\): refused: Claude Code's receipt: The recipient session is not accepting cross-session messages/,
    );
    expect(refused.stderr).toContain('hint: auditor does not take messages from other sessions now');
    const [message, ...more] = await waitForLog(repo, 'the refused question', (all) => all.length === 1);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      kind: 'report',
      from: { name: 'worker', session: thread },
      to: { name: 'auditor', session: auditor },
      delivery: { state: 'refused' },
    });
    expect(states(message)).toEqual(['unknown', 'refused']);
    expect(JSON.stringify(session.transcript())).not.toContain('is the split final?');
    await session.close();
  });
});

function userTexts(requests: Array<{ input?: Array<{ type?: string; role?: string; content?: unknown }> }>): string[] {
  return requests.flatMap((request) =>
    (request.input ?? []).filter((item) => item.type === 'message' && item.role === 'user').map((item) => textOf(item.content)),
  );
}
