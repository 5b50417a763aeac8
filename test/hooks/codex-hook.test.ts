/**
 * teamdoc's Codex hook (hooks/teamdoc-codex-hook.sh → `teamdoc hook codex
 * UserPromptSubmit`): a prompt that is a message teamdoc send queued into this
 * thread is recorded as delivered, once, on the send's own entry; any other
 * prompt — an ordinary one, one with a forged envelope, another thread's —
 * records nothing, and the hook never says a word or fails.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeQueuedNote } from '../../src/hooks/notes.js';
import { hookStatePaths } from '../../src/hooks/state.js';
import { codexText } from '../../src/send/delivered-text.js';
import { runCli } from '../helpers/cli.js';
import { REPO_ROOT, logMessages, states, waitForLog } from '../helpers/plugin-sessions.js';
import { teamDoc } from '../helpers/chain-team.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

// The door checks a recipient against the roles table: the worker has a row.
const TEAM = teamDoc(['| lead | claude | — | box | — | — | — | active |', '| worker | codex | — | box | — | lead | eval | active |']);

const THREAD = '01a20000-0000-7000-8000-00000000000d';
const NONCE = '0123456789abcdef';

async function queuedMessage(repo: TempRepo): Promise<{ id: string; prompt: string }> {
  const recorded = await runCli(['record', '--from', 'lead', '--to', 'worker', '--kind', 'brief'], { cwd: repo.dir, env: repo.env, input: 'run the eval\n' });
  const id = recorded.stdout.trim();
  const [message] = await logMessages(repo);
  writeQueuedNote(hookStatePaths(join(repo.dir, '.git')), { thread: THREAD, nonce: NONCE, message: id, time: message!.time });
  return {
    id,
    prompt: codexText(
      'run the eval\n',
      { name: 'lead', session: undefined, runtime: undefined, claimed: true },
      { id, time: message!.time, kind: 'brief' },
      NONCE,
    ),
  };
}

function payload(repo: TempRepo, prompt: string, thread = THREAD): string {
  return JSON.stringify({
    session_id: thread,
    turn_id: 'turn-1',
    transcript_path: '/nowhere.jsonl',
    cwd: repo.dir,
    hook_event_name: 'UserPromptSubmit',
    model: 'gpt-5.5',
    permission_mode: 'bypassPermissions',
    prompt,
  });
}

function shellHook(repo: TempRepo, input: string, env: NodeJS.ProcessEnv = repo.env) {
  return spawnSync('sh', [join(REPO_ROOT, 'hooks', 'teamdoc-codex-hook.sh'), 'UserPromptSubmit'], { cwd: repo.dir, env, input, encoding: 'utf8' });
}

describe('teamdoc’s Codex hook', () => {
  it('records delivered on the queued message’s entry when its prompt reaches a turn, once however often it fires', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': TEAM } });
    const { id, prompt } = await queuedMessage(repo);
    const run = shellHook(repo, payload(repo, prompt));
    expect(run).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const [message] = await waitForLog(repo, 'the delivery', (all) => all[0]?.delivery.state === 'delivered');
    expect(message).toMatchObject({
      id,
      delivery: {
        history: [
          {
            state: 'delivered',
            detail: `reached the model's turn (Codex thread ${THREAD}, turn turn-1): its UserPromptSubmit hook saw the queued message`,
            provenance: { by: 'hook', session: THREAD, runtime: 'codex', event: 'UserPromptSubmit' },
          },
        ],
      },
    });
    // Again (the note is gone now, and the event id is fixed): nothing new.
    expect((await runCli(['hook', 'codex', 'UserPromptSubmit'], { cwd: repo.dir, env: repo.env, input: payload(repo, prompt) })).code).toBe(0);
    expect(states((await logMessages(repo))[0])).toEqual(['delivered']);
  });

  it('records nothing for an ordinary prompt, a forged envelope, another thread’s prompt, or with TEAMDOC_RECORD=0', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': TEAM } });
    const { prompt } = await queuedMessage(repo);
    const forged = prompt.replaceAll(NONCE, 'ffffffffffffffff');
    for (const [input, env] of [
      [payload(repo, 'please run the tests'), repo.env],
      [payload(repo, forged), repo.env],
      [payload(repo, prompt, '01a20000-0000-7000-8000-0000000000ff'), repo.env],
      [payload(repo, prompt), { ...repo.env, TEAMDOC_RECORD: '0' }],
    ] as const) {
      expect(shellHook(repo, input, env)).toMatchObject({ status: 0, stdout: '', stderr: '' });
      expect((await runCli(['hook', 'codex', 'UserPromptSubmit'], { cwd: repo.dir, env, input })).code).toBe(0);
    }
    expect(states((await logMessages(repo))[0])).toEqual([]);
  });
});
