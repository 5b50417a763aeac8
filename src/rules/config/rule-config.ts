import { closest } from '../../text/closest.js';
import { defineConfigRule } from './config-rule.js';
import type { Report } from '../engine/rule.js';
import { RENAMED_RULES, RULE_SETTINGS, severityEntries } from '../engine/rule-settings.js';
import { oneOf, quote } from '../support/words.js';

export default defineConfigRule({
  id: 'rule-config',
  severity: 'warning',
  description: 'Rule ids and severities under `rules:` in the front matter and in `teamdoc-disable` comments are ones teamdoc knows.',
  check({ doc, configurableIds, silenceableIds }, report) {
    const { entries, notAMapping } = severityEntries(doc);
    if (notAMapping) {
      report(notAMapping, `Unexpected \`rules:\` that is not a mapping, expected rule ids each with ${oneOf(RULE_SETTINGS)}`, {
        hint: 'Write one rule per line under `rules:`, indented: `  doc-placeholder: off`.',
      });
    }
    for (const { ruleId, value, setting } of entries) {
      if (!configurableIds.includes(ruleId.text)) {
        reportUnknownId(report, ruleId.text, ruleId.span, 'under `rules:`', configurableIds);
      } else if (setting === undefined) {
        const suggestion = closest(value.text, RULE_SETTINGS);
        report(value.span, `Unexpected severity ${quote(value.text)} for ${quote(ruleId.text)}, expected ${oneOf(RULE_SETTINGS)}`, {
          hint: suggestion ? `Did you mean \`${suggestion}\`?` : `Write one of them; until then \`${ruleId.text}\` keeps its own severity.`,
        });
      }
    }
    for (const directive of doc.directives) {
      for (const id of directive.ruleIds) {
        if (silenceableIds.includes(id.text)) continue;
        if (configurableIds.includes(id.text)) {
          report(id.span, `Unexpected ${quote(id.text)} in a \`teamdoc-${directive.action}\` comment, expected a rule whose findings a comment can silence`, {
            hint: `Findings about the configuration itself are set under \`rules:\` in the front matter; remove \`${id.text}\` from the comment.`,
          });
        } else {
          reportUnknownId(report, id.text, id.span, `in a \`teamdoc-${directive.action}\` comment`, silenceableIds);
        }
      }
    }
  },
});

function reportUnknownId(report: Report, id: string, span: Parameters<Report>[0], where: string, known: readonly string[]): void {
  const renamed = RENAMED_RULES[id];
  const suggestion = renamed !== undefined && known.includes(renamed) ? renamed : closest(id, known);
  report(span, `Unexpected rule ${quote(id)} ${where}, expected a teamdoc rule id`, {
    hint:
      renamed === suggestion && renamed !== undefined
        ? `\`${id}\` is now called \`${renamed}\`; write that.`
        : suggestion
          ? `Did you mean \`${suggestion}\`?`
          : 'docs/rules.md lists every rule id; an unknown one configures nothing.',
  });
}
