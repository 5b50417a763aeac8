/**
 * The top's successor's first message says, worker by worker, how to tell it
 * of the takeover (from its Roles row), and speaks of sync only when a worker
 * runs on another host than the top's.
 */
import { describe, expect, it } from 'vitest';
import { type FirstMessageFacts, renderFirstMessage } from '../../src/handoff/first-message.js';
import type { TopWorker } from '../../src/handoff/from-doc.js';
import { packetText } from '../helpers/handoff.js';

const facts = (workers: TopWorker[], runtime = 'claude'): FirstMessageFacts => ({
  team: 'wordfreq',
  part: undefined,
  successor: 'top-2',
  predecessor: { name: 'top', session: 'c1111111-1111-4111-8111-111111111111', runtime, worktree: '/work/wordfreq', claimed: false, host: 'laptop' },
  workers,
  handoff: { id: '01M8PD7SVRE7QFV9R7237NX8QC', time: '2026-11-30T14:20:14.583Z' },
  reportTo: undefined,
  fromDoc: { intent: 'Count words.', resources: '(none)', criteria: '(none yet)' },
  docPath: '/work/wordfreq/TEAM.md',
  permissionMode: 'acceptEdits',
  packet: packetText(),
});

const worker = (name: string, runtime: string, host: string, finished?: string): TopWorker => ({ name, runtime, host, finished });

describe("the top's successor's first message", () => {
  it('tells each worker by its own route: SendMessage, teamdoc send, record and sync; a stopped one nothing', () => {
    const message = renderFirstMessage(
      facts([
        worker('ranking', 'claude', 'gpu-box'),
        worker('cli', 'codex', 'laptop', 'stopped'),
        worker('cli-2', 'codex', 'laptop'),
        worker('docs', 'claude', 'laptop'),
      ]),
    );
    expect(message).toContain(
      '   - `ranking` (on gpu-box, another host): `teamdoc record --from top-2 --to ranking --kind brief --body-file -`, then `teamdoc sync`.',
    );
    expect(message).toContain("   - `cli` (`stopped`): send it nothing; its replacement's kickoff names top-2 as its parent.");
    expect(message).toContain('   - `cli-2` (codex, on this host): `teamdoc send --to cli-2`, the message on stdin; if it refuses and says to record,');
    expect(message).toContain('   - `docs` (Claude Code, on this host): the SendMessage tool, `to: "docs"`.');
    // A worker elsewhere: the sync section names it, whatever the top's own checkout holds.
    expect(message).toContain('## Workers on other machines');
    expect(message.replace(/\s+/g, ' ')).toContain('through the remote: `ranking` (on gpu-box). Run `teamdoc sync` right after the join');
    expect(message).not.toMatch(/git worktree list` shows only|In a clone of your own/);
  });

  it('says nothing of sync when every worker shares the top’s host, and a Codex top reaches a Claude Code worker with teamdoc send', () => {
    const message = renderFirstMessage(facts([worker('ranking', 'claude', 'laptop'), worker('gone', 'claude', 'gpu-box', 'done')], 'codex'));
    expect(message).not.toContain('sync');
    expect(message).toContain('   - `ranking` (claude, on this host): `teamdoc send --to ranking`');
    expect(message).toContain('   - `gone` (`done`): send it nothing; its part is closed.');
    expect(message).not.toContain('SendMessage');
  });

  it('a standing authority in the Rules moves to the successor; a record of a past decision stays; a line holding both is split; a Note naming the old top names the new one instead', () => {
    const message = renderFirstMessage(facts([])).replace(/\s+/g, ' ');
    expect(message).toContain('A Rules line that gives `top` a standing authority');
    expect(message).toContain('A line that records a past decision ("Decided by top, within its own authority (answer to …)") stays as written');
    expect(message).toContain('A Resources Note that names `top` as the one who acts ("top commits them on part/cli") names `top-2` instead');
    expect(message).toContain('A line that holds both, split: the standing part names `top-2`, the past act keeps its name.');
    expect(message).toContain('A worker your packet says died gets none');
  });
});

describe("a worker successor's first message", () => {
  const successor = (runtime: string, parent: { runtime: string; host: string }): string =>
    renderFirstMessage({
      ...facts([], runtime),
      part: 'cli',
      successor: 'cli-2',
      predecessor: { name: 'cli', session: undefined, runtime, worktree: '/work/wt-cli', claimed: false, host: 'laptop' },
      workers: undefined,
      reportTo: { name: 'top', session: 'c2222222-2222-4222-8222-222222222222', ...parent },
    });
  const reaching = ['## Reaching your parent', '## Reaching your parent, with teamdoc send', '## Reaching your parent, from another machine'];

  it('carries only its own case: SendMessage and an [ack], teamdoc send and the join as ack, or record and sync', () => {
    const cases = [
      { message: successor('claude', { runtime: 'claude', host: 'laptop' }), kept: reaching[0]!, says: '`[ack] cli: took over from cli as cli-2`' },
      { message: successor('codex', { runtime: 'claude', host: 'laptop' }), kept: reaching[1]!, says: 'Your join is your ack' },
      { message: successor('claude', { runtime: 'claude', host: 'gpu-box' }), kept: reaching[2]!, says: 'then `teamdoc sync`' },
    ];
    for (const { message, kept, says } of cases) {
      const lines = message.split('\n');
      for (const heading of reaching) expect(lines.includes(heading), heading).toBe(heading === kept);
      expect(message.replace(/\s+/g, ' ')).toContain(says);
      expect(message).not.toMatch(/git worktree list` shows only|In a clone of your own/);
      if (kept !== reaching[0]) expect(message).not.toContain('SendMessage');
      if (kept !== reaching[2]) expect(message).not.toContain('teamdoc sync');
    }
  });

  it('names the doc in force first: the path on its parent’s host, the pushed doc from a clone, whose own copy comes after as the one not to read', () => {
    const here = successor('claude', { runtime: 'claude', host: 'laptop' }).replace(/\s+/g, ' ');
    expect(here).toContain(
      'The team doc is `/work/wordfreq/TEAM.md` (if this says `(none)`, the project keeps no team doc): read its Roles, Rules and Resources.',
    );
    const clone = renderFirstMessage({
      ...facts([]),
      part: 'ranking',
      successor: 'ranking-2',
      predecessor: { name: 'ranking', session: undefined, runtime: 'claude', worktree: '/gpu/wordfreq', claimed: false, host: 'gpu-box' },
      workers: undefined,
      reportTo: { name: 'top', session: 'c2222222-2222-4222-8222-222222222222', runtime: 'claude', host: 'laptop' },
      docPath: '/gpu/wordfreq/TEAM.md',
      pushedDoc: { ref: 'origin/main', path: 'TEAM.md' },
    }).replace(/\s+/g, ' ');
    const inForce = clone.indexOf('The team doc in force is the one your parent pushed, `git fetch origin && git show origin/main:TEAM.md`');
    expect(inForce).toBeGreaterThan(-1);
    expect(clone.indexOf("Your clone's copy, `/gpu/wordfreq/TEAM.md`, is only as new as your part's branch: not that one.")).toBeGreaterThan(inForce);
    expect(clone).not.toContain('The team doc is `/gpu/wordfreq/TEAM.md`');
  });
});
