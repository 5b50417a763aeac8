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
import { lfText } from '../text/line-endings.js';
import { buildModel, outlineHeadings } from './build-model.js';
import { deriveOutline, marksOf, splitLines, type Mark, type OutlineStats, type VersionOutline } from './history-outline.js';
import type { Hunk } from '../text/line-diff.js';
import { DocTooComplex } from './complexity.js';
import { parseMarkdown } from './markdown.js';
import type { CriteriaSection, Part, TeamDoc } from './model.js';
import { readSubsections } from './parts.js';
import { SectionReader, type SectionKind } from './section-reading.js';
import { readKeys } from './sections.js';
import { nameKey, REQUIRED_SECTIONS, SECTIONS, type RoleStatus } from './vocabulary.js';

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
class SectionState {
  /** The heading as written, e.g. `Criteria (2026-11-20)`. */
  readonly heading: string;
  /** Everything under the heading, as written (trimmed). */
  readonly text: string;
  /** It says something: not empty, not only comments or `[fill in: …]` placeholders. */
  readonly real: boolean;
  readonly #kind: SectionKind;
  readonly #reader: SectionReader;

  constructor(kind: SectionKind, heading: string, text: string, reader: SectionReader) {
    this.#kind = kind;
    this.#reader = reader;
    this.heading = heading;
    this.text = text;
    this.real = reader.real(kind, text);
  }

  /** What a reader sees, one line per list item, table row or paragraph line, spaces collapsed (parsed when first asked). */
  get words(): string {
    return this.text === '' ? '' : this.#reader.read(this.#kind, this.text).words;
  }

  /** Says the same as `other`: the same text, or the same words in another layout (re-wrapped, re-aligned, a box ticked). */
  saysTheSameAs(other: SectionState): boolean {
    return this.text === other.text || this.words === other.words;
  }
}

export class CriteriaState extends SectionState {
  /** Which criteria section this is across versions: its date (or none) and its place among sections of that date. */
  readonly key: string;

