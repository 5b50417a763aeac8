/**
 * Facts about `codex queue` (Codex 0.169) that `teamdoc send` builds on,
 * checked with the real CLI offline: where a queued message goes, which runs
 * take it into a turn, and which lose it. If an upgrade changes one, this
 * file says which.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHookLog, recordingHooks } from './hooks.js';
import type { CodexScript, ResponsesRequest } from './openai-mock.js';
import { textOf } from './openai-mock.js';
import { scriptMarker } from './script.js';
import { codexHarness } from './vitest.js';
import { waitFor } from './wait.js';

/** Answers every turn with the user texts it was given since its last answer. */
const echoes: CodexScript = (request) => {
  const input = request.input ?? [];
  const lastAnswer = input.findLastIndex((item) => item.type === 'message' && item.role === 'assistant');
  const fresh = input
    .slice(lastAnswer + 1)
    .filter((item) => item.type === 'message' && item.role === 'user')
    .map((item) => textOf(item.content));
  return [{ text: `got: ${fresh.join(' + ')}` }];
};

/** A first turn that keeps its run busy in a command until `release` appears. */
const busyFirst: CodexScript = (request, context) =>
  context.turn === 0 ? [{ exec: 'for i in $(seq 300); do [ -e release ] && break; sleep 0.1; done; echo released' }] : echoes(request, context);

const QUEUED = /^Queued message ([0-9a-f-]{36}) for thread ([0-9a-f-]{36})\.\n$/;

/** The user texts of every request the model got, in order. */
function userTextsSeen(requests: ResponsesRequest[]): string[] {
  return requests.flatMap((request) =>
    (request.input ?? []).filter((item) => item.type === 'message' && item.role === 'user').map((item) => textOf(item.content)),
  );
}

/** SQLite keeps short text as it is, in the database or its write-ahead log. */
function queueFileHolds(codexHome: string, text: string): boolean {
  return ['queue_1.sqlite', 'queue_1.sqlite-wal'].some((file) => existsSync(join(codexHome, file)) && readFileSync(join(codexHome, file)).includes(text));
}

