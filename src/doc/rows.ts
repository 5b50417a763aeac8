/**
 * Table rows to typed records: roles, resources, board items, decisions.
 * Values are parsed here (a runtime, GPU ids, a date); whether they are
 * acceptable is for the rules to say.
 */
import { parseCalendarDate } from './dates.js';
import type { BoardItem, Cell, Decision, Located, Resource, Role, Table } from './model.js';
import type { TextIndex } from './positions.js';
import { RESOURCE_KINDS, parseResourceValue } from './resource-values.js';
import { cellOf, locateWithin } from './tables.js';
import { ROLE_STATUSES, RUNTIMES, parseEnum } from './vocabulary.js';

/** A cell's value when it holds one: not "none", not a placeholder. */
function cellValue(cell: Cell): string | undefined {
  return cell.none || cell.placeholder ? undefined : cell.text;
}

const FORMER_NAMES = /^(.*?)\s*\(\s*was\s*:\s*(.*?)\s*\)$/i;

export function readRoles(table: Table, index: TextIndex): Role[] {
  return table.rows.map((row) => {
    const cell = (column: string) => cellOf(table, row, column);
    const cells = {
      name: cell('name'),
      runtime: cell('runtime'),
      session: cell('session'),
      host: cell('host'),
      worktree: cell('worktree'),
      parent: cell('parent'),
      part: cell('part'),
      status: cell('status'),
    };
    const { name, formerNames } = readNames(cells.name, index);
    const partText = cellValue(cells.part);
    return {
      span: row.span,
      line: row.span.start.line,
      cells,
      name,
      formerNames,
      runtime: parseEnum(RUNTIMES, cells.runtime.text),
      session: cellValue(cells.session),
      host: cellValue(cells.host),
      worktree: cellValue(cells.worktree),
      parent: cellValue(cells.parent),
      parts: partText === undefined ? [] : splitList(cells.part, index),
      status: parseEnum(ROLE_STATUSES, cells.status.text),
    };
  });
}

/** `train (was: trainer, gpu-worker)` → `train` and its former names, each located. */
function readNames(cell: Cell, index: TextIndex): { name: Located; formerNames: Located[] } {
  const match = FORMER_NAMES.exec(cell.text);
  if (!match) return { name: locateWithin(index, cell, cell.text), formerNames: [] };
  const name = locateWithin(index, cell, match[1]!.trim());
  const listStart = cell.text.indexOf(match[2]!, match[1]!.length);
  const formerNames: Located[] = [];
  let from = listStart;
  for (const former of match[2]!.split(',')) {
    const text = former.trim();
    if (text === '') continue;
    const located = locateWithin(index, cell, text, from);
    formerNames.push(located);
    from = cell.text.indexOf(text, from) + text.length;
  }
  return { name, formerNames };
}

/** A cell listing several things (`a, b`): each located; one item for a plain cell. */
function splitList(cell: Cell, index: TextIndex): Located[] {
  const items: Located[] = [];
  let from = 0;
  for (const item of cell.text.split(/[,;]/)) {
    const text = item.trim();
    if (text === '') continue;
    items.push(locateWithin(index, cell, text, from));
    from = cell.text.indexOf(text, from) + text.length;
  }
  return items;
}

export function readResources(table: Table): Resource[] {
  return table.rows.map((row) => {
    const cell = (column: string) => cellOf(table, row, column);
    const cells = { resource: cell('resource'), kind: cell('kind'), value: cell('value'), owner: cell('owner'), note: cell('note') };
    const kind = parseEnum(RESOURCE_KINDS, cells.kind.text);
    return {
      span: row.span,
      line: row.span.start.line,
      cells,
      kind,
      value: parseResourceValue(kind, cells.value.text, cells.value.none || cells.value.placeholder),
      owner: cellValue(cells.owner),
    };
  });
}

export function readBoard(table: Table): BoardItem[] {
  return table.rows.map((row) => {
    const cell = (column: string) => cellOf(table, row, column);
    const cells = { item: cell('item'), owner: cell('owner'), state: cell('state'), next: cell('next') };
    return { span: row.span, line: row.span.start.line, cells, owner: cellValue(cells.owner) };
  });
}

export function readDecisions(table: Table): Decision[] {
  return table.rows.map((row) => {
    const cell = (column: string) => cellOf(table, row, column);
    const cells = { decision: cell('decision'), askedBy: cell('asked by'), default: cell('default'), since: cell('since') };
    return {
      span: row.span,
      line: row.span.start.line,
      cells,
      askedBy: cellValue(cells.askedBy),
      default: cellValue(cells.default),
      since: parseCalendarDate(cells.since.text),
    };
  });
}
