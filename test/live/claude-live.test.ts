/**
 * Live state of Claude Code 2.1.328 sessions as teamdoc reads it (the registry
 * files, each process checked, and the transcripts), against what
 * `claude agents --json` — the supported way to ask — says of the same
 * sessions: idle, busy in a tool, a background job (opened with `claude
 * attach`), and exited.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLiveRecords } from '../../src/live/live-state.js';
import { busyUntilFileAppears, scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { waitFor } from '../harness/wait.js';

interface Agent {
  sessionId?: string;
  pid?: number;
  status?: string;
  id?: string;
  kind?: string;
}

describe('live state of Claude Code sessions', () => {
  it('agrees with claude agents --json: idle, busy in a tool, a background job to attach to, and exited once it ends', async () => {
    const busy = (_request: unknown, context: { turn: number }) =>
      context.turn === 0 ? [{ tool: 'Bash', input: { command: busyUntilFileAppears('release') } }] : [{ text: 'released' }];
    const { claude } = await claudeHarness({ scripts: { idle: { turns: [[{ text: 'ready' }]] }, busy } });
    const env = { HOME: claude.home };
    const agents = async () => JSON.parse((await claude.command(['agents', '--json'])).stdout) as Agent[];
    const state = async (session: string) => (await readLiveRecords(env, 'box', [])).stateOf({ runtime: 'claude', session, host: undefined });

    const idle = claude.start({ cwd: claude.workdir('a'), name: 'a', prompt: `${scriptMarker('idle')} wait` });
    await idle.turnEnded(1);
    const idleEntry = await idle.waitForStatus('idle');
    expect(await state(idle.sessionId)).toMatchObject({
      state: 'idle',
      pid: idleEntry.pid,
      detail: `open in its terminal (pid ${idleEntry.pid})`,
      open: undefined,
    });
    expect((await agents()).find((agent) => agent.sessionId === idle.sessionId)).toMatchObject({ pid: idleEntry.pid, status: 'idle' });

    const cwd = claude.workdir('b');
    const working = claude.start({ cwd, name: 'b', prompt: `${scriptMarker('busy')} work` });
    await working.waitForTranscriptRow((row) => JSON.stringify(row).includes('"name":"Bash"'), 'the Bash call');
    await working.waitForStatus('busy');
    expect(await state(working.sessionId)).toMatchObject({ state: 'running', detail: 'in a turn' });
    expect((await agents()).find((agent) => agent.sessionId === working.sessionId)).toMatchObject({ status: 'busy' });
    writeFileSync(join(cwd, 'release'), '');
    await working.turnEnded(1);

    const background = await claude.startBackground({ cwd: claude.workdir('c'), name: 'c', prompt: `${scriptMarker('idle')} wait` });
    expect(background.jobId).toBeDefined();
    const job = await waitFor(async () => (await agents()).find((agent) => agent.id === background.jobId && agent.sessionId !== undefined), {
      what: 'the background job in claude agents',
    });
    await waitFor(async () => (await state(job.sessionId!)).open !== undefined, { what: 'the job in the registry' });
    expect(await state(job.sessionId!)).toMatchObject({ open: { command: `claude attach ${background.jobId}` } });

    await idle.close();
    expect(await state(idle.sessionId)).toMatchObject({
      state: 'exited',
      detail: 'no process runs it',
      open: { command: `claude --resume ${idle.sessionId}` },
    });
    expect((await agents()).some((agent) => agent.sessionId === idle.sessionId)).toBe(false);
    expect(await state('00000000-0000-4000-8000-000000000000')).toMatchObject({
      state: 'unknown',
      detail: 'no registry entry or transcript of it on this machine',
    });
    await working.close();
  });
});
