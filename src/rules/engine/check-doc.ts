/**
 * One team doc through every enabled rule: the structure rules while loading,
 * then the others. Providers (the log, the history) are loaded by the caller
 * only when a rule in `rules` needs them.
 *
 * The doc configures its own check, as linters let a file do: a rule set to
 * `off` under `rules:` never runs, a `teamdoc-disable` comment silences
 * findings where it applies, the severity set under `rules:` is the one every
 * finding of that rule is shown with, and the configuration rules report what
 * in all that teamdoc does not know or what silenced (or settled) nothing.
 */
import { loadTeamDoc, type LoadedDoc } from './load-doc.js';
import type { TeamDoc } from '../../doc/model.js';
import { sortFindings, type Finding } from '../../findings/finding.js';
import { CONFIG_RULES } from '../config/index.js';
import { ALL_RULES } from '../index.js';
import { withDerivedProviders } from './derived-providers.js';
import { loadedProvider, runRules, type Rule, type RuleProviders } from './rule.js';
import { configuredSeverities, configuredSeverity } from './rule-settings.js';
import { silencingOf } from './silencing.js';
import { settlerOf, silencedIn } from './suppressions.js';

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
export function checkLoadedDoc(loaded: LoadedDoc, displayPath: string, options: CheckOptions): Finding[] {
  return checkLoadedDocInFull(loaded, displayPath, options).findings;
}

export interface DocCheck {
  /** What the check shows. */
  findings: Finding[];
  /** What the log settled or a comment silenced, each with its `suppression` (SARIF lists them so). */
  suppressed: Finding[];
}

/** The rules over a doc already loaded, with the findings left out and why. */
export function checkLoadedDocInFull({ doc, findings }: LoadedDoc, displayPath: string, options: CheckOptions): DocCheck {
  const settings = configuredSeverities(doc, CONFIGURABLE);
  const rules = configuredRules(doc, options.rules ?? ALL_RULES);
  const enabled = new Set(rules.map((rule) => rule.id));
  const context = withDerivedProviders({ doc, file: displayPath, now: options.now, ...options.providers }, rules);
  const found = [
    ...findings.filter((finding) => enabled.has(finding.ruleId)),
    ...runRules(
      rules.filter((rule) => rule.group !== 'structure'),
      context,
    ),
  ];

  // What the log settled is gone before comments are judged: a comment that only silenced it is unused.
  const settle = settlerOf(context, CONFIGURABLE);
  const silencing = silencingOf(doc.directives, SILENCEABLE_IDS);
  const shown: Finding[] = [];
  const suppressed: Finding[] = [];
  for (const finding of found) {
    const suppression = settle(finding) ?? silencedIn(silencing, finding);
    if (suppression) suppressed.push({ ...finding, suppression });
    else shown.push(finding);
  }
  // A comment or an acknowledgement is judged unused only for rules whose findings are all known: those that ran, or are off.
  const judged = new Set(
    ALL_RULES.filter((rule) =>
      enabled.has(rule.id) ? rule.needs.every((need) => context[loadedProvider(need)] !== undefined) : settings.get(rule.id) === 'off',
    ).map((rule) => rule.id),
  );
  const configFindings = runRules(
    CONFIG_RULES.filter((rule) => settings.get(rule.id) !== 'off'),
    {
      doc,
      file: displayPath,
      configurableIds: CONFIGURABLE_IDS,
      silenceableIds: SILENCEABLE_IDS,
      unused: silencing.unused(judged),
      unusedAcknowledgements: settle.unused(judged),
    },
  );
  // An acknowledgement that settles nothing can itself be acknowledged (docs/rules.md, ack-unused).
  for (const finding of configFindings) {
    const suppression = settle(finding);
    if (suppression) suppressed.push({ ...finding, suppression });
    else shown.push(finding);
  }
  const configured = (list: Finding[]) =>
    sortFindings(list.map((finding) => ({ ...finding, severity: configuredSeverity(settings, finding.ruleId, finding.severity) })));
  return { findings: configured(shown), suppressed: configured(suppressed) };
}
