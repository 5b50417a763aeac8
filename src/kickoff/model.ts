/**
 * A kickoff as the kickoff rules read it: a hand-written (or edited) Markdown
 * message to a worker. Like the team doc's model it records what is there and
 * where, and judges nothing; the rules in src/rules/kickoff-*.ts do.
 */
import type { Located, Span } from '../doc/model.js';
import type { TextIndex } from '../doc/positions.js';
import type { WrittenFormat } from '../protocol/formats-in-markdown.js';

export interface KickoffHeading extends Located {
  depth: number;
  /** From the heading to the next heading of the same or a higher level. */
  section: Span;
  /** Offsets of that section, for finding things inside it. */
  sectionStart: number;
  sectionEnd: number;
}

/** `teamdoc join --parent P --part X --name N [--handoff ID]`, each value located (undefined when the flag is absent). */
export interface JoinCommand {
  span: Span;
  parent: Located | undefined;
  part: Located | undefined;
  name: Located | undefined;
  /** A successor's join: the handoff entry it takes over through. */
  handoff: Located | undefined;
}

export interface KickoffMarkerLine {
  span: Span;
  attributes: Record<string, string>;
}

/** An absolute or relative path written in the kickoff, as written and where. */
export interface WrittenPath extends Located {
  start: number;
}

export interface Kickoff {
  file: string;
  text: string;
  index: TextIndex;
  marker: KickoffMarkerLine | undefined;
  headings: KickoffHeading[];
  joinCommands: JoinCommand[];
  /** The text with code (fenced and inline) and HTML blanked out, offsets kept: what the kickoff says in prose. */
  prose: string;
  /** Paragraphs and list items as plain text with their spans: the sentences a rule can read. */
  sentences: Located[];
  /** Paths written anywhere (prose, inline code, code blocks). */
  paths: WrittenPath[];
  formats: WrittenFormat[];
}
