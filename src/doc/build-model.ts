/**
 * Text → TeamDoc: front matter first (safely), then one Markdown parse of the
 * whole file, then one pass over its top-level sections. Nothing here judges;
 * the model records what is written and where, and the rules decide.
 */
import type { Nodes, Root, RootContent } from 'mdast';
import { findDirectives } from './directives.js';
import { readFrontMatter } from './front-matter.js';
import { parseMarkdown } from './markdown.js';
import { plainText, spanOf } from './mdast-text.js';
import type { Fence, Located, OutlineHeading, Section, Table, TeamDoc } from './model.js';
import { readParts } from './parts.js';
import { lfText } from '../text/line-endings.js';
import { TextIndex } from './positions.js';
import { readBoard, readDecisions, readResources, readRoles } from './rows.js';
import { headingText, leadingNodes, outline, readMisspelled, splitAt, type Block } from './sections.js';
import { readTable } from './tables.js';
import { closest } from '../text/closest.js';
import { COLUMNS, PLACEHOLDER_MARK, REQUIRED_SECTIONS, SECTIONS, nameKey } from './vocabulary.js';

/** `written` as the file has it; the model holds it as LF text without a BOM (text/line-endings.ts), positions unchanged. */
export function buildModel(written: string, file: string, parse: (markdown: string) => Root = parseMarkdown): TeamDoc {
  const text = lfText(written);
  const index = new TextIndex(text);
  const frontMatter = readFrontMatter(index);
  const tree = parse(hideLines(text, index, frontMatter.hiddenLines));
  const doc: TeamDoc = {
    file,
    text,
    frontMatter,
    titles: [],
    intent: undefined,
    sections: [],
    tables: [],
    roles: [],
    rules: [],
    resources: [],
    board: [],
    decisions: [],
    parts: [],
    fences: findFences(tree, index),
    placeholders: findPlaceholders(index),
    directives: findDirectives(tree, index),
    headings: outlineHeadings(tree),
  };
  const { titles, preamble, sections } = outline(tree.children);
  doc.titles = titles;
  doc.intent = readIntent(preamble, index);
  readMisspelled(sections, REQUIRED_SECTIONS);

  const seen = new Set<string>();
  for (const block of sections) {
    doc.sections.push(sectionOf(block, 2));
    // A duplicated section is reported by a rule; only the first of each is read.
    if (seen.has(block.key)) continue;
    seen.add(block.key);
    readSection(doc, block, index);
  }
  readMisspelledPartRefs(doc);
  readMisspelledRoleNames(doc);
  return doc;
}

/**
 * A cell naming a role (Parent, Owner, Asked by) that names none, current or
 * former, but is close to a current name (`tpo` for `top`) is read as that
 * role: one finding at the cell, and the chain, the resources and the board
 * go on from the role that was meant.
 */
function readMisspelledRoleNames(doc: TeamDoc): void {
  const names = doc.roles.map((role) => role.name.text);
  const known = new Set([...names, ...doc.roles.flatMap((role) => role.formerNames.map((former) => former.text))].map(nameKey));
  const meant = (name: string | undefined) => (name === undefined || known.has(nameKey(name)) ? undefined : closest(name, names));
  for (const role of doc.roles) {
    const parent = meant(role.parent);
    if (parent !== undefined) [role.parentWritten, role.parent] = [role.parent, parent];
  }
  for (const item of [...doc.resources, ...doc.board]) {
    const owner = meant(item.owner);
    if (owner !== undefined) [item.ownerWritten, item.owner] = [item.owner, owner];
  }
  for (const decision of doc.decisions) {
    const askedBy = meant(decision.askedBy);
    if (askedBy !== undefined) [decision.askedByWritten, decision.askedBy] = [decision.askedBy, askedBy];
  }
}

/**
 * A Part cell naming no part, close to the id of a part no role owns
 * (`finetune` against `### fine-tune`), is read as that part: the heading
 * defines the id, the cell refers to it.
 */
function readMisspelledPartRefs(doc: TeamDoc): void {
  const ids = new Set(doc.parts.map((part) => nameKey(part.id.text)));
  const owned = new Set(doc.roles.flatMap((role) => role.parts.map((part) => nameKey(part.text))).filter((key) => ids.has(key)));
  for (const role of doc.roles) {
    role.parts = role.parts.map((part) => {
      if (ids.has(nameKey(part.text))) return part;
      const meant = closest(
        part.text,
        doc.parts.map((candidate) => candidate.id.text).filter((id) => !owned.has(nameKey(id))),
      );
      if (meant === undefined) return part;
      owned.add(nameKey(meant));
      return { text: meant, span: part.span, written: part.text };
    });
  }
}

