import { defineConfigRule } from './config-rule.js';
import { quote } from '../support/words.js';

export default defineConfigRule({
  id: 'disable-unused',
  severity: 'info',
  description: 'Every `teamdoc-disable` comment silences at least one finding.',
  needs: ['unused'],
  check({ unused = [] }, report) {
    for (const { directive, ruleIds } of unused) {
      const comment = `\`teamdoc-${directive.action}\` comment`;
      if (ruleIds.length === 0 || ruleIds.length === directive.ruleIds.length) {
        const what = directive.ruleIds.length === 0 ? 'nothing' : `no finding of ${directive.ruleIds.map((id) => quote(id.text)).join(', ')}`;
        report(directive.span, `Unexpected ${comment} that silences ${what}, expected a finding where it applies`, {
          hint: 'Remove the comment: nothing it covers is reported any more.',
        });
        continue;
      }
      for (const id of ruleIds) {
        report(id.span, `Unexpected ${quote(id.text)} in a ${comment} that silences no finding of it, expected a finding where it applies`, {
          hint: `Remove \`${id.text}\` from the comment; the other rules it names still have findings to silence.`,
        });
      }
    }
  },
});
