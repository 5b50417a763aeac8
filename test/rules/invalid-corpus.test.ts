/**
 * The invalid corpus: each `test/fixtures/invalid/<name>.md` is the valid
 * corpus base with one realistic mistake; `<name>.expected.json` beside it says what
 * the mistake is and every finding `teamdoc check` must give for it, by rule
 * id, severity and exact position (kept apart so the doc's lines stay as written).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkTeamDoc } from '../../src/rules/engine/check-doc.js';
import { EXAMPLE_NOW } from '../helpers/rule-examples.js';

const dir = fileURLToPath(new URL('../fixtures/invalid/', import.meta.url));
const names = readdirSync(dir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -'.md'.length))
  .sort();

interface Expectation {
  description: string;
  findings: { ruleId: string; severity: string; line: number; column: number; endLine: number; endColumn: number }[];
}

describe('the invalid corpus', () => {
  it('has at least 40 docs, each with its expectations', () => {
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  it('starts from a base that is clean', () => {
    expect(checkTeamDoc(fileURLToPath(new URL('../fixtures/valid/corpus-base.md', import.meta.url)), 'corpus-base.md', { now: EXAMPLE_NOW })).toEqual([]);
  });

  for (const name of names) {
    const expected = JSON.parse(readFileSync(`${dir}${name}.expected.json`, 'utf8')) as Expectation;
    it(`${name}: ${expected.description}`, () => {
      const findings = checkTeamDoc(`${dir}${name}.md`, `${name}.md`, { now: EXAMPLE_NOW });
      expect(findings.length).toBeGreaterThan(0);
      expect(findings.map(({ ruleId, severity, line, column, endLine, endColumn }) => ({ ruleId, severity, line, column, endLine, endColumn }))).toEqual(
        expected.findings,
      );
    });
  }
});