function readSection(doc: TeamDoc, block: Block, index: TextIndex): void {
  switch (block.key) {
    case SECTIONS.roles: {
      const table = firstTable(doc, block.nodes, SECTIONS.roles, COLUMNS.roles);
      if (table) doc.roles = readRoles(table, index);
      break;
    }
    case SECTIONS.resources: {
      const table = firstTable(doc, block.nodes, SECTIONS.resources, COLUMNS.resources);
      if (table) doc.resources = readResources(table);
      break;
    }
    case SECTIONS.rules:
      doc.rules = block.nodes.flatMap((node) =>
        node.type === 'list' ? node.children.map((item) => ({ text: plainText(item).trim(), span: spanOf(item) })) : [],
      );
      break;
    case SECTIONS.board: {
      const table = firstTable(doc, leadingNodes(block.nodes, 3), SECTIONS.board, COLUMNS.board);
      if (table) doc.board = readBoard(table);
      let decisionsRead = false;
      const subsections = splitAt(block.nodes, 3);
      readMisspelled(subsections, [SECTIONS.decisions]);
      for (const sub of subsections) {
        if (sub.key !== SECTIONS.decisions) continue;
        doc.sections.push(sectionOf(sub, 3));
        if (decisionsRead) continue;
        decisionsRead = true;
        const decisions = firstTable(doc, sub.nodes, SECTIONS.decisions, COLUMNS.decisions);
        if (decisions) doc.decisions = readDecisions(decisions);
      }
      break;
    }
    case SECTIONS.parts:
      doc.parts = readParts(block.nodes, index);
      break;
  }
}

function sectionOf(block: Block, depth: number): Section {
  return { key: block.key, heading: block.title, depth, span: block.span, misspelled: block.misspelled === true };
}

function firstTable(doc: TeamDoc, nodes: readonly RootContent[], section: string, columns: readonly string[]): Table | undefined {
  const node = nodes.find((candidate) => candidate.type === 'table');
  if (node?.type !== 'table') return undefined;
  const table = readTable(node, section, columns);
  doc.tables.push(table);
  return table;
}

function readIntent(preamble: readonly RootContent[], index: TextIndex): Located | undefined {
  const paragraphs = preamble.filter((node) => node.type === 'paragraph');
  const first = paragraphs[0];
  const last = paragraphs[paragraphs.length - 1];
  if (!first || !last) return undefined;
  const span = { start: spanOf(first).start, end: spanOf(last).end };
  return { text: index.text.slice(first.position?.start.offset ?? 0, last.position?.end.offset ?? 0), span };
}

/** Blanks lines 1…count keeping every offset (a refused front matter block must not be read as Markdown). */
function hideLines(text: string, index: TextIndex, count: number): string {
  if (count === 0) return text;
  const end = count < index.lineCount ? index.lineStart(count + 1) : text.length;
  return text.slice(0, end).replace(/[^\n]/g, ' ') + text.slice(end);
}

/** Fenced code blocks at the top level and in lists and quotes, with whether each was closed. */
function findFences(tree: Root, index: TextIndex): Fence[] {
  const fences: Fence[] = [];
  // Depth first with a stack of its own, in document order: nesting never costs the call stack.
  const pending: Nodes[] = [...tree.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'code') {
      const fence = fenceOf(node, index);
      if (fence) fences.push(fence);
    } else if (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote') {
      pending.push(...[...node.children].reverse());
    }
  }
  return fences;
}

function fenceOf(node: Nodes, index: TextIndex): Fence | undefined {
  const span = spanOf(node);
  const opening = index
    .line(span.start.line)
    .slice(span.start.column - 1)
    .trimStart();
  const marker = /^(`{3,}|~{3,})/.exec(opening)?.[1];
  if (!marker) return undefined;
  // Closed when the block's last line is a fence of the same character, at least as long.
  const lastLine = index
    .line(span.end.line)
    .slice(0, span.end.column - 1)
    .trim();
  const closed = span.end.line > span.start.line && lastLine.startsWith(marker) && /^(`+|~+)$/.test(lastLine) && lastLine[0] === marker[0];
  return { span: { start: span.start, end: { line: span.start.line, column: span.start.column + marker.length } }, closed };
}

export function outlineHeadings(tree: Root): OutlineHeading[] {
  return tree.children.flatMap((node) => {
    if (node.type !== 'heading') return [];
    const span = spanOf(node);
    return [{ depth: node.depth, text: headingText(node), line: span.start.line, setext: span.end.line > span.start.line }];
  });
}

/** `[fill in: …]` markers left from the template, wherever they are. */
function findPlaceholders(index: TextIndex): Located[] {
  const found: Located[] = [];
  for (let at = index.text.indexOf(PLACEHOLDER_MARK); at !== -1; at = index.text.indexOf(PLACEHOLDER_MARK, at + 1)) {
    const lineEnd = index.text.indexOf('\n', at);
    const close = index.text.indexOf(']', at);
    const end = close !== -1 && (lineEnd === -1 || close < lineEnd) ? close + 1 : lineEnd === -1 ? index.text.length : lineEnd;
    found.push({ text: index.text.slice(at, end), span: index.span(at, end) });
  }
  return found;
}
