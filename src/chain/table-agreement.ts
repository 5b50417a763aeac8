/**
 * Whether a session's row says what its statement says: the same parent (the
 * parent in force, so a successor's row names its predecessor's parent, and
 * a row names a parent's latest generation) and the same part. One reading
 * for `check` (chain-statement-mismatch) and `view` (marked on the session).
 * And whether a Runtime, Session, Host or Worktree cell says the stated value
 * (chain-row-outdated, and apply-plan writing the row).
 */
import { nameKey, saysNone } from '../doc/vocabulary.js';
import type { ChainSession } from './model.js';

export interface TableDisagreement {
  /** The row's parent differs: what the row should name instead (`—` for none). */
  parent?: { table: string; expected: string };
  /** The row's part differs: what the row should name instead. */
  part?: { table: string; expected: string };
}

export function tableDisagreement(session: ChainSession): TableDisagreement | undefined {
  const role = session.role;
  const record = session.statement;
  if (!role || !record) return undefined;
  const result: TableDisagreement = {};
  const inForce = session.parent;
  // A stated parent that names no session is chain-parent-unresolved's finding, not a disagreement.
  const judged = session.takeover?.kind === 'handoff' || session.statedParent?.session !== undefined;
  if (judged && inForce?.session !== session.tableParent?.session) {
    result.parent = { table: role.parent ?? '—', expected: inForce?.session ? roleName(inForce.session) : (inForce?.name ?? '—') };
  }
  const stated = record.statement.part;
  const statesNone = saysNone(stated.trim()) && role.parts.length === 0;
  // A misspelt Part cell is reported once, by role-part-exists; a statement may name it as either spelling.
  if (!statesNone && !role.parts.some((part) => [part.text, part.written].some((text) => text !== undefined && nameKey(text) === nameKey(stated)))) {
    result.part = { table: role.parts.map((part) => part.text).join(', ') || '—', expected: stated };
  }
  return result.parent || result.part ? result : undefined;
}

/** How the table names a session: its row's name, else its current name. */
function roleName(session: ChainSession): string {
  return session.role?.name.text ?? session.name;
}

export type StatedColumn = 'runtime' | 'session' | 'host' | 'worktree';

/**
 * Whether a written cell says the stated value. Names compare letter case
 * aside; a worktree written relative to the doc (`../wt-train`) or the home
 * (`~/wt-train`) says the stated absolute path it ends in, since no reader of
 * the doc knows where its writer stood.
 */
export function cellSays(column: StatedColumn, written: string, stated: string): boolean {
  if (nameKey(written) === nameKey(stated)) return true;
  if (column !== 'worktree' || written.startsWith('/')) return false;
  const tail = written.replace(/^(?:~\/|(?:\.{1,2}\/)+)/, '').replace(/\/+$/, '');
  return tail !== '' && stated.replace(/\/+$/, '').endsWith(`/${tail}`);
}
