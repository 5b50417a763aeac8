/**
 * One team doc through every enabled rule: the structure rules while loading,
 * then the others. Providers (the log, the history) are loaded by the caller
 * only when a rule in `rules` needs them.
 *
 * The doc configures its own check, as linters let a file do: a rule set to
 * `off` under `rules:` never runs, a `teamdoc-disable` comment silences
 * findings where it applies, the severity set under `rules:` is the one every
 * finding of that rule is shown with, and the configuration rules report what
 * in all that teamdoc does not know or what silenced nothing.
 */
import { loadTeamDoc, type LoadedDoc } from './load-doc.js';
import type { TeamDoc } from '../doc/model.js';
import { sortFindings, type Finding } from '../findings/finding.js';
import { CONFIG_RULES } from './config-index.js';
import { ALL_RULES } from './index.js';
import { runRules, type Rule, type RuleContext, type RuleProviders } from './rule.js';
import { configuredSeverities, configuredSeverity } from './rule-settings.js';
import { settledBy } from './settled.js';
import { silencingOf } from './silencing.js';

export interface CheckOptions {
  now: Date;
  rules?: readonly Rule[];
  providers?: RuleProviders;
}

/** Ids a comment may name: the doc's rules. */
const SILENCEABLE_IDS = ALL_RULES.map((rule) => rule.id);
/** Ids `rules:` may set: the doc's rules and the configuration's own. */
const CONFIGURABLE_IDS = [...SILENCEABLE_IDS, ...CONFIG_RULES.map((rule) => rule.id)];
const CONFIGURABLE = new Set(CONFIGURABLE_IDS);

export function checkTeamDoc(path: string, displayPath: string, options: CheckOptions): Finding[] {
  return checkLoadedDoc(loadTeamDoc(path, displayPath, options.now), displayPath, options);
}

/** `rules` less those the doc sets to `off`: what a check of this doc runs (and loads providers for). */
export function configuredRules(doc: TeamDoc, rules: readonly Rule[] = ALL_RULES): Rule[] {
  const settings = configuredSeverities(doc, CONFIGURABLE);
  return rules.filter((rule) => settings.get(rule.id) !== 'off');
}

/** The rules over a doc already loaded (so a caller can read its history in between). */
export function checkLoadedDoc({ doc, findings }: LoadedDoc, displayPath: string, options: CheckOptions): Finding[] {
  const settings = configuredSeverities(doc, CONFIGURABLE);
  const rules = configuredRules(doc, options.rules ?? ALL_RULES);
  const enabled = new Set(rules.map((rule) => rule.id));
  const context: RuleContext = { doc, file: displayPath, now: options.now, ...options.providers };
  const found = [...findings.filter((finding) => enabled.has(finding.ruleId)), ...runRules(rules.filter((rule) => rule.group !== 'structure'), context)];

  // What the log settled is gone before comments are judged: a comment that only silenced it is unused.
  const settled = context.log ? settledBy(context.log.digest) : () => false;
  const silencing = silencingOf(doc.directives, SILENCEABLE_IDS);
  const shown = found.filter((finding) => !settled(finding) && !silencing.silences(finding.ruleId, finding.line));
  // A comment is judged unused only for rules whose findings are all known: those that ran, or are off.
  const judged = new Set(ALL_RULES.filter((rule) => (enabled.has(rule.id) ? rule.needs.every((need) => context[need] !== undefined) : settings.get(rule.id) === 'off')).map((rule) => rule.id));
  const configFindings = runRules(
    CONFIG_RULES.filter((rule) => settings.get(rule.id) !== 'off'),
    { doc, file: displayPath, configurableIds: CONFIGURABLE_IDS, silenceableIds: SILENCEABLE_IDS, unused: silencing.unused(judged) },
  );
  return sortFindings([...shown, ...configFindings].map((finding) => ({ ...finding, severity: configuredSeverity(settings, finding.ruleId, finding.severity) })));
}
