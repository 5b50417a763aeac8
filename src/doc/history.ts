/**
 * The team doc through time: every committed version of it (newest last),
 * plus the working copy when it differs from the last commit. Built from data
 * the git layer read (history-load.ts), so it never runs git itself and tests
 * can build one from plain texts.
 *
 * Versions are read lazily and only as far as a rule asks: the outline of
 * each version is derived from its neighbour's (history-outline.ts), and a
 * section's contents are parsed only when its text differs from a text
 * already parsed. Rules ask about parts (criteria, verdict) and about roles
 * and resources (when a role finished, since when it holds a resource).
 */
import { buildModel, outlineHeadings } from './build-model.js';
import { deriveOutline, marksOf, splitLines, type Mark, type OutlineStats, type VersionOutline } from './history-outline.js';
import { parseMarkdown } from './markdown.js';
import type { CriteriaSection, Part, TeamDoc } from './model.js';
import { saysSomething, sectionWords } from './section-words.js';
import { nameKey, SECTIONS, type RoleStatus } from './vocabulary.js';

export interface HistoryCommit {
  hash: string;
  committed: Date;
  subject: string;
  /** The doc's path in this commit (it changes where the doc was renamed). */
  path: string;
}

export interface DocVersion {
  /** 0 is the oldest version this history holds. */
  index: number;
  /** Undefined for the working copy: the doc as it is on disk, not committed. */
  commit: HistoryCommit | undefined;
}

export interface HistoryRename {
  commit: HistoryCommit | undefined;
  from: string;
  to: string;
}

export interface DocHistoryInput {
  /** The doc's path in the repository today. */
  path: string;
  /** Newest first, each with the doc's text then; `text` undefined when the blob is not in this clone. */
  commits: { commit: HistoryCommit; text: string | undefined }[];
  renames: { commit: string; from: string; to: string }[];
  /** Where a shallow clone's history stops while the doc already existed. */
  shallowBoundary: HistoryCommit | undefined;
  /** The doc as checked now (the working copy): its model holds its text. */
  current: TeamDoc;
}

/** A `####` section of a part in one version, reduced to what history rules compare. */
export interface SectionState {
  /** The heading as written, e.g. `Criteria (2026-11-20)`. */
  heading: string;
  /** Everything under the heading, as written (trimmed). */
  text: string;
  /** It says something: not empty, not only comments or `[fill in: …]` placeholders. */
  real: boolean;
  /** What a reader sees, one line per list item, table row or paragraph line, spaces collapsed. */
  words: string;
}

export interface CriteriaState extends SectionState {
  /** Which criteria section this is across versions: its date (or none) and its place among sections of that date. */
  key: string;
}

export interface PartState {
  version: DocVersion;
  criteria: CriteriaState[];
  verdict: SectionState | undefined;
}

/** A run of versions, newest going back, in which something held; `since` is the oldest of them. */
export interface Stretch {
  since: DocVersion;
  /** What held in the oldest version (for a role's status: the status then). */
  value: string;
}

const CRITERIA_HEADING = /^criteria(?:\s*\((.*)\))?$/;

/** The key a criteria section keeps across versions: its date (or none) and its place among sections of that date. */
export function criteriaKey(dateText: string | undefined, occurrence: number): string {
  return `${dateText ?? ''}#${occurrence}`;
}

/** The part's criteria sections in the current doc, each with its key across versions. */
export function keyedCriteria(part: Part): { key: string; section: CriteriaSection }[] {
  const seen = new Map<string, number>();
  return part.criteria.map((section) => {
    const occurrence = seen.get(section.dateText ?? '') ?? 0;
    seen.set(section.dateText ?? '', occurrence + 1);
    return { key: criteriaKey(section.dateText, occurrence), section };
  });
}

interface Version extends DocVersion {
  lines: readonly string[] | undefined;
  outline: VersionOutline | undefined;
}

