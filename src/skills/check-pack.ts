/**
 * Checks a skill pack (a folder of skill folders): each skill on its own, and
 * no paragraph written twice anywhere in the pack. A text two skills need
 * lives once, in one skill's references/, and both link it: a copy costs
 * context when loaded and drifts when only one copy is edited.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { checkSkill, type CheckSkillOptions } from './check-skill.js';
import { paragraphsOf } from './paragraphs.js';
import { filesBelow, skillNames } from './skill-files.js';

/** Shorter paragraphs (a heading-like line, a one-word answer) may repeat. */
const REPEATABLE_PARAGRAPH_LENGTH = 80;

export function checkPack(packDir: string, options: CheckSkillOptions = {}): Finding[] {
  const display = (path: string) =>
    relative(options.displayRoot ?? process.cwd(), path)
      .split(sep)
      .join('/');
  const findings: Finding[] = [];
  const firstPlace = new Map<string, string>();
  for (const skill of skillNames(packDir)) {
    findings.push(...checkSkill(join(packDir, skill), options));
    for (const markdownFile of filesBelow(join(packDir, skill)).filter((path) => path.endsWith('.md'))) {
      const path = join(packDir, skill, markdownFile);
      for (const paragraph of paragraphsOf(readFileSync(path, 'utf8'))) {
        if (paragraph.text.length < REPEATABLE_PARAGRAPH_LENGTH) continue;
        const place = `${display(path)}:${paragraph.line}`;
        const first = firstPlace.get(paragraph.text);
        if (first === undefined) {
          firstPlace.set(paragraph.text, place);
          continue;
        }
        findings.push({
          file: display(path),
          line: paragraph.line,
          column: paragraph.column,
          ruleId: 'skill-duplicate',
          severity: 'error',
          message: `Unexpected paragraph written a second time (first at ${first}), expected one copy`,
          hint: 'Keep the text in one place, in a skill’s references/ if two skills need it, and link it from the other.',
        });
      }
    }
  }
  return findings;
}
