/**
 * Runs a rule's ok and not-ok examples as tests, remark-lint style: the rule
 * alone over the example doc, asserting every finding's rule id, severity,
 * docs url, "Unexpected …, expected …" wording and exact position.
 */
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/doc/build-model.js';
import { DocHistory } from '../../src/doc/history.js';
import type { TeamDoc } from '../../src/doc/model.js';
import type { Finding } from '../../src/findings/finding.js';
import { runRules, type Rule } from '../../src/rules/rule.js';

/** A fixed "now", so rules that look at dates give the same answer every day. */
export const EXAMPLE_NOW = new Date('2026-12-01T12:00:00Z');

/**
 * A Markdown example written indented in a test: the first newline and the
 * common indentation of the literal text removed, then `${…}` values (other
 * examples, already dedented) inserted as they are.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const marker = (index: number) => `\u0000${index}\u0000`;
  const raw = strings.reduce((text, part, index) => text + part + (index < values.length ? marker(index) : ''), '');
  const lines = raw.replace(/^\n/, '').replace(/\n[ \t]*$/, '\n').split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)![0].length));
  const text = lines.map((line) => line.slice(indent)).join('\n');
  return text.replace(/\u0000(\d+)\u0000\n?/g, (_, index: string) => String(values[Number(index)]));
}

/** `[position, a piece of the message]`, e.g. `['14:3-14:8', 'name `train`']`. */
export type Expected = [position: string, messagePart: string];

/** One commit of an example's history: the doc as that commit had it. */
export interface ExampleCommit {
  hash: string;
  /** ISO 8601, the commit time. */
  date: string;
  subject: string;
  doc: string;
}

/** An example doc, and for rules that read git history, the commits before it (oldest first). */
export interface Example {
  doc: string;
  history?: ExampleCommit[];
}

export interface RuleExamples {
  ok: Record<string, string | Example>;
  notOk: Record<string, Example & { findings: Expected[] }>;
}

/**
 * The rule alone over the doc. A rule that needs history gets one built from
 * `history` (no commits: the doc was never committed); the doc itself is the
 * working copy, a version of its own when it differs from the last commit.
 */
export function runRule(rule: Rule, doc: string, history?: readonly ExampleCommit[]): Finding[] {
  const model = buildModel(doc, 'example.md');
  const withHistory = history !== undefined || rule.needs.includes('history');
  return runRules([rule], { doc: model, file: 'example.md', now: EXAMPLE_NOW, ...(withHistory ? { history: exampleHistory(model, history ?? []) } : {}) });
}

export function exampleHistory(doc: TeamDoc, commits: readonly ExampleCommit[]): DocHistory {
  return new DocHistory({
    path: 'example.md',
    commits: [...commits].reverse().map((commit) => ({ commit: { hash: commit.hash.padEnd(40, '0'), committed: new Date(commit.date), subject: commit.subject, path: 'example.md' }, text: commit.doc })),
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
  describe(`rule ${rule.id}`, () => {
    for (const [name, ok] of Object.entries(examples.ok)) {
      const example = typeof ok === 'string' ? { doc: ok } : ok;
      it(`passes: ${name}`, () => {
        expect(runRule(rule, example.doc, example.history).map((finding) => `${position(finding)} ${finding.message}`)).toEqual([]);
      });
    }
    for (const [name, example] of Object.entries(examples.notOk)) {
      it(`reports: ${name}`, () => {
        const findings = runRule(rule, example.doc, example.history);
        expect(findings.map(position)).toEqual(example.findings.map(([at]) => at));
        findings.forEach((finding, index) => {
          expect(finding.message).toContain(example.findings[index]![1]);
          expect(finding.message).toMatch(/^Unexpected .+, expected .+/);
          expect(finding).toMatchObject({ ruleId: rule.id, severity: rule.severity, url: rule.url, file: 'example.md' });
        });
      });
    }
  });
}
