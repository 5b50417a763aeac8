/**
 * What a rule is: an id, a default severity, one line saying what it checks,
 * where it is documented, what it needs beyond the doc, and a check that
 * reports findings through `report`. The runner stamps file, rule id,
 * severity and url on each finding, so a rule only says where and what.
 */
import type { Finding, Severity } from '../findings/finding.js';
import type { DocHistory } from '../doc/history.js';
import type { Span, TeamDoc } from '../doc/model.js';

/**
 * What a rule may need beyond the doc. `check` provides each only when an
 * enabled rule needs it, so a doc-only run never reads the log or git history.
 * The chain rules (issue 4) type `log`. A rule that only enriches its findings
 * with history (which commit did it) reads `history` without needing it.
 */
export interface RuleProviders {
  log?: unknown;
  history?: DocHistory;
}

export type ProviderName = keyof RuleProviders;

export interface RuleContext extends RuleProviders {
  doc: TeamDoc;
  /** The path findings name (relative to the working directory, POSIX separators). */
  file: string;
  now: Date;
}

/** The other side of a finding: "`8100-8149` held by `train`" on line 35. */
export interface Related {
  span?: Span;
  message: string;
}

export interface ReportDetails {
  hint?: string;
  related?: Related[];
}

export type Report = (span: Span | undefined, message: string, details?: ReportDetails) => void;

export type RuleGroup = 'structure' | 'roles' | 'resources' | 'board' | 'parts' | 'history';

export interface Rule {
  id: string;
  group: RuleGroup;
  severity: Severity;
  description: string;
  url: string;
  needs: readonly ProviderName[];
  check(context: RuleContext, report: Report): void;
}

/** Where the rules are documented; each rule has an anchor named by its id. */
export const RULES_DOC_URL = 'https://github.com/teamdoc/teamdoc/blob/main/docs/rules.md';

export function defineRule(definition: Omit<Rule, 'url' | 'needs'> & { needs?: readonly ProviderName[] }): Rule {
  return { ...definition, needs: definition.needs ?? [], url: `${RULES_DOC_URL}#${definition.id}` };
}

/** Runs rules over one context; a rule whose providers are absent is skipped. */
export function runRules(rules: readonly Rule[], context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  for (const rule of rules) {
    if (rule.needs.some((need) => context[need] === undefined)) continue;
    rule.check(context, (span, message, details = {}) => {
      const finding: Finding = { file: context.file, ruleId: rule.id, severity: rule.severity, message, url: rule.url };
      if (span) Object.assign(finding, { line: span.start.line, column: span.start.column, endLine: span.end.line, endColumn: span.end.column });
      if (details.hint) finding.hint = details.hint;
      if (details.related?.length) {
        finding.related = details.related.map((related) => ({
          message: related.message,
          file: context.file,
          ...(related.span ? { line: related.span.start.line, column: related.span.start.column } : {}),
        }));
      }
      findings.push(finding);
    });
  }
  return findings;
}
