/**
 * The typed model of a team doc (format 1). The model is faithful rather than
 * judging: it records what the doc says and where, including what is odd
 * (a row with too many cells, an unknown runtime), and leaves every verdict
 * to the rules. Every node keeps its position in the file, and so does every
 * table cell, so a finding can point at the exact text.
 */
import type { Point } from '../findings/finding.js';
import type { Directive } from './directives.js';
import type { EvidenceRef } from '../protocol/evidence.js';
import type { FrontMatter } from './front-matter.js';
import type { ResourceKind, ResourceValue } from './resource-values.js';
import type { RoleStatus } from './vocabulary.js';
import type { Runtime } from '../session/identity.js';

/** A range in the file: 1-based lines and columns, end exclusive (as unist positions). */
export interface Span {
  start: Point;
  end: Point;
}

/** A piece of the doc's text and where it is. */
export interface Located {
  text: string;
  span: Span;
}

/**
 * A fixed word of the format (a heading, a column) written with a typo and
 * read as the word it most likely is, so one typo costs one finding.
 */
export interface Misspelling {
  written: Located;
  /** The fixed word it was read as, in lower case (`resources`, `runtime`). */
  meant: string;
}

/** A table cell as written: its plain text (Markdown removed, trimmed) and where that text is. */
export interface Cell extends Located {
  /** `—`, `-`, `–` or an empty cell: the cell says "none". */
  none: boolean;
  /** `[fill in: …]`: left for the user to fill; rules leave it to `doc-placeholder`. */
  placeholder: boolean;
  /** The row has no cell for this column (too few cells, or the column is missing). */
  missing: boolean;
}

export interface TableRow {
  span: Span;
  cells: Cell[];
}

export interface Table {
  /** The section the table belongs to ("roles", "resources", "board", "needs user decision"). */
  section: string;
  span: Span;
  header: Cell[];
  rows: TableRow[];
  /** For each expected column (lower case), its index in the header, when the header has it. */
  columns: ReadonlyMap<string, number>;
  /** The columns a team doc of format 1 expects in this table, in order. */
  expectedColumns: readonly string[];
  /** Header cells read as an expected column they misspell (`Runtme` as `runtime`); `columns` maps them. */
  misspelledColumns: Misspelling[];
}

/** A `##` (or, under Board, `###`) section, matched by its heading text without regard to case. */
export interface Section {
  /** Lower-case heading text, e.g. "roles". */
  key: string;
  heading: Located;
  depth: number;
  /** From the heading to the end of the section's content. */
  span: Span;
  /** The heading misspells the section it was read as (`## Resouces`): `key` is the section's. */
  misspelled: boolean;
}

/** A part a role's Part cell names; located at the cell. */
interface PartRef extends Located {
  /** As the cell writes it, when that misspells a part's id and `text` is the id it was read as. */
  written?: string;
}

export interface Role {
  span: Span;
  /** Line number of the row, for related locations ("line 35"). */
  line: number;
  cells: {
    name: Cell;
    runtime: Cell;
    session: Cell;
    host: Cell;
    worktree: Cell;
    parent: Cell;
    part: Cell;
    status: Cell;
  };
  /** The current name (before any `(was: …)`). */
  name: Located;
  /** Former names from `name (was: a, b)`, each located. */
  formerNames: Located[];
  runtime: Runtime | undefined;
  session: string | undefined;
  host: string | undefined;
  worktree: string | undefined;
  /** undefined for the top (`—` or empty). */
  parent: string | undefined;
  /** As the cell writes it, when that misspells a role's name and `parent` is the name it was read as. */
  parentWritten?: string;
  /** The part ids the Part cell names (normally one; a comma-separated list is kept so a rule can object). */
  parts: PartRef[];
  status: RoleStatus | undefined;
}

