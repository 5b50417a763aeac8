/**
 * docs/rules.md's example blocks, written from the rules' examples files:
 * between a marker that names an example and the end marker, the page holds
 * that example as the rule reads it (its history, doc, log, what the machine
 * shows) and the findings the rule gives for it, so the page cannot drift
 * from the examples that run as tests. `npm run docs` rewrites the blocks;
 * test/rules/docs.test.ts fails when they differ.
 */
import type { Finding } from '../../src/findings/finding.js';
import { CONFIG_RULES } from '../../src/rules/config/index.js';
import type { ConfigRule } from '../../src/rules/config/config-rule.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { KICKOFF_RULES } from '../../src/rules/kickoff/index.js';
import type { KickoffRule } from '../../src/rules/kickoff/kickoff-rule.js';
import type { Rule } from '../../src/rules/engine/rule.js';
import { type KickoffRuleExamples, runKickoffRule } from './kickoff-examples.js';
import { type Example, position, type RuleExamples, runConfigRule, runRule } from './rule-examples.js';

export const EVERY_RULE: readonly (Rule | ConfigRule | KickoffRule)[] = [...ALL_RULES, ...CONFIG_RULES, ...KICKOFF_RULES];

/** What rewrites the blocks, as the drift check tells it. */
export const DOCS_COMMAND = 'npm run docs';

const START = /^<!-- example "(.+)" from test\/rules\/examples\/(.+)\.examples\.ts, written by npm run docs -->$/;
const END = '<!-- end example -->';

/** A marked block of the page: the example it names, and the lines between its markers. */
export interface MarkedExample {
  rule: string;
  name: string;
  /** The `### ` section the marker stands in. */
  section: string | undefined;
  /** Line indexes (0-based) of the start and end markers. */
  start: number;
  end: number;
}

export function markedExamples(page: string): MarkedExample[] {
  const lines = page.split('\n');
  const marked: MarkedExample[] = [];
  let section: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.startsWith('## ')) section = undefined;
    if (line.startsWith('### ')) section = line.slice(4);
    const match = START.exec(line);
    if (!match) continue;
    const end = lines.indexOf(END, index + 1);
    if (end === -1) throw new Error(`docs/rules.md:${index + 1}: the example "${match[1]}" has no \`${END}\` after it`);
    marked.push({ rule: match[2]!, name: match[1]!, section, start: index, end });
    index = end;
  }
  return marked;
}

/** Each rule's examples module, by rule id. */
export type ExamplesById = ReadonlyMap<string, RuleExamples | KickoffRuleExamples>;

/** The page with every marked block written from its example. */
export function rewrittenRulesPage(page: string, examples: ExamplesById): string {
  const lines = page.split('\n');
  for (const marked of markedExamples(page).reverse()) {
    lines.splice(marked.start + 1, marked.end - marked.start - 1, '', renderExample(marked.rule, marked.name, examples), '');
  }
  return lines.join('\n');
}

/** The marked blocks whose lines are not those their example gives. */
export function driftedExamples(page: string, examples: ExamplesById): MarkedExample[] {
  const lines = page.split('\n');
  return markedExamples(page).filter(
    (marked) => lines.slice(marked.start + 1, marked.end).join('\n') !== `\n${renderExample(marked.rule, marked.name, examples)}\n`,
  );
}

/** The blocks that show one example of a rule and the findings the rule gives for it. */
export function renderExample(ruleId: string, name: string, examples: ExamplesById): string {
  const rule = EVERY_RULE.find((each) => each.id === ruleId);
  if (!rule) throw new Error(`docs/rules.md names an example of \`${ruleId}\`, which is no rule`);
  const notOk = examples.get(ruleId)?.notOk as Record<string, (Example | { kickoff: string }) | undefined> | undefined;
  const example = notOk?.[name];
  if (!example)
    throw new Error(
      `docs/rules.md names the example "${name}" of \`${ruleId}\`, which test/rules/examples/${ruleId}.examples.ts has not among its not-ok examples`,
    );
  if ('kickoff' in example) return [fenced('md', example.kickoff), findingsBlock(runKickoffRule(rule as KickoffRule, example.kickoff))].join('\n\n');
  const findings =
    rule.group === 'config'
      ? runConfigRule(rule as ConfigRule, example.doc, example.log)
      : runRule(rule as Rule, example.doc, example.log, example.history, example.live);
  return [...docBlocks(example), ...logBlocks(example), ...liveBlocks(example), findingsBlock(findings)].join('\n\n');
}

/** The commits before the doc, oldest first, then the doc as checked (where it differs from the last commit). */
function docBlocks(example: Example): string[] {
  const commits = (example.history ?? []).map((commit) => fenced(`md commit=${commit.hash} date=${commit.date} subject="${commit.subject}"`, commit.doc));
  const last = example.history?.at(-1);
  if (last === undefined) return example.history === undefined ? [fenced('md', example.doc)] : ['Never committed:', fenced('md', example.doc)];
  return last.doc === example.doc ? commits : [...commits, 'The working copy:', fenced('md', example.doc)];
}

function logBlocks(example: Example): string[] {
  if (example.log === undefined) return [];
  if (example.log === 'absent') return ['No log branch.'];
  if (example.log.length === 0) return ['The log, empty.'];
  return ['The log:', fenced('jsonl', example.log.map(oneLine).join('\n'))];
}

function liveBlocks(example: Example): string[] {
  return example.live === undefined ? [] : ['What the machine shows:', fenced('json live', oneLine(example.live))];
}

function findingsBlock(findings: readonly Finding[]): string {
  return fenced('text', findings.map((finding) => `${position(finding)}  ${finding.severity}  ${finding.message}  ${finding.ruleId}`).join('\n'));
}

/** A code block whose fence is longer than any run of backticks in the text. */
function fenced(info: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}

/** JSON on one line, spaced as a person writes it: `{"at": "09:00", "join": {…}}`. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}: ${oneLine(field)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}
