/**
 * Which findings on the log can be settled, and how: every rule that reads the
 * log is either acknowledgeable (its findings name the message they are about)
 * or listed as not, so a new log rule has to be placed; and a settlement
 * matches a finding by rule and message only.
 */
import { describe, expect, it } from 'vitest';
import { CONFIG_RULES } from '../../src/rules/config/index.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { ACKNOWLEDGEABLE_RULES, UNACKNOWLEDGEABLE_LOG_RULES, settlementsOf } from '../../src/rules/engine/settled.js';
import { CORRECTABLE_RULES } from '../../src/chain/settlements.js';
import type { DoneNote, LogDigest, SettlementNote } from '../../src/log/read/digest.js';
import { digestOf } from '../../src/log/read/digest.js';
import type { Finding } from '../../src/findings/finding.js';
import type { MessageRef } from '../../src/log/read/message-ref.js';

const ref = (id: string, time: string, from = 'eval'): MessageRef => ({
  id,
  time,
  kind: 'report',
  path: `messages/${id}.md`,
  from,
  to: 'top',
  delivery: 'unknown',
});
const done = (id: string, time: string, part: string, evidence: number): DoneNote => ({ ...ref(id, time), part, evidence, criteria: [] });
const finding = (ruleId: string, id: string): Finding => ({
  file: 'TEAM.md',
  ruleId,
  severity: 'warning',
  message: 'm',
  entry: { ref: 'refs/heads/teamdoc/log', id, time: '', path: '' },
});
const digest = (parts: Partial<LogDigest>): LogDigest => ({ ...digestOf([]), ...parts });

/** Whether anything on the log settles a finding. */
const isSettled = (log: LogDigest) => (finding: Finding) => settlementsOf(log)(finding).length > 0;

describe('settling findings on the log', () => {
  it('places every rule that reads the log: acknowledgeable, or named as not', () => {
    const logRules = [
      ...ALL_RULES.filter((rule) => rule.needs.includes('log')),
      ...CONFIG_RULES.filter((rule) => rule.needs.includes('unusedAcknowledgements')),
    ]
      .map((rule) => rule.id)
      .sort();
    expect([...ACKNOWLEDGEABLE_RULES, ...UNACKNOWLEDGEABLE_LOG_RULES].sort()).toEqual(logRules);
    for (const id of CORRECTABLE_RULES) expect(ACKNOWLEDGEABLE_RULES).toContain(id);
  });

  it('a later [done] with evidence on the same part (any case) supersedes every earlier one; one without, or on another part, none', () => {
    const settled = isSettled(
      digest({
        done: [
          done('A', '2026-12-01T09:00:00Z', 'train', 0),
          done('B', '2026-12-01T09:10:00Z', 'eval', 3),
          done('C', '2026-12-01T09:20:00Z', 'Train', 1),
          done('D', '2026-12-01T09:30:00Z', 'train', 0),
        ],
      }),
    );
    expect(['A', 'B', 'C', 'D'].filter((id) => settled(finding('report-evidence', id)))).toEqual(['A']);
    // Superseding is report-evidence's alone.
    expect(settled(finding('worker-silent', 'A'))).toBe(false);
  });

  it('an acknowledgement settles its rule on its message; a correction the rules about what a message says', () => {
    const note = (how: SettlementNote['how'], settles: string, rule?: string): SettlementNote => ({
      ...ref(`${how}-${settles}`, '2026-12-01T10:00:00Z', 'top'),
      how,
      settles,
      ...(rule ? { rule } : {}),
      reason: 'why',
    });
    const settled = isSettled(digest({ settlements: [note('acknowledged', 'A', 'worker-silent'), note('corrected', 'B')] }));
    expect(settled(finding('worker-silent', 'A'))).toBe(true);
    expect(settled(finding('report-evidence', 'A'))).toBe(false);
    expect(settled(finding('worker-silent', 'B'))).toBe(false);
    expect(settled(finding('report-evidence', 'B'))).toBe(true);
    expect(settled(finding('part-plan-recorded', 'B'))).toBe(true);
    // A finding that names no message, or a rule whose findings cannot be settled, stays.
    expect(settled({ ...finding('worker-silent', 'A'), entry: undefined })).toBe(false);
    expect(settled(finding('log-integrity', 'A'))).toBe(false);
  });
});