describe('Codex 0.169: codex queue', () => {
  it('stores the message under $CODEX_HOME and prints its id; refuses a model override, an unknown thread and an empty message; --resume without a daemon only warns', async () => {
    const { codex } = await codexHarness({ scripts: { echoes } });
    const cwd = codex.workdir('w');
    const first = await codex.run({ cwd, prompt: `${scriptMarker('echoes')} start` });
    const thread = first.threadId!;

    const queued = await codex.command(['queue', '--thread', thread, '--message=first queued'], { cwd });
    expect(queued).toMatchObject({ code: 0, stderr: '' });
    expect(QUEUED.exec(queued.stdout)?.[2]).toBe(thread);
    expect(queueFileHolds(codex.codexHome, 'first queued')).toBe(true);

    const model = await codex.command(['-c', 'model="gpt-5.5"', 'queue', '--thread', thread, '--message=x'], { cwd });
    expect(model.code).toBe(1);
    expect(model.stderr).toContain("`codex queue` does not support a `model` config override; queued messages use the thread's model");

    const unknown = await codex.command(['queue', '--thread', '01a20000-0000-7000-8000-000000000000', '--message=x'], { cwd });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no rollout found for thread id 01a20000-0000-7000-8000-000000000000');

    const empty = await codex.command(['queue', '--thread', thread, '--message='], { cwd });
    expect(empty.code).toBe(2);

    const resumed = await codex.command(['queue', '--thread', thread, '--message=resume me', '--resume'], { cwd });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(QUEUED);
    expect(resumed.stderr).toContain(
      `Warning: message was queued, but could not resume thread ${thread}: start a local daemon or specify a server with --remote`,
    );
  });

  it('codex exec resume takes the first queued message into its turn with its own prompt; the second is taken out of the queue and never reaches the model in that run', async () => {
    const { codex, mock } = await codexHarness({ scripts: { echoes } });
    const cwd = codex.workdir('w');
    const thread = (await codex.run({ cwd, prompt: `${scriptMarker('echoes')} start` })).threadId!;
    for (const text of ['queued one', 'queued two']) expect((await codex.command(['queue', '--thread', thread, `--message=${text}`], { cwd })).code).toBe(0);

    const resumed = await codex.run({ cwd, prompt: 'resumed prompt', args: ['resume', thread] });
    expect(resumed.code).toBe(0);
    const seen = userTextsSeen(mock.requestsFor('echoes'));
    expect(seen).toContain('queued one');
    expect(seen).toContain('resumed prompt');
    expect(seen).not.toContain('queued two');
  });

  it('a message queued while codex exec runs the thread is taken at the end of that run into a turn that is cut off: it reaches no request', async () => {
    const { codex, mock } = await codexHarness({ scripts: { busyFirst } });
    const cwd = codex.workdir('w');
    const running = codex.run({ cwd, prompt: `${scriptMarker('busyFirst')} work` });
    const rollout = await waitFor(() => codex.rollouts()[0], { what: 'the run’s rollout' });
    const thread = /([0-9a-f-]{36})\.jsonl$/.exec(rollout)![1]!;
    await waitFor(() => readFileSync(rollout, 'utf8').includes('exec_command'), { what: 'the busy command' });
    expect((await codex.command(['queue', '--thread', thread, '--message=queued mid-run'], { cwd })).code).toBe(0);
    writeFileSync(join(cwd, 'release'), '');
    expect((await running).code).toBe(0);
    expect(userTextsSeen(mock.requestsFor('busyFirst'))).not.toContain('queued mid-run');
    expect(readFileSync(rollout, 'utf8')).toContain('"type":"turn_aborted"');
  });

  it('the local daemon resumes a stopped thread on `codex queue --resume`, keeps it loaded (its writer lock) and takes each later queued message into a turn of its own; trusted hooks see each as UserPromptSubmit', async () => {
    const { codex, mock, root } = await codexHarness({ scripts: { echoes } });
    const cwd = codex.workdir('w');
    const hookLog = join(root, 'hooks.jsonl');
    const thread = (await codex.run({ cwd, prompt: `${scriptMarker('echoes')} start` })).threadId!;
    // Hooks written now run in the daemon only once trusted: the person's trust step.
    writeFileSync(join(codex.codexHome, 'hooks.json'), `${JSON.stringify(recordingHooks([{ event: 'UserPromptSubmit' }, { event: 'Stop' }], hookLog))}\n`);
    expect((await codex.trustHooks(cwd)).map((hook) => `${hook.eventName} ${hook.trustStatus}`)).toEqual(['userPromptSubmit trusted', 'stop trusted']);
    await codex.startDaemon();

    const resumed = await codex.command(['queue', '--thread', thread, '--message=wake up', '--resume'], { cwd });
    expect(resumed).toMatchObject({ code: 0, stderr: '' });
    await waitFor(() => userTextsSeen(mock.requestsFor('echoes')).includes('wake up'), { what: 'the resumed turn' });
    const lock = join(codex.codexHome, 'thread-writer-locks', `${thread}.lock`);
    const daemonPid = (JSON.parse(readFileSync(join(codex.codexHome, 'app-server-daemon', 'daemon.pid'), 'utf8')) as { pid: number }).pid;
    await waitFor(() => existsSync(lock), { what: 'the daemon’s writer lock' });
    expect(readFileSync('/proc/locks', 'utf8')).toContain(`FLOCK  ADVISORY  WRITE ${daemonPid} `);

    for (const text of ['live one', 'live two']) expect((await codex.command(['queue', '--thread', thread, `--message=${text}`], { cwd })).code).toBe(0);
    await waitFor(
      () => ['live one', 'live two'].every((text) => mock.requestsFor('echoes').some((request) => JSON.stringify(request.input?.at(-1)).includes(text))),
      { what: 'both live messages in turns of their own' },
    );
    const prompts = () =>
      readHookLog(hookLog)
        .filter((hook) => hook.event === 'UserPromptSubmit')
        .map((hook) => hook.payload.prompt);
    await waitFor(() => prompts().length === 3, { what: 'three UserPromptSubmit hooks' });
    expect(prompts()).toEqual(['wake up', 'live one', 'live two']);
    expect(readHookLog(hookLog).find((hook) => hook.event === 'UserPromptSubmit')?.payload.session_id).toBe(thread);

    await codex.stopDaemon();
    await waitFor(() => !existsSync(lock), { what: 'the lock to go with the daemon' });
  });
});
