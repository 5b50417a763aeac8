/**
 * The rounds of `check --fix` over a toy checker: safe suggestions apply,
 * overlapping ones wait for the next round, unsafe ones never apply, and
 * fixes that keep undoing each other stop after the bound.
 */
import { describe, expect, it } from 'vitest';
import type { Finding, Suggestion } from '../../src/findings/finding.js';
import { fixInRounds, MAX_FIX_ROUNDS } from '../../src/fix/fix-rounds.js';

/** A finding whose suggestion replaces line 1's columns [from, to) with `text`. */
function finding(ruleId: string, from: number, to: number, text: string, safe = true): Finding {
  const suggestion: Suggestion = {
    message: `write ${text}`,
    edits: [{ line: 1, column: from, endLine: 1, endColumn: to, text }],
    ...(safe ? { safe: true as const } : {}),
  };
  return { file: 'd.md', line: 1, column: from, ruleId, severity: 'error', message: ruleId, suggestion };
}

/** Every `x` is a finding that suggests `y`; `ab` is one that suggests `a`, unsafely. */
async function toyCheck(text: string): Promise<Finding[]> {
  const found: Finding[] = [];
  for (let index = text.indexOf('x'); index !== -1; index = text.indexOf('x', index + 1)) found.push(finding('x-to-y', index + 1, index + 2, 'y'));
  const unsafe = text.indexOf('ab');
  if (unsafe !== -1) found.push(finding('ab-to-a', unsafe + 1, unsafe + 3, 'a', false));
  return found;
}

describe('fixInRounds', () => {
  it('applies every safe suggestion, leaves the unsafe one and reports what remains', async () => {
    const result = await fixInRounds('xx ab x', await toyCheck('xx ab x'), toyCheck);
    expect(result.text).toBe('yy ab y');
    expect(result.applied.map((fix) => fix.finding.column)).toEqual([1, 2, 7]);
    expect(result.findings.map((found) => found.ruleId)).toEqual(['ab-to-a']);
  });

  it('holds back a suggestion that overlaps one already chosen until the next round, and a second run changes nothing', async () => {
    // Both rewrite columns 1-3; the second is computed afresh after the first is applied.
    let rounds = 0;
    const check = async (text: string): Promise<Finding[]> => {
      rounds++;
      return text === 'abc' ? [finding('one', 1, 3, 'AB'), finding('two', 2, 4, 'BC')] : text === 'ABc' ? [finding('two', 2, 4, 'Bc!')] : [];
    };
    const result = await fixInRounds('abc', await check('abc'), check);
    expect(result.text).toBe('ABc!');
    expect(result.applied.map((fix) => fix.finding.ruleId)).toEqual(['one', 'two']);
    expect(rounds).toBe(3);
    const again = await fixInRounds(result.text, await check(result.text), check);
    expect(again.applied).toEqual([]);
    expect(again.text).toBe(result.text);
  });

  it('stops after its bound when fixes undo each other', async () => {
    const flip = async (text: string) => [finding('flip', 1, 2, text === 'a' ? 'b' : 'a')];
    const result = await fixInRounds('a', await flip('a'), flip);
    expect(result.applied).toHaveLength(MAX_FIX_ROUNDS);
  });
});
