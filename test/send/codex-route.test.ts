/**
 * `teamdoc send` to a Codex session, with the real Codex offline: the message
 * goes in with `codex queue`, inside teamdoc's envelope, and teamdoc's Codex
 * hook (installed by `teamdoc install codex`, trusted the way a person trusts
 * it) records it as delivered when it reaches the model's turn — once, on the
 * same entry.
 */
import { describe, expect, it } from 'vitest';
import { readEnvelope } from '../../src/protocol/envelope.js';
import type { CodexScript } from '../harness/openai-mock.js';
import { textOf } from '../harness/openai-mock.js';
import { scriptMarker } from '../harness/script.js';
import { codexHarness } from '../harness/vitest.js';
import { waitFor } from '../harness/wait.js';
import { teamDoc } from '../helpers/chain-team.js';
import { runCli } from '../helpers/cli.js';
import { logMessages, states, teamdocOnPath, waitForLog } from '../helpers/plugin-sessions.js';
import { makeRepo } from '../helpers/repo.js';

/** Answers each turn with the last user text it got. */
const echoes: CodexScript = (_request, context) => [{ text: `got: ${context.lastUserText}` }];

describe('teamdoc send to a Codex session', () => {
  it('a brief to a thread the daemon resumes reaches its turn: recorded once, sending, sent (resumed), then delivered by the Codex hook', async () => {
    const { codex, mock, root } = await codexHarness({ scripts: { echoes } });
    const repo = makeRepo({ files: { 'TEAM.md': 'placeholder\n' } });
    const codexEnv = { ...codex.env, PATH: `${teamdocOnPath(root)}:${codex.env.PATH}` };
    const worker = (await codex.run({ cwd: repo.dir, prompt: `${scriptMarker('echoes')} you are the worker`, env: codexEnv })).threadId!;
    repo.write('TEAM.md', teamDoc([`| lead | human | — | box | — | — | — | active |`, `| worker | codex | ${worker} | box | — | lead | eval | active |`]));
    repo.commitAll('team');
    const env = { ...repo.env, CODEX_HOME: codex.codexHome, PATH: codex.env.PATH, TEAMDOC_HOST: 'box' };
    const installed = await runCli(['install', 'codex', '--no-hooks'], { cwd: repo.dir, env });
    expect(installed.code).toBe(0);
    expect((await runCli(['install', 'codex'], { cwd: repo.dir, env })).code).toBe(0);
    await codex.trustHooks(repo.dir);

    // No process holds the thread and no daemon runs to resume it: refused, and nothing is written.
    const refused = await runCli(['send', '--to', 'worker', '--from', 'lead'], { cwd: repo.dir, env, input: 'start the eval' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      `teamdoc: not sent: worker (Codex thread ${worker}) is not running: no process holds the thread, and no local Codex daemon runs to resume it`,
    );
    expect(refused.stderr).toContain('codex app-server daemon start');
    expect(await logMessages(repo)).toEqual([]);
    await codex.startDaemon();

    const body = '[answer] eval: use the held-out split\nAnswer: split B\nDecided by: lead\n';
    const sent = await runCli(['send', '--to', 'worker', '--from', 'lead'], { cwd: repo.dir, env: { ...env, ...codexEnv }, input: body });
    expect(sent.stderr).toMatch(
      new RegExp(
        `^teamdoc: sent to worker \\(Codex thread ${worker}\\): resumed: queued as \\S+ and the local Codex daemon asked to resume the thread with it`,
      ),
    );
    expect(sent.code).toBe(0);
    const id = sent.stdout.trim();

    // The model's request holds the body inside teamdoc's envelope, naming the sender and the entry.
    const prompt = await waitFor(
      () =>
        mock
          .requestsFor('echoes')
          .map((request) =>
            (request.input ?? [])
              .filter((item) => item.role === 'user')
              .map((item) => textOf(item.content))
              .find((text) => text.includes('<teamdoc-message-')),
          )
          .find((text) => text !== undefined),
      { what: 'the queued message in a request' },
    );
    expect(readEnvelope(prompt, 'message')).toMatchObject({
      packet: body,
      attributes: { from: 'lead', claimed: 'yes: no session identity backs this name', kind: 'brief', entry: id },
    });
    expect(prompt).toContain('not typed by your user');

    const [message, ...more] = await waitForLog(repo, 'the brief delivered', (all) => all[0]?.delivery.state === 'delivered');
    expect(more).toEqual([]);
    expect(message).toMatchObject({ id, kind: 'brief', from: { name: 'lead' }, to: { name: 'worker', session: worker }, body });
    expect(states(message)).toEqual(['unknown', 'sent', 'delivered']);
    expect(message!.delivery.history[2]).toMatchObject({ provenance: { session: worker, event: 'UserPromptSubmit' } });
  });
});