  constructor(key: string, heading: string, text: string, reader: SectionReader) {
    super('criteria', heading, text, reader);
    this.key = key;
  }
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

/** The key a criteria section keeps across versions: its date (or none) and its place among sections of that date. */
function criteriaKey(dateText: string | undefined, occurrence: number): string {
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

/** The oldest state in which the criteria section `key` has content: when it was first written. */
export function firstWritten(states: readonly PartState[], key: string): PartState | undefined {
  return states.find((state) => state.criteria.some((criteria) => criteria.key === key && criteria.real));
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
  readonly stats: OutlineStats = { moved: 0, scanned: 0, stretches: 0, whole: 0 };

  /** How many section bodies were parsed (most are read without parsing; for the benchmark). */
  get sectionsParsed(): number {
    return this.#reader.parsed;
  }

  readonly #versions: Version[];
  readonly #current: TeamDoc;
  #outlined = false;
  #parts: PartsOfVersion[] | undefined;
  readonly #reader: SectionReader;
  readonly #tables = new Map<string, TeamDoc>();

  constructor(input: DocHistoryInput) {
    this.path = input.path;
    this.#reader = new SectionReader(input.path);
    this.shallowBoundary = input.shallowBoundary;
    this.#current = input.current;
    const readable = input.commits.filter((entry) => entry.text !== undefined).reverse();
    this.unreadable = input.commits.filter((entry) => entry.text === undefined).map((entry) => entry.commit);
    this.uncommitted = input.commits.length === 0;
    const newest = readable[readable.length - 1];
    // Old versions are read as the doc is (text/line-endings.ts): a commit that only changed line endings changed nothing.
    const texts = readable.map((entry) => lfText(entry.text!));
    this.changedSinceCommit = newest === undefined || texts[texts.length - 1] !== input.current.text;
    const lines = splitLines;
    const versions: Version[] = readable.map((entry, index) => ({ index, commit: entry.commit, lines: lines(texts[index]!), outline: undefined }));
    if (this.changedSinceCommit) versions.push({ index: versions.length, commit: undefined, lines: lines(input.current.text), outline: undefined });
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
    const states: PartState[] = [];
    this.#partsByVersion().forEach((parts, index) => {
      const part = parts.get(partId);
      if (part) states.push({ version: this.#versions[index]!, ...part });
    });
    return states;
  }

  /**
   * Every part of every version, read newest first. A version whose changes
   * since the next newer one leave the Parts section alone has that version's
   * parts (the same map); otherwise a section no change touched is the newer
   * version's section (the same object), and only the rest is read.
   */
  #partsByVersion(): PartsOfVersion[] {
    if (this.#parts) return this.#parts;
    this.#outline();
    const all: PartsOfVersion[] = new Array(this.#versions.length);
    let newer: { parts: PartsOfVersion; at: Map<number, SectionState> } | undefined;
    for (let index = this.#versions.length - 1; index >= 0; index--) {
      const outline = this.#versions[index]!.outline!;
      const changes = outline.changes;
      const touches = (line: number, end: number) => changes === undefined || changes.some((hunk) => hunk.newStart <= end && hunk.newEnd >= line);
      const region = partsRegion(outline);
      if (newer && region && !touches(region.line, region.end)) {
        all[index] = newer.parts;
        continue;
      }
      const parts: PartsOfVersion = new Map();
      const at = new Map<number, SectionState>();
      // A section no change touched is the newer version's section at the same (moved) line.
      const sameAsNewer = (section: LaidOutSection) =>
        newer && !touches(section.line, section.end) ? newer.at.get(olderLine(changes!, section.line)) : undefined;
      for (const [partId, sections] of partLayout(outline)) {
        const criteria: CriteriaState[] = [];
        const seen = new Map<string, number>();
        let verdict: SectionState | undefined;
        const read = readSubsections(sections.map((section) => section.text.toLowerCase()));
        sections.forEach((section, position) => {
          const name = read[position]?.name;
          const same = name === 'criteria' || (name === 'verdict' && verdict === undefined) ? sameAsNewer(section) : undefined;
          if (name === 'criteria') {
            const dateText = read[position]!.dateText;
            const occurrence = seen.get(dateText ?? '') ?? 0;
            seen.set(dateText ?? '', occurrence + 1);
            const key = criteriaKey(dateText, occurrence);
            const state =
              same instanceof CriteriaState && same.key === key
                ? same
                : new CriteriaState(key, section.text, same?.text ?? this.#body(section, outline.lines), this.#reader);
            criteria.push(state);
            at.set(section.line, state);
          } else if (name === 'verdict' && verdict === undefined) {
            verdict =
              same && !(same instanceof CriteriaState) ? same : new SectionState('verdict', section.text, this.#body(section, outline.lines), this.#reader);
            at.set(section.line, verdict);
          }
        });
        parts.set(partId, { criteria, verdict });
      }
      all[index] = parts;
      newer = { parts, at };
    }
    this.#parts = all;
    return all;
  }

  #body(section: LaidOutSection, lines: readonly string[]): string {
    return lines
      .slice(section.line + 1, section.end)
      .join('\n')
      .trim();
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
      const row = doc.resources.find(
        (candidate) => nameKey(candidate.cells.resource.text) === nameKey(resource) && candidate.owner !== undefined && keys.has(nameKey(candidate.owner)),
      );
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
      doc = withinLimits(
        () => buildModel(text, this.path),
        () => buildModel('', this.path),
      );
      this.#tables.set(text, doc);
    }
    return doc;
  }

  /** Outlines every version, newest first, each from the next newer one. */
  #outline(): void {
    if (this.#outlined) return;
    this.#outlined = true;
    // An old version past the parser's limits (complexity.ts) is read as having no headings, never parsed.
    const parsers = {
      whole: (text: string) =>
        withinLimits(
          () => buildModel(text, this.path).headings,
          () => [],
        ),
      stretch: (text: string) =>
        withinLimits(
          () => outlineHeadings(parseMarkdown(text)),
          () => [],
        ),
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

/** A version's parts by id: their criteria and verdict. */
type PartsOfVersion = Map<string, Omit<PartState, 'version'>>;

/** The line in the newer version of a line of this one that no change touched (`changes` run newer → this). */
function olderLine(changes: readonly Hunk[], line: number): number {
  let shift = 0;
  for (const hunk of changes) {
    if (hunk.newEnd > line) break;
    shift = hunk.oldEnd - hunk.newEnd;
  }
  return line + shift;
}

/** The first `## Parts` section: its heading line and the line after its last line. */
function partsRegion(outline: VersionOutline): { line: number; end: number } | undefined {
  const marks = outline.marks;
  const at = partsHeading(marks);
  if (at === -1) return undefined;
  const next = marks.slice(at + 1).find((mark) => mark.depth === 2);
  return { line: marks[at]!.line, end: next ? next.line : outline.lines.length };
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
  let inParts = false;
  let seenParts = false;
  const partsMark = outline.marks[partsHeading(outline.marks)];
  let current: LaidOutSection[] | undefined;
  let open: LaidOutSection | undefined;
  for (const mark of outline.marks) {
    // A `#` title ends nothing (the model sets titles aside); a `#####` is content of its section.
    if (mark.depth === 1 || mark.depth > 4) continue;
    if (open) {
      open.end = mark.line;
      open = undefined;
    }
    if (mark.depth === 2) {
      inParts = !seenParts && mark === partsMark;
      seenParts ||= inParts;
      current = undefined;
    } else if (inParts && mark.depth === 3) {
      current = parts.has(mark.text) ? undefined : [];
      if (current) parts.set(mark.text, current);
    } else if (mark.depth === 4 && current) {
      open = { text: mark.text, line: mark.line, end: outline.lines.length };
      current.push(open);
    }
  }
  layouts.set(outline.marks, parts);
  return parts;
}

function sectionEnd(marks: readonly Mark[], start: Mark): number {
  const next = marks.find((mark) => mark.line > start.line && mark.depth === 2);
  return next ? next.line : Number.MAX_SAFE_INTEGER;
}

function withinLimits<T>(parse: () => T, otherwise: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DocTooComplex) return otherwise();
    throw error;
  }
}

/** Where the Parts section starts among the marks, read as the model reads `##` headings (a misspelt one too); -1 when none. */
function partsHeading(marks: readonly Mark[]): number {
  const sections = marks.flatMap((mark, position) => (mark.depth === 2 ? [position] : []));
  const read = readKeys(
    sections.map((position) => marks[position]!.text.toLowerCase()),
    REQUIRED_SECTIONS,
  );
  const found = read.findIndex((heading) => heading.key === SECTIONS.parts);
  return found === -1 ? -1 : sections[found]!;
}
