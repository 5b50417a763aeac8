/**
 * A team doc written with CRLF, a BOM, both, endings mixed line by line, or
 * lone CRs gives exactly the findings of its LF twin: the same rules, lines,
 * columns, ends, messages and hints. Held over every doc the tests have: the
 * bundled examples, the valid corpus, the invalid corpus, and every rule's ok
 * and not-ok examples (their history too, and kickoffs for kickoff rules).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/doc/build-model.js';
import { FIELDS } from '../../src/doc/team-settings.js';
import type { Finding } from '../../src/findings/finding.js';
import { checkTeamDoc } from '../../src/rules/engine/check-doc.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { KICKOFF_RULES } from '../../src/rules/kickoff/index.js';
import { EXAMPLE_TEAMS_NOW } from '../helpers/clock.js';
import { type KickoffRuleExamples, runKickoffRule } from '../helpers/kickoff-examples.js';
import { LINE_ENDING_VARIANTS, type LineEndingVariant, withLineEndings } from '../helpers/line-endings.js';
import { scratchDir } from '../helpers/repo.js';
import { EXAMPLE_NOW, type Example, type ExampleCommit, type RuleExamples, examplesOf, runRule } from '../helpers/rule-examples.js';

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const markdownIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, path: join(dir, name) }));

const DOCS = [
  ...markdownIn(folder('../../examples/')).map((doc) => ({ ...doc, now: EXAMPLE_TEAMS_NOW })),
  ...markdownIn(folder('../fixtures/valid/')).map((doc) => ({ ...doc, now: EXAMPLE_NOW })),
  ...markdownIn(folder('../fixtures/invalid/')).map((doc) => ({ ...doc, now: EXAMPLE_NOW })),
];

/** `teamdoc check`'s reading of `text` written as a file (the reader starts from bytes). */
function checkText(text: string, name: string, now: Date): Finding[] {
  const path = join(scratchDir(), name);
  writeFileSync(path, text);
  return checkTeamDoc(path, name, { now });
}

describe('a doc with other line endings or a BOM gives its LF twin’s findings', () => {
  it('covers the examples, the valid corpus and the invalid corpus', () => {
    expect(DOCS.length).toBeGreaterThanOrEqual(50);
  });

  for (const doc of DOCS) {
    it(doc.name, () => {
      const written = readFileSync(doc.path, 'utf8');
      // Two of the invalid corpus are written with a BOM or CRLF already: their twin is the LF text.
      const text = written.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
      expect(text).not.toMatch(/[\r\ufeff]/);
      const lf = checkText(text, doc.name, doc.now);
      expect(checkTeamDoc(doc.path, doc.name, { now: doc.now }), 'as written').toEqual(lf);
      for (const variant of LINE_ENDING_VARIANTS) expect(checkText(withLineEndings(text, variant), doc.name, doc.now), variant).toEqual(lf);
    });
  }
});

describe('front matter with other line endings, whichever key comes last', () => {
  const base = readFileSync(folder('../fixtures/valid/corpus-base.md'), 'utf8');
  const body = base.slice(base.indexOf('\n---\n') + '\n---\n'.length);
  const fields: Record<string, [good: string, bad: string]> = {
    team: ['corpus', "''"],
    format: ['1', '2'],
    'log-ref': ['teamdoc/log', 'teamdoc/log.lock'],
    checkin: ['1h', '1 hour'],
    'decisions-stale-after': ['2d', 'soon'],
    'handoff-timeout': ['30m', '-1m'],
    rules: ['{ doc-placeholder: off }', '{ doc-placeholdr: off }'],
    'a-key-nobody-knows': ['x', 'x'],
  };
  it('names every field the front matter has', () => {
    expect(Object.keys(FIELDS).every((key) => key in fields)).toBe(true);
  });

  for (const [last, values] of Object.entries(fields)) {
    it(`${last} last, with a good and a bad value`, () => {
      const others = Object.entries(fields).filter(([key]) => key !== last && key !== 'a-key-nobody-knows');
      for (const value of values) {
        const text = `---\n${others.map(([key, [good]]) => `${key}: ${good}`).join('\n')}\n${last}: ${value}\n---\n${body}`;
        const lf = checkText(text, 'TEAM.md', EXAMPLE_NOW);
        expect(
          lf.some((finding) => finding.ruleId.startsWith('front-matter') || finding.ruleId === 'rule-config'),
          value,
        ).toBe(value === values[1]);
        const frontMatter = buildModel(text, 'TEAM.md').frontMatter;
        for (const variant of LINE_ENDING_VARIANTS) {
          const written = withLineEndings(text, variant);
          expect(checkText(written, 'TEAM.md', EXAMPLE_NOW), `${value} (${variant})`).toEqual(lf);
          expect(buildModel(written, 'TEAM.md').frontMatter, `${value} (${variant})`).toEqual(frontMatter);
        }
      }
    });
  }
});

function exampleIn(example: string | Example, variant: LineEndingVariant, history: 'same' | 'only'): Example {
  const written = typeof example === 'string' ? { doc: example } : example;
  const commits = written.history?.map((commit): ExampleCommit => ({ ...commit, doc: withLineEndings(commit.doc, variant) }));
  return { ...written, doc: history === 'only' ? written.doc : withLineEndings(written.doc, variant), history: commits };
}

describe('every rule’s examples, with other line endings', () => {
  for (const rule of ALL_RULES) {
    it(rule.id, async () => {
      const examples = await examplesOf<RuleExamples>(rule.id);
      const all: Array<[string, string | Example]> = [...Object.entries(examples.ok), ...Object.entries(examples.notOk)];
      for (const [name, example] of all) {
        const written = typeof example === 'string' ? { doc: example } : example;
        const lf = runRule(rule, written.doc, written.log, written.history);
        for (const variant of LINE_ENDING_VARIANTS) {
          const other = exampleIn(example, variant, 'same');
          expect(runRule(rule, other.doc, other.log, other.history), `${name} (${variant})`).toEqual(lf);
          if (written.history === undefined) continue;
          // Committed from a Windows checkout, normalised to LF since: no version differs from its neighbour by more than endings.
          const normalised = exampleIn(example, variant, 'only');
          expect(runRule(rule, normalised.doc, normalised.log, normalised.history), `${name} (history ${variant}, working copy LF)`).toEqual(lf);
        }
      }
    });
  }

  for (const rule of KICKOFF_RULES) {
    it(`kickoff rule ${rule.id}`, async () => {
      const examples = await examplesOf<KickoffRuleExamples>(rule.id);
      const kickoffs = [...Object.values(examples.ok), ...Object.values(examples.notOk).map((example) => example.kickoff)];
      for (const kickoff of kickoffs) {
        const lf = runKickoffRule(rule, kickoff);
        for (const variant of LINE_ENDING_VARIANTS) expect(runKickoffRule(rule, withLineEndings(kickoff, variant)), variant).toEqual(lf);
      }
    });
  }
});
