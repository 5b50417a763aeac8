/**
 * The fixed words of team doc format 1: section headings, table columns and
 * the values some cells may take. Headings and columns match without regard
 * to letter case; extra columns and sections are allowed.
 */
export { RUNTIMES } from '../session/identity.js';

export const FORMAT_VERSION = 1;

export const ROLE_STATUSES = ['planned', 'starting', 'active', 'idle', 'done', 'stopped'] as const;
export type RoleStatus = (typeof ROLE_STATUSES)[number];

/** A role in one of these states should hold no resources any more. */
export const FINISHED_STATUSES: readonly RoleStatus[] = ['done', 'stopped'];

export const SECTIONS = {
  roles: 'roles',
  rules: 'rules',
  resources: 'resources',
  board: 'board',
  decisions: 'needs user decision',
  parts: 'parts',
} as const;

/** The `##` sections every team doc has, in the template's order. */
export const REQUIRED_SECTIONS = [SECTIONS.roles, SECTIONS.rules, SECTIONS.resources, SECTIONS.board, SECTIONS.parts] as const;

export const COLUMNS = {
  roles: ['name', 'runtime', 'session', 'host', 'worktree', 'parent', 'part', 'status'],
  resources: ['resource', 'kind', 'value', 'owner', 'note'],
  board: ['item', 'owner', 'state', 'next'],
  decisions: ['decision', 'asked by', 'default', 'since'],
} as const;

/** Cells that say "none": an em dash, an en dash, a hyphen, or nothing. */
export function saysNone(text: string): boolean {
  return text === '' || text === '—' || text === '–' || text === '-';
}

/** The marker the template uses for what only the user can fill in. */
export const PLACEHOLDER_MARK = '[fill in:';

export function isPlaceholder(text: string): boolean {
  return text.includes(PLACEHOLDER_MARK);
}

/** Names compare without regard to case, after trimming. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

export function parseEnum<T extends string>(values: readonly T[], text: string): T | undefined {
  const key = text.trim().toLowerCase();
  return values.find((value) => value === key);
}
