/**
 * Statements read in log order, and what `join` does with a new one: the two
 * agree, since join refuses exactly what check would call a conflict.
 */
import { describe, expect, it } from 'vitest';
import { planJoin, type JoinRequest } from '../../src/chain/join.js';
import { statedSessions } from '../../src/chain/statements.js';
import type { Statement } from '../../src/log/format/entry.js';
import { exampleMessage } from '../helpers/example-log.js';

const log = (...statements: Statement[]) => statements.map((join, index) => exampleMessage({ at: `10:${String(index).padStart(2, '0')}`, join }, index));

function request(overrides: Partial<JoinRequest>): JoinRequest {
  return {
    name: 'eval',
    parent: 'top',
    part: 'eval',
    session: 's-eval',
    runtime: undefined,
    host: undefined,
    worktree: undefined,
    amend: false,
    reason: undefined,
    handoff: undefined,
    ...overrides,
  };
}

describe('statements in log order', () => {
  it('classify repeats, renames, amendments and conflicts; the one in force is the last rename or amendment', () => {
    const [session] = statedSessions(
      log(
        { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' },
        { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' },
        { name: 'evals', parent: 'top', part: 'eval', session: 's-eval' },
        { name: 'evals', parent: 'train', part: 'eval', session: 's-eval' },
        { name: 'evals', parent: 'train', part: 'eval', session: 's-eval', amends: 'e1', reason: 'wrong parent' },
      ),
    );
    expect(session!.records.map((record) => record.kind)).toEqual(['first', 'repeat', 'rename', 'conflict', 'amendment']);
    expect(session!.current.message.id).toBe('e5');
    expect(session!.names).toEqual(['eval', 'evals']);
  });

  it('a statement by name only, then one with a session id under that name, is one session now known by its id', () => {
    const sessions = statedSessions(log({ name: 'eval', parent: 'top', part: 'eval' }, { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' }));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ key: 'session:s-eval', session: 's-eval' });
    expect(sessions[0]!.records.map((record) => record.kind)).toEqual(['first', 'repeat']);
  });

  it('two sessions under one name are two sessions', () => {
    expect(
      statedSessions(log({ name: 'eval', parent: 'top', part: 'eval', session: 'a' }, { name: 'eval', parent: 'top', part: 'eval', session: 'b' })),
    ).toHaveLength(2);
  });
});

describe('planJoin', () => {
  const earlier = log({ name: 'eval', parent: 'top', part: 'eval', session: 's-eval' });

  it('records a first statement, a rename and an amendment; the same statement is a no-op', () => {
    expect(planJoin(request({}), [])).toMatchObject({ action: 'record', kind: 'first' });
    expect(planJoin(request({ parent: 'TOP ' }), earlier)).toMatchObject({ action: 'same', existing: { message: { id: 'e1' } } });
    expect(planJoin(request({ name: 'evals' }), earlier)).toMatchObject({ action: 'record', kind: 'rename' });
    expect(planJoin(request({ parent: 'train', amend: true, reason: 'typo' }), earlier)).toMatchObject({
      action: 'record',
      kind: 'amendment',
      statement: { amends: 'e1', reason: 'typo' },
    });
  });

  it('refuses another parent or part without --amend, naming the statement in force', () => {
    expect(() => planJoin(request({ parent: 'train' }), earlier)).toThrow(
      /^Session s-eval already stated parent "top", part "eval" \(entry e1 of 2026-11-30T10:00:00.000Z\); a session states its parent once$/,
    );
    expect(() => planJoin(request({ part: 'other', name: 'evals' }), earlier)).toThrow(/already stated/);
  });
});
