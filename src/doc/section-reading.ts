/**
 * What a part's `####` section says in an old version, read with the doc's own
 * parser but only as far as a rule needs: most bodies never change, so most are
 * never parsed. Each distinct body is parsed at most once.
 *
 * Whether a body says something is usually plain from its text: when every
 * line is a list item or a paragraph line with a letter in it, and nothing in
 * it could hide or empty it (HTML such as a comment, an entity, a bracket as in
 * a placeholder, a checkbox or a link), the model reads those lines as words.
 * Any other body is parsed (a test holds the two answers equal on generated
 * bodies).
 */
import { buildModel } from './build-model.js';
import type { PartSection } from './model.js';
import { saysSomething, sectionWords } from './section-words.js';

export type SectionKind = 'criteria' | 'verdict';

const HEADING: Record<SectionKind, string> = { criteria: '#### Criteria', verdict: '#### Verdict' };
/** A list item with a letter after its marker, or a line that starts with a letter. */
const PLAIN_LINE = /^ {0,3}(?:(?:[-*+]|\d{1,9}[.)])[ \t]+\S*\p{L}|\p{L})/u;
const HIDES_OR_EMPTIES = /[<&[]/;

export interface Reading {
  real: boolean;
  /** One entry per list item, table row or paragraph line, spaces collapsed, joined by newlines. */
  words: string;
}

export class SectionReader {
  readonly #file: string;
  readonly #read = new Map<string, Reading>();
  /** How many bodies were parsed (for the benchmark). */
  parsed = 0;

  constructor(file: string) {
    this.#file = file;
  }

  /** Says something: not empty, not only comments or placeholders. */
  real(kind: SectionKind, body: string): boolean {
    if (body === '') return false;
    if (!HIDES_OR_EMPTIES.test(body) && body.split('\n').every((line) => line.trim() === '' || PLAIN_LINE.test(line))) return true;
    return this.read(kind, body).real;
  }

  read(kind: SectionKind, body: string): Reading {
    const key = `${kind}\u0000${body}`;
    let reading = this.#read.get(key);
    if (!reading) {
      this.parsed++;
      const part = buildModel(`## Parts\n\n### p\n\n${HEADING[kind]}\n\n${body}\n`, this.#file).parts[0];
      reading = readingOf(kind === 'criteria' ? part?.criteria[0] : part?.verdict);
      this.#read.set(key, reading);
    }
    return reading;
  }
}

function readingOf(section: PartSection | undefined): Reading {
  return section ? { real: saysSomething(section), words: sectionWords(section).join('\n') } : { real: false, words: '' };
}
