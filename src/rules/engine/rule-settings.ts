/**
 * `rules:` in the team doc's front matter: a severity per rule id, reviewed in
 * the same pull request as the doc. Read entry by entry, so a misspelt id or
 * severity costs only its own line (`rule-config` reports it) and every other
 * entry still applies.
 */
import * as z from 'zod';
import type { Located, Span, TeamDoc } from '../../doc/model.js';
import type { Severity } from '../../findings/finding.js';

export const RULE_SETTINGS = ['off', 'info', 'warning', 'error'] as const;
export type RuleSetting = (typeof RULE_SETTINGS)[number];

const settingSchema = z.enum(RULE_SETTINGS);

interface SeverityEntry {
  ruleId: Located;
  /** As written (a scalar shown as text); the span of the value. */
  value: Located;
  /** undefined when the value is not one of RULE_SETTINGS. */
  setting: RuleSetting | undefined;
}

export interface SeverityEntries {
  entries: SeverityEntry[];
  /** Where `rules:` holds something other than a mapping. */
  notAMapping: Span | undefined;
}

export function severityEntries(doc: TeamDoc): SeverityEntries {
  const key = doc.frontMatter.keys.find((candidate) => candidate.key === 'rules');
  const value = doc.frontMatter.data?.rules;
  if (!key || value === null || value === undefined) return { entries: [], notAMapping: undefined };
  if (!key.entries) return { entries: [], notAMapping: key.valueSpan };
  return {
    entries: key.entries.map((entry) => {
      const parsed = settingSchema.safeParse(entry.value);
      return {
        ruleId: { text: entry.key, span: entry.span },
        value: { text: entry.value === undefined ? '' : String(entry.value), span: entry.valueSpan },
        setting: parsed.success ? parsed.data : undefined,
      };
    }),
    notAMapping: undefined,
  };
}

/** What the front matter sets, for the ids teamdoc knows; a later entry for the same id wins (YAML refuses repeats anyway). */
export function configuredSeverities(doc: TeamDoc, knownIds: ReadonlySet<string>): Map<string, RuleSetting> {
  const settings = new Map<string, RuleSetting>();
  for (const entry of severityEntries(doc).entries) {
    if (entry.setting !== undefined && knownIds.has(entry.ruleId.text)) settings.set(entry.ruleId.text, entry.setting);
  }
  return settings;
}

/** The severity a finding is shown with: the configured one, else its own. */
export function configuredSeverity(settings: ReadonlyMap<string, RuleSetting>, ruleId: string, own: Severity): Severity {
  const setting = settings.get(ruleId);
  return setting === undefined || setting === 'off' ? own : setting;
}

/** Rule ids that were renamed, with their names now: a doc configuring the old one is told the new one. */
export const RENAMED_RULES: Readonly<Record<string, string>> = { 'lead-silent': 'worker-silent', 'closeout-leads-active': 'closeout-workers-active' };
