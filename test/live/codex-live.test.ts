/**
 * Live state of Codex 0.169 threads as teamdoc reads it (the rollout, the
 * writer lock and its holder in the kernel's table, the local daemon): a
 * one-shot `codex exec` run in a turn, then the thread no process holds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLiveRecords } from '../../src/live/live-state.js';
import { scriptMarker } from '../harness/script.js';
import { codexHarness } from '../harness/vitest.js';
import { waitFor } from '../harness/wait.js';

describe('live state of a Codex thread', () => {
  it('running while a codex exec run holds it in a turn; exited once the run ends with no daemon to resume it', async () => {
    const { codex } = await codexHarness({
      scripts: { busy: { turns: [[{ exec: 'for i in $(seq 300); do [ -e release ] && break; sleep 0.1; done; echo released' }], [{ text: 'done' }]] } },
    });
    const cwd = codex.workdir('w');
    const env = { CODEX_HOME: codex.codexHome, HOME: codex.home };
    const run = codex.run({ cwd, prompt: `${scriptMarker('busy')} work` });
    const rollout = await waitFor(() => codex.rollouts()[0], { what: 'the rollout' });
    const thread = /([0-9a-f-]{36})\.jsonl$/.exec(rollout)![1]!;
    await waitFor(() => readFileSync(rollout, 'utf8').includes('exec_command'), { what: 'the busy command' });
    const state = async () =>
      (await readLiveRecords(env, 'box', [{ runtime: 'codex', session: thread, host: undefined }])).stateOf({
        runtime: 'codex',
        session: thread,
        host: undefined,
      });

    expect(await state()).toMatchObject({
      state: 'running',
      detail: expect.stringMatching(/^in a turn, held by a codex exec run \(pid \d+\)$/),
      open: { command: `codex resume ${thread}`, cwd },
    });
    writeFileSync(join(cwd, 'release'), '');
    expect((await run).code).toBe(0);
    expect(await state()).toMatchObject({
      state: 'exited',
      detail: 'no process holds the thread, and no local Codex daemon runs to resume it',
      open: { command: `codex resume ${thread}` },
    });
  });
});
