/**
 * What a rule is: an id, a default severity, one line saying what it checks,
 * where it is documented, what it needs beyond the doc, and a check that
 * reports findings through `report`. The runner stamps file, rule id,
 * severity and url on each finding, so a rule only says where and what.
 */
import type { Finding, LogEntryLocation, RelatedLocation, Severity, Suggestion } from '../../findings/finding.js';
import type { DocHistory } from '../../doc/history.js';
import type { Span, TeamDoc } from '../../doc/model.js';
import type { Chain } from '../../chain/model.js';
import type { LogSnapshot } from '../../log/read/provider.js';
import type { LogMessage } from '../../log/read/read.js';
import type { LiveProvider } from '../../live/team-live.js';

/**
 * What a rule may need beyond the doc. `check` provides each only when an
 * enabled rule needs it, so a doc-only run never reads the log or git history.
 * `log` is the message log of the doc's repository (its digest: statements,
 * traffic by party, delivery trouble); `messages` every message in it;
 * `history` the doc's git history; `live` what this machine shows of the
 * sessions (running, idle, exited…); `chain` the chain of the doc and that log.
 * A rule that only enriches its findings with history (which commit did it)
 * reads `history` without needing it.
 */
export interface RuleProviders {
  log?: LogSnapshot;
  /** Derived, not loaded: present once the log has a tip (before, chain-log-missing speaks and the chain rules are skipped). */
  chain?: Chain;
  /** Every message of that log with its delivery folded in, parsed only when a rule needs it (the chain rules read the digest). */
  messages?: LogMessage[];
  history?: DocHistory;
  /** The sessions' live state on this machine, from the runtimes' own records (`--no-live` leaves it out). */
  live?: LiveProvider;
}

export type ProviderName = keyof RuleProviders;

/** What a command loads for a rule's needs: the chain is derived from the log. */
export type LoadedProviderName = Exclude<ProviderName, 'chain'>;

export function loadedProvider(need: ProviderName): LoadedProviderName {
  return need === 'chain' ? 'log' : need;
}

export interface RuleContext extends RuleProviders {
  doc: TeamDoc;
  /** The path findings name (relative to the working directory, POSIX separators). */
  file: string;
  now: Date;
}

/** The other side of a finding: "`8100-8149` held by `train`" on line 35, or the log entry that said so. */
export interface Related {
  span?: Span;
  message: string;
  /** Another file the place is in (a kickoff finding pointing into the team doc); default: the finding's own. */
  file?: string;
  entry?: LogEntryLocation;
}

interface ReportDetails {
  hint?: string;
  related?: Related[];
  /** The log entry the finding is about. */
  entry?: LogEntryLocation;
  /** A milder severity than the rule's own, for this finding (a statement still awaited while `starting`). */
  severity?: Severity;
  /** The edit of this doc that the hint proposes, when it proposes one (src/rules/support/edits.ts builds them). */
  suggestion?: Suggestion;
}

export type Report = (span: Span | undefined, message: string, details?: ReportDetails) => void;

export type RuleGroup = 'structure' | 'roles' | 'resources' | 'board' | 'parts' | 'chain' | 'kickoff' | 'history' | 'live' | 'config';

/** `C` with the optional parts named by `N` present: the context of a rule that needs them. */
type ContextWith<C, N extends keyof C> = C & { [K in N]-?: NonNullable<C[K]> };

/**
 * A check of one kind of input (`C`: the team doc, or a kickoff), with the
 * names (`N`) of the optional parts of its context it cannot run without:
 * its check is given them present, and is skipped when one is absent.
 */
export interface RuleOf<C, N extends keyof C & string = never> {
  id: string;
  group: RuleGroup;
  severity: Severity;
  description: string;
  url: string;
  needs: readonly N[];
  check(context: ContextWith<C, N>, report: Report): void;
}

/** The context of a doc rule that needs `N`. */
export type RuleContextWith<N extends ProviderName> = ContextWith<RuleContext, N>;

/** A rule over the team doc; a registry holds `Rule`s of every need. */
export type Rule<N extends ProviderName = ProviderName> = RuleOf<RuleContext, N>;

/** Where the rules are documented; each rule has an anchor named by its id. */
export const RULES_DOC_URL = 'https://github.com/teamdoc/teamdoc/blob/main/docs/rules.md';

export function defineRule<N extends ProviderName = never>(definition: Omit<Rule<N>, 'url' | 'needs'> & { needs?: readonly N[] }): Rule<N> {
  return { ...definition, needs: definition.needs ?? [], url: `${RULES_DOC_URL}#${definition.id}` };
}

/** Whether the context holds every part a rule needs. */
function hasNeeds<C, N extends keyof C>(context: C, needs: readonly N[]): context is ContextWith<C, N> {
  return needs.every((need) => context[need] !== undefined);
}

/** Runs rules over one context; a rule whose providers are absent is skipped. */
export function runRules<C extends { file: string }>(rules: readonly RuleOf<C, keyof C & string>[], context: C): Finding[] {
  const findings: Finding[] = [];
  for (const rule of rules) {
    if (!hasNeeds(context, rule.needs)) continue;
    rule.check(context, (span, message, details = {}) => {
      const finding: Finding = { file: context.file, ruleId: rule.id, severity: details.severity ?? rule.severity, message, url: rule.url };
      if (span) Object.assign(finding, { line: span.start.line, column: span.start.column, endLine: span.end.line, endColumn: span.end.column });
      if (details.hint) finding.hint = details.hint;
      if (details.entry) finding.entry = details.entry;
      if (details.related?.length) finding.related = details.related.map((related) => relatedLocation(related, context.file));
      if (details.suggestion) finding.suggestion = details.suggestion;
      findings.push(finding);
    });
  }
  return findings;
}

function relatedLocation(related: Related, file: string): RelatedLocation {
  if (related.entry) return { message: related.message, file: entryFile(related.entry), entry: related.entry };
  return {
    message: related.message,
    file: related.file ?? file,
    ...(related.span ? { line: related.span.start.line, column: related.span.start.column } : {}),
  };
}

/** How a log entry is named as a file: `teamdoc/log:messages/2026/11/30/<id>.md`, which `git show` opens. */
function entryFile(entry: LogEntryLocation): string {
  return `${entry.ref.replace(/^refs\/(heads|remotes)\//, '')}:${entry.path}`;
}