export class DocHistory {
  readonly path: string;
  /** Oldest first; the last is the doc as checked now. */
  readonly versions: readonly DocVersion[];
  readonly renames: readonly HistoryRename[];
  readonly shallowBoundary: HistoryCommit | undefined;
  /** No commit has the doc. */
  readonly uncommitted: boolean;
  /** The working copy differs from the last commit that has the doc. */
  readonly changedSinceCommit: boolean;
  /** Commits whose copy of the doc this clone does not have (a partial clone). */
  readonly unreadable: readonly HistoryCommit[];
  readonly stats: OutlineStats = { moved: 0, stretches: 0, whole: 0 };

  readonly #versions: Version[];
  readonly #current: TeamDoc;
  #outlined = false;
  readonly #sections = new Map<string, { real: boolean; words: string }>();
  readonly #tables = new Map<string, TeamDoc>();

  constructor(input: DocHistoryInput) {
    this.path = input.path;
    this.shallowBoundary = input.shallowBoundary;
    this.#current = input.current;
    const readable = input.commits.filter((entry) => entry.text !== undefined).reverse();
    this.unreadable = input.commits.filter((entry) => entry.text === undefined).map((entry) => entry.commit);
    this.uncommitted = input.commits.length === 0;
    const newest = readable[readable.length - 1];
    this.changedSinceCommit = newest === undefined || withoutBom(newest.text!) !== input.current.text;
    const versions: Version[] = readable.map((entry, index) => ({ index, commit: entry.commit, lines: splitLines(withoutBom(entry.text!)), outline: undefined }));
    if (this.changedSinceCommit) versions.push({ index: versions.length, commit: undefined, lines: splitLines(input.current.text), outline: undefined });
    this.#versions = versions;
    this.versions = versions;
    const byHash = new Map(input.commits.map((entry) => [entry.commit.hash, entry.commit]));
    this.renames = input.renames.map((rename) => ({ commit: byHash.get(rename.commit), from: rename.from, to: rename.to }));
  }

  /** The doc as checked now: the working copy when it differs from the last commit, else that commit. */
  get newest(): DocVersion {
    return this.versions[this.versions.length - 1]!;
  }

