/**
 * docs/rules.md documents every rule, and its example blocks are written from
 * the rules' examples files (`npm run docs`): each block shows its example and
 * the findings the rule gives for it, or this fails, naming the rule.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/doc/markdown.js';
import { plainText } from '../../src/doc/mdast-text.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { RULES_DOC_URL } from '../../src/rules/engine/rule.js';
import { examplesOf, examplesUrl, type RuleExamples, runRule } from '../helpers/rule-examples.js';
import { DOCS_COMMAND, EVERY_RULE, type ExamplesById, markedExamples, renderExample } from '../helpers/rules-page.js';

const page = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
const marked = markedExamples(page);
const examples: ExamplesById = new Map(await Promise.all(EVERY_RULE.map(async (rule) => [rule.id, await examplesOf<RuleExamples>(rule.id)] as const)));

/** Each `### <rule id>` section of the docs, as its top-level nodes. */
function sections(): Map<string, RootContent[]> {
  const found = new Map<string, RootContent[]>();
  let current: RootContent[] | undefined;
  for (const node of parseMarkdown(page).children) {
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

describe('docs/rules.md', () => {
  it('has a section for every rule, with its severity and its one-line description, and no other', () => {
    expect([...documented.keys()].sort()).toEqual(EVERY_RULE.map((rule) => rule.id).sort());
    for (const rule of EVERY_RULE) {
      const first = documented.get(rule.id)?.[0];
      expect(first && plainText(first)).toBe(`${rule.severity} — ${rule.description.replace(/`/g, '')}`);
      expect(rule.url).toBe(`${RULES_DOC_URL}#${rule.id}`);
    }
  });

  it('shows at least one example in each rule’s section, of that rule', () => {
    for (const rule of EVERY_RULE) expect(marked.filter((each) => each.section === rule.id).length, rule.id).toBeGreaterThan(0);
    for (const each of marked) expect(each.rule, `the example "${each.name}" in the section of ${each.section}`).toBe(each.section);
  });

  for (const rule of EVERY_RULE) {
    it(`shows ${rule.id}’s examples as its examples file has them, with the findings the rule gives`, () => {
      for (const each of marked.filter((example) => example.rule === rule.id)) {
        const shown = page
          .split('\n')
          .slice(each.start + 1, each.end)
          .join('\n');
        const drift = `docs/rules.md:${each.start + 1}: the example "${each.name}" of ${rule.id} is not as test/rules/examples/${rule.id}.examples.ts and the rule give it; run \`${DOCS_COMMAND}\``;
        expect(shown, drift).toBe(`\n${renderExample(rule.id, each.name, examples)}\n`);
      }
    });
  }

  it('is as `npm run docs` writes it, in plain Node over the compiled examples', () => {
    const check = spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/docs.mjs', import.meta.url)), '--check'], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toBe('docs/rules.md: every example block is as its examples file has it\n');
    expect(check.status).toBe(0);
  });

  it('says for each rule that suggests an edit whether `check --fix` applies it, as its suggestions are marked safe or not', async () => {
    for (const rule of ALL_RULES) {
      if (!existsSync(examplesUrl(rule.id))) continue;
      const examples = await examplesOf<RuleExamples>(rule.id);
      const suggestions = Object.values(examples.notOk).flatMap((example) =>
        runRule(rule, example.doc, example.log, example.history, example.live).flatMap((finding) => (finding.suggestion ? [finding.suggestion] : [])),
      );
      const says = (documented.get(rule.id) ?? []).filter((node) => node.type === 'paragraph').map((node) => plainText(node));
      const fixed = says.some((text) => text.startsWith('Fixed by check --fix'));
      const notFixed = says.some((text) => text.startsWith('Not fixed by check --fix'));
      expect({ rule: rule.id, fixed, notFixed }).toEqual({
        rule: rule.id,
        fixed: suggestions.some((suggestion) => suggestion.safe),
        notFixed: suggestions.length > 0 && !suggestions.some((suggestion) => suggestion.safe),
      });
    }
  });
});
