/**
 * What a part's `####` section says, as the rules compare it: one entry per
 * list item, table row or paragraph line, spaces collapsed, so re-wrapping a
 * line or re-aligning a table is not a change, and ticking a checkbox is not
 * an edit of the criterion.
 */
import type { PartSection } from './model.js';
import { isPlaceholder } from './vocabulary.js';

export function sectionWords(section: PartSection): string[] {
  if (section.empty) return [];
  const texts = section.lines.length > 0 ? section.lines.map((line) => line.text) : [section.content.text];
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
}

/** The section says something: it is not empty, and not only comments or `[fill in: …]` placeholders. */
export function saysSomething(section: PartSection | undefined): boolean {
  return section !== undefined && sectionWords(section).some((text) => !isPlaceholder(text));
}
