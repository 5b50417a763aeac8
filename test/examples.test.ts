/** The bundled example team docs are what a good team doc looks like: every one is clean. */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkTeamDoc } from '../src/rules/engine/check-doc.js';
import { EXAMPLE_TEAMS_NOW } from './helpers/clock.js';

const dir = fileURLToPath(new URL('../examples/', import.meta.url));
const docs = readdirSync(dir).filter((file) => file.endsWith('.md'));

describe('examples/', () => {
  it('holds at least two example team docs', () => {
    expect(docs.length).toBeGreaterThanOrEqual(2);
  });

  for (const file of docs) {
    it(`${file} is clean`, () => {
      expect(
        checkTeamDoc(`${dir}${file}`, file, { now: EXAMPLE_TEAMS_NOW }).map(
          (finding) => `${finding.line}:${finding.column} ${finding.ruleId} ${finding.message}`,
        ),
      ).toEqual([]);
    });
  }
});