export interface Resource {
  span: Span;
  line: number;
  cells: { resource: Cell; kind: Cell; value: Cell; owner: Cell; note: Cell };
  kind: ResourceKind | undefined;
  /** The parsed value: GPU ids, a port range, a normalised path, or text; `invalid` says why not. */
  value: ResourceValue;
  owner: string | undefined;
  /** As the cell writes it, when that misspells a role's name and `owner` is the name it was read as. */
  ownerWritten?: string;
}

export interface BoardItem {
  span: Span;
  line: number;
  cells: { item: Cell; owner: Cell; state: Cell; next: Cell };
  owner: string | undefined;
  /** As the cell writes it, when that misspells a role's name and `owner` is the name it was read as. */
  ownerWritten?: string;
}

export interface Decision {
  span: Span;
  line: number;
  cells: { decision: Cell; askedBy: Cell; default: Cell; since: Cell };
  askedBy: string | undefined;
  /** As the cell writes it, when that misspells a role's name and `askedBy` is the name it was read as. */
  askedByWritten?: string;
  default: string | undefined;
  /** `Since` as a calendar date (YYYY-MM-DD, UTC midnight); undefined when empty or not a date. */
  since: Date | undefined;
}

/** A `####` section inside a part: Plan, Criteria or Verdict. */
export interface PartSection {
  heading: Located;
  /** The content under the heading, as written (raw Markdown), and where it is. */
  content: Located;
  /** No content at all, or only HTML comments. */
  empty: boolean;
  /** Lines of content worth reading: list items and paragraph lines, as plain text. */
  lines: CriteriaLine[];
  /** The heading misspells Plan, Criteria or Verdict (`#### Critera`), and was read as that section. */
  misspelled: boolean;
  /** What the content cites that another session could check: paths, commits, commands (code), links. */
  evidence: EvidenceRef[];
}

export interface CriteriaLine extends Located {
  /** A task-list item (`- [ ]` or `- [x]`). */
  checklist: boolean;
}

export interface CriteriaSection extends PartSection {
  /** The date in `#### Criteria (YYYY-MM-DD)`, as written; undefined when the heading has none. */
  dateText: string | undefined;
  /** The parsed date; undefined when absent or not a real date. */
  date: Date | undefined;
}

export interface Part {
  /** The heading text of `### <id>`, located. */
  id: Located;
  /** The whole part: its heading to the next part or section. */
  span: Span;
  /** The one-line statement of what the owner owns: the first paragraph under the heading. */
  statement: Located | undefined;
  plan: PartSection | undefined;
  /** In order of appearance; a change of criteria is a new dated section. */
  criteria: CriteriaSection[];
  verdict: PartSection | undefined;
  /** Further Plan or Verdict headings in the same part (a second Plan is a duplicate section). */
  duplicateSections: Located[];
}

/** A fenced code block, and whether it was closed before its container ended. */
export interface Fence {
  span: Span;
  closed: boolean;
}

/** A heading at the top level of the doc (not inside a list or quote), as the parser saw it. */
export interface OutlineHeading {
  depth: number;
  /** Its text, and where the text is. */
  text: Located;
  /** The heading's first line (a setext heading's underline is the line after). */
  line: number;
  /** Written as text over `===` or `---` rather than with `#`. */
  setext: boolean;
}

export interface TeamDoc {
  /** The path findings name: relative to the working directory, POSIX separators. */
  file: string;
  /** The text the model was built from (BOM removed); positions refer to it. */
  text: string;
  frontMatter: FrontMatter;
  /** Every `#` heading (the first is the title). */
  titles: Located[];
  /** The paragraphs between the title and the first `##`, as one located text. */
  intent: Located | undefined;
  sections: Section[];
  tables: Table[];
  roles: Role[];
  rules: Located[];
  resources: Resource[];
  board: BoardItem[];
  decisions: Decision[];
  parts: Part[];
  fences: Fence[];
  /** `[fill in: …]` markers left from the template. */
  placeholders: Located[];
  /** `<!-- teamdoc-disable … -->` comments, in the order written. */
  directives: Directive[];
  /** Every top-level heading in order, whatever its depth: the doc's outline (the history follows it across versions). */
  headings: OutlineHeading[];
}
