import { saysSomething } from '../../doc/section-words.js';
import { FINISHED_STATUSES, nameKey } from '../../doc/vocabulary.js';
import { versionWords } from '../support/history-words.js';
import { rowInPlaceOf } from '../../doc/part-owners.js';
import { defineRule, type Related } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'closeout-verdict',
  group: 'roles',
  severity: 'warning',
  description: 'A role that is `done` or `stopped` has a verdict written for its part, unless another row took its place and the part goes on.',
  check({ doc, history }, report) {
    for (const role of doc.roles) {
      if (!role.status || !FINISHED_STATUSES.includes(role.status) || rowInPlaceOf(doc, role)) continue;
      for (const id of role.parts) {
        const part = doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(id.text));
        if (!part || saysSomething(part.verdict)) continue;
        const related: Related[] = [{ span: part.verdict ? part.verdict.heading.span : part.id.span, message: `the part ${quote(part.id.text)}` }];
        const since = history?.statusStretch([role.name.text, ...role.formerNames.map((name) => name.text)], FINISHED_STATUSES)?.since;
        if (since) related.push({ message: `${quote(role.name.text)} marked \`${role.status}\` in ${versionWords(since, history)}` });
        report(
          role.cells.status.span,
          `Unexpected part ${quote(part.id.text)} without a verdict while its owner ${quote(role.name.text)} is \`${role.status}\`, expected a verdict written at close-out`,
          {
            hint: 'Close-out writes the verdict: pass or fail against each criterion, with evidence (or why the part stopped).',
            related,
          },
        );
      }
    }
  },
});
