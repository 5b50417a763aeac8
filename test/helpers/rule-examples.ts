/**
 * Runs a rule's ok and not-ok examples as tests, remark-lint style: the rule
 * alone over the example doc, asserting every finding's rule id, severity,
 * docs url, "Unexpected …, expected …" wording and exact position.
 */
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/doc/build-model.js';
import { DocHistory } from '../../src/doc/history.js';
import type { TeamDoc } from '../../src/doc/model.js';
import type { Finding, Severity } from '../../src/findings/finding.js';
import { parseTeamDoc } from '../../src/rules/engine/load-doc.js';
import { checkLoadedDoc } from '../../src/rules/engine/check-doc.js';
import type { ConfigRule } from '../../src/rules/config/config-rule.js';
import { withDerivedProviders } from '../../src/rules/engine/derived-providers.js';
import { runRules, type Rule } from '../../src/rules/engine/rule.js';
import { type CompactEntry, exampleLog } from './example-log.js';
import type { LiveState, RunningSession } from '../../src/live/live-state.js';
import type { LiveProvider } from '../../src/live/team-live.js';
import { TEST_NOW } from './clock.js';

/** A fixed "now", so rules that look at dates give the same answer every day. */
export const EXAMPLE_NOW = TEST_NOW;

/** Where a rule's ok and not-ok examples live: test/rules/examples/<id>.examples.ts. */
export function examplesUrl(id: string): URL {
  return new URL(`../rules/examples/${id}.examples.ts`, import.meta.url);
}

/** A rule's examples module, as written. */
export async function examplesOf<T>(id: string): Promise<T> {
  return ((await import(examplesUrl(id).href)) as { default: T }).default;
}

/**
 * A Markdown example written indented in a test: the first newline and the
 * common indentation of the literal text removed, then `${…}` values (other
 * examples, already dedented) inserted as they are.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const marker = (index: number) => `\u0000${index}\u0000`;
  const raw = strings.reduce((text, part, index) => text + part + (index < values.length ? marker(index) : ''), '');
  const lines = raw
    .replace(/^\n/, '')
    .replace(/\n[ \t]*$/, '\n')
    .split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)![0].length));
  const text = lines.map((line) => line.slice(indent)).join('\n');
  return text.replace(/\u0000(\d+)\u0000\n?/g, (_, index: string) => String(values[Number(index)]));
}

/** `[position, a piece of the message]`, e.g. `['14:3-14:8', 'name `train`']`, and a severity where it is milder than the rule's. */
export type Expected = [position: string, messagePart: string, severity?: Severity];

/** One commit of an example's history: the doc as that commit had it. */
export interface ExampleCommit {
  hash: string;
  /** ISO 8601, the commit time. */
  date: string;
  subject: string;
  doc: string;
}

/**
 * An example doc; for rules that read the message log, what the log holds
 * (`'absent'`: no log branch); for rules that read git history, the commits
 * before it (oldest first).
 */
export interface Example {
  doc: string;
  log?: readonly CompactEntry[] | 'absent';
  history?: ExampleCommit[];
  live?: ExampleLive;
}

/** What this machine shows of the sessions, for the live rules: each row's state by its name, and who runs without a row. */
export interface ExampleLive {
  sessions?: Record<string, Pick<LiveState, 'state' | 'detail'> & Partial<LiveState>>;
  unlisted?: RunningSession[];
}

/** The live provider an example describes, on a machine called `box`. */
export function exampleLive(live: ExampleLive | undefined): LiveProvider {
  return {
    host: 'box',
    ofRole: (role) => {
      const state = live?.sessions?.[role.name.text];
      return state === undefined ? undefined : { activeAgoMs: undefined, open: undefined, pid: undefined, ...state };
    },
    unlisted: live?.unlisted ?? [],
  };
}

export interface RuleExamples {
  ok: Record<string, string | Example>;
  notOk: Record<string, Example & { findings: Expected[] }>;
}

/**
 * The rule alone over the doc. A rule that needs the log gets the example's
 * (an empty log when it gives none); a rule that needs history gets one built
 * from `history` (no commits: the doc was never committed), the doc itself
 * being the working copy, a version of its own when it differs from the last commit.
 */