  /** The part's criteria and verdict in every version that has the part, oldest first. */
  partStates(partId: string): PartState[] {
    this.#outline();
    const states: PartState[] = [];
    for (const version of this.#versions) {
      const layout = partLayout(version.outline!).get(partId);
      if (!layout) continue;
      const lines = version.lines!;
      const criteria: CriteriaState[] = [];
      const seen = new Map<string, number>();
      let verdict: SectionState | undefined;
      for (const section of layout) {
        const key = section.text.toLowerCase();
        const body = lines.slice(section.line + 1, section.end).join('\n').trim();
        const match = CRITERIA_HEADING.exec(key);
        if (match) {
          const dateText = match[1]?.trim();
          const occurrence = seen.get(dateText ?? '') ?? 0;
          seen.set(dateText ?? '', occurrence + 1);
          criteria.push({ key: criteriaKey(dateText, occurrence), heading: section.text, text: body, ...this.#read('criteria', body) });
        } else if (key === 'verdict' && verdict === undefined) {
          verdict = { heading: section.text, text: body, ...this.#read('verdict', body) };
        }
      }
      states.push({ version, criteria, verdict });
    }
    return states;
  }

  /**
   * Going back from now: the versions in a row where the role (by any of `names`)
   * has one of `statuses`. Undefined when it does not have one now.
   */
  statusStretch(names: readonly string[], statuses: readonly RoleStatus[]): Stretch | undefined {
    return this.#stretch(SECTIONS.roles, (doc) => {
      const keys = new Set(names.map(nameKey));
      const role = doc.roles.find((candidate) => [candidate.name, ...candidate.formerNames].some((name) => keys.has(nameKey(name.text))));
      return role?.status && statuses.includes(role.status) ? role.status : undefined;
    });
  }

  /** Going back from now: the versions in a row that list the resource (by name) with one of `owners`. */
  heldStretch(resource: string, owners: readonly string[]): Stretch | undefined {
    return this.#stretch(SECTIONS.resources, (doc) => {
      const keys = new Set(owners.map(nameKey));
      const row = doc.resources.find((candidate) => nameKey(candidate.cells.resource.text) === nameKey(resource) && candidate.owner !== undefined && keys.has(nameKey(candidate.owner)));
      return row ? row.cells.value.text : undefined;
    });
  }

  #stretch(section: string, holds: (doc: TeamDoc) => string | undefined): Stretch | undefined {
    this.#outline();
    let found: Stretch | undefined;
    for (let index = this.#versions.length - 1; index >= 0; index--) {
      const version = this.#versions[index]!;
      const value = holds(this.#sectionModel(version, section));
      if (value === undefined) break;
      found = { since: version, value };
    }
    return found;
  }

  /** A `##` section of one version as a model of its own, parsed once per distinct text. */
  #sectionModel(version: Version, key: string): TeamDoc {
    const marks = version.outline!.marks;
    const start = marks.find((mark) => mark.depth === 2 && mark.text.toLowerCase() === key);
    const text = start ? version.lines!.slice(start.line, sectionEnd(marks, start)).join('\n') : '';
    let doc = this.#tables.get(text);
    if (!doc) {
      doc = buildModel(text, this.path);
      this.#tables.set(text, doc);
    }
    return doc;
  }

  /** What a section's body says, with the same parser the doc is checked with, once per distinct body. */
  #read(kind: 'criteria' | 'verdict', body: string): { real: boolean; words: string } {
    const cacheKey = `${kind}\u0000${body}`;
    let read = this.#sections.get(cacheKey);
    if (read) return read;
    const heading = kind === 'criteria' ? '#### Criteria' : '#### Verdict';
    const part = buildModel(`## Parts\n\n### p\n\n${heading}\n\n${body}\n`, this.path).parts[0];
    const section = kind === 'criteria' ? part?.criteria[0] : part?.verdict;
    read = section ? { real: saysSomething(section), words: sectionWords(section).join('\n') } : { real: false, words: '' };
    this.#sections.set(cacheKey, read);
    return read;
  }

  /** Outlines every version, newest first, each from the next newer one. */
  #outline(): void {
    if (this.#outlined) return;
    this.#outlined = true;
    const parsers = {
      whole: (text: string) => buildModel(text, this.path).headings,
      stretch: (text: string) => outlineHeadings(parseMarkdown(text)),
    };
    let known: VersionOutline | undefined;
    for (let index = this.#versions.length - 1; index >= 0; index--) {
      const version = this.#versions[index]!;
      const lines = version.lines!;
      if (known === undefined) {
        // The newest version is the doc as checked (or identical to it): its outline is already known.
        const current = splitLines(this.#current.text);
        known = { lines: current, marks: marksOf(this.#current.headings) };
      }
      known = deriveOutline(known, lines, parsers, this.stats);
      version.outline = known;
    }
  }
}

interface LaidOutSection {
  text: string;
  line: number;
  /** The line after its last line. */
  end: number;
}

const layouts = new WeakMap<readonly Mark[], Map<string, LaidOutSection[]>>();

/** Where each part's `####` sections are in one version, from its outline. The first part of an id wins, as in the model. */
function partLayout(outline: VersionOutline): Map<string, LaidOutSection[]> {
  const cached = layouts.get(outline.marks);
  if (cached) return cached;
  const parts = new Map<string, LaidOutSection[]>();
  const marks = outline.marks.filter((mark) => mark.depth > 1);
  const partsAt = marks.findIndex((mark) => mark.depth === 2 && mark.text.toLowerCase() === SECTIONS.parts);
  if (partsAt !== -1) {
    let current: LaidOutSection[] | undefined;
    for (let index = partsAt + 1; index < marks.length; index++) {
      const mark = marks[index]!;
      if (mark.depth <= 2) break;
      if (mark.depth === 3) {
        current = parts.has(mark.text) ? undefined : [];
        if (current) parts.set(mark.text, current);
      } else if (mark.depth === 4 && current) {
        const next = marks.slice(index + 1).find((candidate) => candidate.depth <= 4);
        current.push({ text: mark.text, line: mark.line, end: next ? next.line : outline.lines.length });
      }
    }
  }
  layouts.set(outline.marks, parts);
  return parts;
}

function sectionEnd(marks: readonly Mark[], start: Mark): number {
  const next = marks.find((mark) => mark.line > start.line && mark.depth === 2);
  return next ? next.line : Number.MAX_SAFE_INTEGER;
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
