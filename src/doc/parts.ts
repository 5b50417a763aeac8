/**
 * The Parts section: one `### <id>` per part, its one-line statement, and its
 * `#### Plan`, `#### Criteria` (possibly several, dated) and `#### Verdict`.
 */
import type { List, Nodes, RootContent, Table } from 'mdast';
import { classifyCode, evidenceInText, type EvidenceRef } from '../protocol/evidence.js';
import { closest } from '../text/closest.js';
import { parseCalendarDate } from './dates.js';
import type { CriteriaLine, Located, Part, PartSection } from './model.js';
import { endOffset, isComment, plainText, spanOf, startOffset } from './mdast-text.js';
import type { TextIndex } from './positions.js';
import { leadingNodes, splitAt, type Block } from './sections.js';

const CRITERIA = /^criteria(?:\s*\((.*)\))?$/;

export function readParts(nodes: readonly RootContent[], index: TextIndex): Part[] {
  return splitAt(nodes, 3).map((block) => readPart(block, index));
}

function readPart(block: Block, index: TextIndex): Part {
  const part: Part = {
    id: block.title,
    span: block.span,
    statement: readStatement(leadingNodes(block.nodes, 4), index),
    plan: undefined,
    criteria: [],
    verdict: undefined,
    duplicateSections: [],
  };
  const sections = splitAt(block.nodes, 4);
  const read = readSubsections(sections.map((section) => section.key));
  sections.forEach((section, position) => {
    const subsection = read[position];
    if (subsection?.name === 'criteria') {
      const { dateText } = subsection;
      part.criteria.push({
        ...readSection(section, index, subsection.misspelled),
        dateText,
        date: dateText === undefined ? undefined : parseCalendarDate(dateText),
      });
    } else if (subsection) {
      if (part[subsection.name]) part.duplicateSections.push(section.title);
      else part[subsection.name] = readSection(section, index, subsection.misspelled);
    }
  });
  return part;
}

const SUBSECTIONS = ['plan', 'criteria', 'verdict'] as const;

export interface Subsection {
  name: (typeof SUBSECTIONS)[number];
  /** The date of `criteria (2026-11-30)`, as written. */
  dateText?: string;
  /** Read as `name` though it misspells it (`critera`). */
  misspelled: boolean;
}

/**
 * A part's `####` headings (lower case) as read: Plan, Criteria (dated or not)
 * and Verdict, and a heading close to one of them (`critera (2026-11-30)`) as
 * that one, unless the part already has a Plan or Verdict written right.
 * Others are the team's own (undefined). The model and the history read parts
 * through this, and so agree.
 */
export function readSubsections(keys: readonly string[]): (Subsection | undefined)[] {
  const exact = keys.map(subsectionOf);
  const written = new Set(exact.map((subsection) => subsection?.name));
  return keys.map((key, position) => {
    if (exact[position]) return exact[position];
    const [, word = key, date] = /^(.*?)\s*(\(.*\))?$/.exec(key) ?? [];
    const meant = closest(
      word,
      SUBSECTIONS.filter((name) => name === 'criteria' || !written.has(name)),
    );
    if (meant === undefined) return undefined;
    const subsection = meant === 'criteria' ? subsectionOf(`criteria${date ? ` ${date}` : ''}`)! : { name: meant, misspelled: false };
    return { ...subsection, misspelled: true };
  });
}

function subsectionOf(key: string): Subsection | undefined {
  const criteria = CRITERIA.exec(key);
  if (criteria) return { name: 'criteria', dateText: criteria[1]?.trim(), misspelled: false };
  return key === 'plan' || key === 'verdict' ? { name: key, misspelled: false } : undefined;
}

function readStatement(nodes: readonly RootContent[], index: TextIndex): Located | undefined {
  const paragraph = nodes.find((node) => !isComment(node as Nodes));
  if (paragraph?.type !== 'paragraph') return undefined;
  return { text: index.text.slice(startOffset(paragraph), endOffset(paragraph)), span: spanOf(paragraph) };
}

function readSection(block: Block, index: TextIndex, misspelled: boolean): PartSection {
  const content = block.nodes.filter((node) => !isComment(node as Nodes));
  const first = content[0];
  const last = content[content.length - 1];
  const headingEnd = spanOf(block.heading).end;
  return {
    heading: block.title,
    content:
      first && last
        ? { text: index.text.slice(startOffset(first), endOffset(last)), span: { start: spanOf(first).start, end: spanOf(last).end } }
        : { text: '', span: { start: headingEnd, end: headingEnd } },
    empty: content.length === 0,
    lines: content.flatMap((node) => linesOf(node, index)),
    evidence: content.flatMap((node) => evidenceIn(node as Nodes)),
    misspelled,
  };
}

/** Code (a command, a path or a commit), links, and paths, commits or links written as plain text. */
function evidenceIn(node: Nodes): EvidenceRef[] {
  if (node.type === 'inlineCode' || node.type === 'code') return [classifyCode(node.value)];
  if (node.type === 'text') return evidenceInText(node.value);
  if (node.type === 'link') return [{ kind: 'url', text: node.url }, ...node.children.flatMap((child) => evidenceIn(child as Nodes))];
  if (node.type === 'html') return [];
  return 'children' in node ? node.children.flatMap((child) => evidenceIn(child as Nodes)) : [];
}

/** Lines a reader would count: list items, table rows, and each line of a paragraph. */
function linesOf(node: RootContent, index: TextIndex): CriteriaLine[] {
  if (node.type === 'list') return listLines(node);
  if (node.type === 'table') return tableLines(node);
  if (node.type !== 'paragraph') return [];
  const span = spanOf(node);
  const lines: CriteriaLine[] = [];
  for (let line = span.start.line; line <= span.end.line; line++) {
    const raw = index.line(line);
    const text = raw.trim();
    if (text === '') continue;
    const column = raw.length - raw.trimStart().length + 1;
    lines.push({ text, span: { start: { line, column }, end: { line, column: column + text.length } }, checklist: false });
  }
  return lines;
}

function listLines(list: List): CriteriaLine[] {
  return list.children.map((item) => ({
    text: plainText(item).trim(),
    span: spanOf(item),
    checklist: typeof item.checked === 'boolean',
  }));
}

function tableLines(table: Table): CriteriaLine[] {
  return table.children.map((row) => ({
    text: row.children.map((cell) => plainText(cell).trim()).join(' | '),
    span: spanOf(row),
    checklist: false,
  }));
}
