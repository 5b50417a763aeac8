/**
 * docs/rules.md documents every rule, and its examples are tests too: the
 * doc under each rule, checked by that rule, gives exactly the findings shown.
 */
import { readFileSync } from 'node:fs';
import type { RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/doc/markdown.js';
import { plainText } from '../../src/doc/mdast-text.js';
import { CONFIG_RULES } from '../../src/rules/config/index.js';
import type { ConfigRule } from '../../src/rules/config/config-rule.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { KICKOFF_RULES } from '../../src/rules/kickoff/index.js';
import type { KickoffRule } from '../../src/rules/kickoff/kickoff-rule.js';
import type { Rule } from '../../src/rules/engine/rule.js';
import { runKickoffRule } from '../helpers/kickoff-examples.js';
import { RULES_DOC_URL } from '../../src/rules/engine/rule.js';
import type { CompactEntry } from '../helpers/example-log.js';
import { examplesOf, examplesUrl, runConfigRule, runRule, type ExampleCommit, type ExampleLive, type RuleExamples } from '../helpers/rule-examples.js';
import { existsSync } from 'node:fs';

/** Each `### <rule id>` section of the docs, as its top-level nodes. */
function sections(): Map<string, RootContent[]> {
  const tree = parseMarkdown(readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8'));
  const found = new Map<string, RootContent[]>();
  let current: RootContent[] | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      current = node.depth === 3 ? [] : undefined;
      if (current) found.set(plainText(node), current);
    } else {
      current?.push(node);
    }
  }
  return found;
}

const documented = sections();
const EVERY_RULE: ReadonlyArray<Rule | ConfigRule | KickoffRule> = [...ALL_RULES, ...CONFIG_RULES, ...KICKOFF_RULES];

/** A doc rule's example is a team doc; a configuration rule's a team doc checked whole; a kickoff rule's a kickoff, checked against the corpus doc. */
function findingsOf(rule: Rule | ConfigRule | KickoffRule, example: string, log: readonly CompactEntry[] | 'absent' | undefined, history: ExampleCommit[] | undefined, live: ExampleLive | undefined) {
  if (rule.group === 'kickoff') return runKickoffRule(rule as KickoffRule, example);
  if (rule.group === 'config') return runConfigRule(rule as ConfigRule, example, log);
  return runRule(rule as Rule, example, log, history, live);
}

/** `commit=1b3c5d7 date=2026-11-20T09:00:00Z subject="Criteria for train"` → a commit of the example's history. */
function exampleCommit(meta: string, doc: string): ExampleCommit {
  const fields = Object.fromEntries([...meta.matchAll(/(\w+)=("([^"]*)"|\S+)/g)].map((match) => [match[1], match[3] ?? match[2]]));
  return { hash: fields.commit!, date: fields.date!, subject: fields.subject ?? '', doc };
}

describe('docs/rules.md', () => {
  it('has a section for every rule, with its severity and its one-line description, and no other', () => {
    expect([...documented.keys()].sort()).toEqual(EVERY_RULE.map((rule) => rule.id).sort());
    for (const rule of EVERY_RULE) {
      const first = documented.get(rule.id)?.[0];
      expect(first && plainText(first)).toBe(`${rule.severity} — ${rule.description.replace(/`/g, '')}`);
      expect(rule.url).toBe(`${RULES_DOC_URL}#${rule.id}`);
    }
  });

  for (const rule of EVERY_RULE) {
    it(`shows what ${rule.id} really reports for its example`, () => {
      const code = (documented.get(rule.id) ?? []).filter((node) => node.type === 'code');
      // A history rule's example is a series of docs: each commit (` ```md commit=… date=… subject="…" `), then the doc as checked.
      const commits = code.filter((node) => node.lang === 'md' && node.meta?.startsWith('commit='));
      const history = commits.length > 0 ? commits.map((node) => exampleCommit(node.meta!, `${node.value}\n`)) : undefined;
      const docs = code.filter((node) => node.lang === 'md');
      const doc = (history ? docs[docs.length - 1] : docs[0])?.value;
      const shown = code.find((node) => node.lang === 'text')?.value;
      expect(doc, 'an example doc').toBeDefined();
      // A chain rule's example has the log too: one compact entry per line (no block: no log branch at all).
      const logBlock = code.find((node) => node.lang === 'jsonl');
      const readsLog = (rule.needs as readonly string[]).some((need) => need === 'log' || need === 'unusedAcknowledgements');
      const log = readsLog ? (logBlock ? logBlock.value.split('\n').map((line) => JSON.parse(line) as CompactEntry) : 'absent') : undefined;
      // A live rule's example has what the machine shows too (` ```json live `).
      const liveBlock = code.find((node) => node.lang === 'json' && node.meta === 'live');
      const live = liveBlock === undefined ? undefined : (JSON.parse(liveBlock.value) as ExampleLive);
      const findings = findingsOf(rule, `${doc}\n`, log, history, live).map((f) => `${f.line}:${f.column}-${f.endLine}:${f.endColumn}  ${f.severity}  ${f.message}  ${f.ruleId}`);
      expect(findings.length).toBeGreaterThan(0);
      expect(findings.join('\n')).toBe(shown);
    });
  }

  it('says for each rule that suggests an edit whether `check --fix` applies it, as its suggestions are marked safe or not', async () => {
    for (const rule of ALL_RULES) {
      if (!existsSync(examplesUrl(rule.id))) continue;
      const examples = await examplesOf<RuleExamples>(rule.id);
      const suggestions = Object.values(examples.notOk).flatMap((example) => runRule(rule, example.doc, example.log, example.history, example.live).flatMap((finding) => (finding.suggestion ? [finding.suggestion] : [])));
      const says = (documented.get(rule.id) ?? []).filter((node) => node.type === 'paragraph').map((node) => plainText(node));
      const fixed = says.some((text) => text.startsWith('Fixed by check --fix'));
      const notFixed = says.some((text) => text.startsWith('Not fixed by check --fix'));
      expect({ rule: rule.id, fixed, notFixed }).toEqual({ rule: rule.id, fixed: suggestions.some((suggestion) => suggestion.safe), notFixed: suggestions.length > 0 && !suggestions.some((suggestion) => suggestion.safe) });
    }
  });
});
