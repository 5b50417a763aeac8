/**
 * Which route `teamdoc send` takes, and what it refuses before anything is
 * written, from what this machine shows (given here as plain records).
 */
import { describe, expect, it } from 'vitest';
import type { ClaudeLiveSession } from '../../src/live/claude-sessions.js';
import type { CodexThread } from '../../src/live/codex-threads.js';
import type { LiveRecords } from '../../src/live/live-state.js';
import { chooseRoute, type RouteInput, type RouteRecipient } from '../../src/send/route.js';

const THREAD = '01a20000-0000-7000-8000-00000000000c';
const CLAUDE = '5e0c8a51-7d2f-4b9e-8c31-2a6f9d0b4e17';

function records(claude: Partial<ClaudeLiveSession>[] = [], codex: Partial<CodexThread>[] = [], daemon?: number): LiveRecords {
  return {
    host: 'box',
    claude: claude.map(
      (entry) =>
        ({
          file: 'x.json',
          pid: 42,
          session: CLAUDE,
          cwd: '/w',
          name: 'lead',
          status: 'idle',
          address: undefined,
          kind: 'interactive',
          version: undefined,
          updatedAt: undefined,
          socket: '/t/cc-socks/42.sock',
          waitingFor: undefined,
          jobId: undefined,
          procStart: undefined,
          pidDomain: undefined,
          liveness: 'alive',
          ...entry,
        }) as ClaudeLiveSession,
    ),
    codex: new Map(
      codex.map((thread) => [
        thread.thread ?? THREAD,
        { thread: THREAD, rollout: '/r.jsonl', cwd: '/w', writer: { kind: 'none' }, turnOpen: false, ...thread } as CodexThread,
      ]),
    ),
    heldCodex: [],
    codexDaemon: daemon,
    stateOf: () => ({
      state: 'exited',
      detail: 'no process runs it',
      activeAgoMs: undefined,
      open: { command: `claude --resume ${CLAUDE}`, cwd: undefined },
      pid: undefined,
    }),
    running: () => [],
  };
}

function route(recipient: Partial<RouteRecipient>, live: LiveRecords, senderRuntime?: string): ReturnType<typeof chooseRoute> {
  const input: RouteInput = {
    recipient: { name: 'worker', runtime: 'codex', session: THREAD, host: 'box', worktree: undefined, status: 'active', ...recipient },
    senderRuntime,
    here: 'box',
    live,
    codexDaemon: live.codexDaemon !== undefined,
    recordInstead: 'teamdoc record --from lead --to worker --kind brief --body-file -, with the same body on stdin',
  };
  return chooseRoute(input);
}

describe('teamdoc send’s route', () => {
  it('a Codex thread held by the daemon: codex queue; not held but the daemon runs: codex queue --resume', () => {
    expect(route({}, records([], [{ writer: { kind: 'daemon', pid: 7 } }], 7))).toMatchObject({ kind: 'codex-queue', resume: false });
    expect(route({}, records([], [{ writer: { kind: 'none' } }], 7))).toMatchObject({ kind: 'codex-queue', resume: true });
  });

  it('refuses a thread in a one-shot codex exec run (Codex drops what is queued during it), and waking one whose row says stopped', () => {
    expect(() => route({}, records([], [{ writer: { kind: 'exec', pid: 9 } }], 7))).toThrow(
      /not sent: worker is in the middle of a one-shot codex exec run \(pid 9\), and Codex 0\.169 drops a message queued during such a run/,
    );
    expect(() => route({ status: 'stopped' }, records([], [{ writer: { kind: 'none' } }], 7))).toThrow(/its row says stopped: sending would start it again/);
  });

  it('a Claude Code session with a live inbox: its socket; from another Claude Code session: SendMessage instead', () => {
    const claude = { name: 'lead', runtime: 'claude', session: CLAUDE };
    expect(route(claude, records([{}]))).toMatchObject({ kind: 'claude-inbox', socket: '/t/cc-socks/42.sock', pid: 42 });
    expect(() => route(claude, records([{}]), 'claude')).toThrow(/Claude Code sessions message each other with SendMessage/);
    expect(() => route(claude, records([{ socket: undefined }]))).toThrow(/has no inbox/);
    expect(() => route(claude, records([{ liveness: 'dead' }]))).toThrow(/is not running on this machine \(no process runs it\)/);
  });

  it('refuses a runtime with no route, a row without a session id, and another host, each with the record that keeps it instead', () => {
    for (const [recipient, words] of [
      [{ runtime: 'human' }, 'has runtime human, and teamdoc send delivers only to Claude Code and Codex sessions'],
      [{ runtime: undefined }, 'has no runtime in the roles table'],
      [{ session: undefined }, 'has no session id'],
      [{ host: 'gpu-b' }, 'runs on host gpu-b, not on this one (box)'],
    ] as const) {
      try {
        route(recipient, records());
        expect.unreachable();
      } catch (error) {
        expect((error as Error).message).toContain(words);
        expect((error as { hint?: string }).hint).toMatch(
          /^Nothing was written or sent\. Record it instead, .*: teamdoc record --from lead --to worker --kind brief/,
        );
      }
    }
  });

  it('a session that is not running: the hint leads with the record, and opening or starting a session is only the person’s to do', () => {
    const claude = { name: 'lead', runtime: 'claude', session: CLAUDE };
    const hints = [
      () => route(claude, records([{ liveness: 'dead' }])),
      () => route(claude, records([{ liveness: 'unknown' }])),
      () => route(claude, records([{ socket: undefined }])),
      () => route({}, records([], [{ writer: { kind: 'none' } }])),
      () => route({}, records([], [])),
      () => route({}, records([], [{ writer: { kind: 'exec', pid: 9 } }], 7)),
      () => route({ status: 'stopped' }, records([], [{ writer: { kind: 'none' } }], 7)),
    ].map((refused) => {
      try {
        refused();
      } catch (error) {
        return (error as { hint?: string }).hint!;
      }
      return expect.unreachable();
    });
    for (const hint of hints) {
      const name = hint.includes('--for lead') ? 'lead' : 'worker';
      expect(hint).toMatch(
        new RegExp(
          `^Nothing was written or sent\\. Record it instead, for ${name} to read with teamdoc log --unread --for ${name}: teamdoc record --from lead --to worker --kind brief --body-file -, with the same body on stdin\\. `,
        ),
      );
      // No sentence tells the sender to open, resume or start a session itself.
      expect(hint).not.toMatch(/(^|\. )(Open|Start|Resume)\b/);
    }
    expect(hints[0]).toContain(`Do not start it yourself: the person may open it (claude --resume ${CLAUDE})`);
    expect(hints[3]).toContain('the person may start the daemon (codex app-server daemon start) or open the thread (codex resume');
  });
});
