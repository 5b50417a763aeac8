import { saysSomething } from '../../doc/section-words.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'verdict-evidence',
  group: 'parts',
  severity: 'warning',
  description: 'A verdict cites evidence another session can check: a path, a commit, a command or a link.',
  check({ doc }, report) {
    for (const part of doc.parts) {
      const verdict = part.verdict;
      if (!verdict || !saysSomething(verdict) || verdict.evidence.length > 0) continue;
      report(
        verdict.content.span,
        `Unexpected verdict of ${quote(part.id.text)} without evidence, expected a path, a commit, a command or a link that shows it`,
        {
          hint: 'For example: Pass (see `runs/7b/eval.json`, commit `3f2a9c1`). “It works” cites nothing another session can check.',
        },
      );
    }
  },
});