export function runRule(rule: Rule, doc: string, log?: Example['log'], history?: readonly ExampleCommit[], live?: ExampleLive): Finding[] {
  const model = buildModel(doc, 'example.md');
  const provided = rule.needs.includes('log') || rule.needs.includes('messages') ? exampleLog(log ?? []) : {};
  const withHistory = history !== undefined || rule.needs.includes('history');
  const withLive = rule.needs.includes('live') ? { live: exampleLive(live) } : {};
  return runRules(
    [rule],
    withDerivedProviders(
      { doc: model, file: 'example.md', now: EXAMPLE_NOW, ...provided, ...withLive, ...(withHistory ? { history: exampleHistory(model, history ?? []) } : {}) },
      [rule],
    ),
  );
}

/** A configuration rule's findings: the whole check of the doc, as `teamdoc check` runs it without a log or history. */
export function runConfigRule(rule: ConfigRule, doc: string, log?: Example['log']): Finding[] {
  const providers = log === undefined ? undefined : exampleLog(log);
  return checkLoadedDoc(parseTeamDoc(doc, 'example.md', EXAMPLE_NOW), 'example.md', { now: EXAMPLE_NOW, providers }).filter(
    (finding) => finding.ruleId === rule.id,
  );
}

export function exampleHistory(doc: TeamDoc, commits: readonly ExampleCommit[]): DocHistory {
  return new DocHistory({
    path: 'example.md',
    commits: [...commits].reverse().map((commit) => ({
      commit: { hash: commit.hash.padEnd(40, '0'), committed: new Date(commit.date), subject: commit.subject, path: 'example.md' },
      text: commit.doc,
    })),
    renames: [],
    shallowBoundary: undefined,
    current: doc,
  });
}

/** `14:3-14:8`, or `` for a finding about the whole file (no position). */
export function position(finding: Finding): string {
  if (finding.line === undefined) return '';
  return `${finding.line}:${finding.column}-${finding.endLine}:${finding.endColumn}`;
}

export function ruleExamples(rule: Rule, examples: RuleExamples): void {
  const ok = Object.fromEntries(Object.entries(examples.ok).map(([name, example]) => [name, typeof example === 'string' ? { doc: example } : example]));
  const notOk = Object.fromEntries(Object.entries(examples.notOk).map(([name, example]) => [name, { input: example, findings: example.findings }]));
  exampleSuite(
    `rule ${rule.id}`,
    rule,
    { ok, notOk },
    (example: Example) => runRule(rule, example.doc, example.log, example.history, example.live),
    'example.md',
  );
}

export function configRuleExamples(rule: ConfigRule, examples: RuleExamples): void {
  const ok = Object.fromEntries(Object.entries(examples.ok).map(([name, example]) => [name, typeof example === 'string' ? { doc: example } : example]));
  const notOk = Object.fromEntries(Object.entries(examples.notOk).map(([name, example]) => [name, { input: example, findings: example.findings }]));
  exampleSuite(`rule ${rule.id}`, rule, { ok, notOk }, (example: Example) => runConfigRule(rule, example.doc, example.log), 'example.md');
}

/** The ok and not-ok cases of any rule, whatever its input, run through `run`. */
export function exampleSuite<I>(
  title: string,
  rule: { id: string; severity: string; url: string },
  cases: { ok: Record<string, I>; notOk: Record<string, { input: I; findings: Expected[] }> },
  run: (input: I) => Finding[],
  file: string,
): void {
  describe(title, () => {
    for (const [name, input] of Object.entries(cases.ok)) {
      it(`passes: ${name}`, () => {
        expect(run(input).map((finding) => `${position(finding)} ${finding.message}`)).toEqual([]);
      });
    }
    for (const [name, example] of Object.entries(cases.notOk)) {
      it(`reports: ${name}`, () => {
        const findings = run(example.input);
        expect(findings.map(position)).toEqual(example.findings.map(([at]) => at));
        findings.forEach((finding, index) => {
          expect(finding.message).toContain(example.findings[index]![1]);
          expect(finding.message).toMatch(/^Unexpected .+, expected .+/);
          expect(finding).toMatchObject({ ruleId: rule.id, severity: example.findings[index]![2] ?? rule.severity, url: rule.url, file });
        });
      });
    }
  });
}
