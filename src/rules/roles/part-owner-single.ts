import type { Located, Role, TeamDoc } from '../../doc/model.js';
import type { Suggestion } from '../../findings/finding.js';
import { nameKey } from '../../doc/vocabulary.js';
import { isFinished } from '../../doc/part-owners.js';
import { suggestion } from '../support/edits.js';
import { replacementEdits } from '../support/replacement-edits.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'part-owner-single',
  group: 'roles',
  severity: 'error',
  description:
    'A part has one owner at a time: no two roles that are not `done` or `stopped` name the same part (a replaced or handed-off owner keeps its row, finished).',
  check({ doc }, report) {
    const owners = new Map<string, { role: Role; part: Located }>();
    for (const role of doc.roles) {
      if (isFinished(role)) continue;
      for (const part of role.parts) {
        const key = nameKey(part.text);
        const first = owners.get(key);
        if (!first) {
          owners.set(key, { role, part });
          continue;
        }
        if (first.role === role) continue;
        report(
          part.span,
          `Unexpected second owner ${quote(role.name.text)} of part ${quote(part.text)} (owned by ${quote(first.role.name.text)}, line ${first.role.line}), expected one owner per part`,
          {
            hint: `One owner per part: if one took the other's place (a replacement or a handoff), set the one it replaced to \`stopped\` or \`done\`; otherwise split the part.`,
            related: [{ span: first.part.span, message: `owned by ${quote(first.role.name.text)}` }],
            suggestion: replacedRow(doc, first.role, role),
          },
        );
      }
    }
  },
});

/**
 * The edit for the layout a replacement gives (README, "A team's life"): the
 * later row took the earlier one's place, so the earlier one is `stopped` and
 * its resources move. A
 * person's choice, never applied unasked; left out when the earlier row owns
 * other parts too, which stopping it would orphan.
 */
function replacedRow(doc: TeamDoc, earlier: Role, later: Role): Suggestion | undefined {
  if (earlier.parts.length !== 1) return undefined;
  const name = quote(earlier.name.text);
  return suggestion(
    `Set ${name} to \`stopped\` and give its resources to ${quote(later.name.text)}, which took its place (if not, split the part instead)`,
    ...replacementEdits(doc, earlier, later),
  );
}
