/**
 * What `teamdoc ack` checks before it writes: the rule is one whose findings
 * name a log message, and the reason is one line a reader can take in.
 */
import { UsageError } from '../../errors.js';
import { closest } from '../../text/closest.js';
import { ALL_RULES } from '../index.js';
import { ACKNOWLEDGEABLE_RULES } from './settled.js';

/** The rule id as given, when findings of that rule can be acknowledged; else a UsageError with what to do instead. */
export function acknowledgeableRule(ruleId: string): string {
  if ((ACKNOWLEDGEABLE_RULES as readonly string[]).includes(ruleId)) return ruleId;
  if (ALL_RULES.some((rule) => rule.id === ruleId)) {
    throw new UsageError(`rule ${ruleId}: its findings name no log message, so they cannot be acknowledged`, {
      hint: `Set its severity under \`rules:\` in the doc's front matter, or put \`<!-- teamdoc-disable-next-line ${ruleId} -->\` above the line. Nothing was written.`,
    });
  }
  const meant =
    closest(ruleId, ACKNOWLEDGEABLE_RULES) ??
    closest(
      ruleId,
      ALL_RULES.map((rule) => rule.id),
    );
  throw new UsageError(`rule ${ruleId}: no such rule${meant ? `; did you mean ${meant}?` : ''}`, {
    hint: 'The rule id is the one `teamdoc check` prints beside the finding (docs/rules.md lists them all). Nothing was written.',
  });
}

/** A reason in one line, spaces trimmed; an empty or multi-line one is refused. */
export function acknowledgementReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '')
    throw new UsageError('--reason is empty, expected why the finding is accepted', {
      hint: 'For example --reason "evidence is in the PR: #412". Nothing was written.',
    });
  if (/[\r\n]/.test(trimmed))
    throw new UsageError('--reason spans several lines, expected one line', {
      hint: 'Say why in one line; details belong in a message or the doc. Nothing was written.',
    });
  return trimmed;
}
