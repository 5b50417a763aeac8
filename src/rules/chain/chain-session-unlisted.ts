import { restartedAway } from '../../chain/build-chain.js';
import type { ChainSession } from '../../chain/model.js';
import type { TeamDoc } from '../../doc/model.js';
import { PLACEHOLDER_MARK } from '../../doc/vocabulary.js';
import type { Suggestion, TextEdit } from '../../findings/finding.js';
import { cellEdit, insertLinesAfter, lastRoleLine, rolesTable, safeSuggestion, suggestion, tableRow } from '../support/edits.js';
import { entryLocation, entryRelated, rolesPlace, sessionWords, statementWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { roleIndex } from '../../doc/role-index.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-session-unlisted',
  group: 'chain',
  severity: 'warning',
  description:
    'Every session that stated a parent has a row in the roles table: a restart carries on in its predecessor’s row, a successor by handoff gets a row in its predecessor’s place, and the predecessor keeps its row, `done`.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    const { doc } = context;
    for (const session of chain.sessions) {
      if (session.role || !session.statement || restartedAway(session)) continue;
      const { statement, message } = session.statement;
      const takeover = session.takeover;
      const predecessorRow = takeover?.predecessor?.role;
      let expected: string;
      let hint: string;
      let edit: Suggestion | undefined;
      if (takeover?.kind === 'restart' && predecessorRow) {
        expected = `the row of ${quote(predecessorRow.name.text)} to carry it: a restart keeps the row and changes its session id`;
        hint = `Write ${quote(session.session!)} in the Session cell of ${quote(predecessorRow.name.text)} (and its Host and Worktree, if they changed).`;
        edit = restartEdit(doc, session);
      } else if (takeover?.kind === 'handoff' && predecessorRow) {
        expected = `a row in the place of ${quote(predecessorRow.name.text)}, which it took over: the same parent and part, and ${quote(predecessorRow.name.text)} \`done\``;
        hint = `Add \`${rowText(doc, session, 'active')}\` after ${quote(predecessorRow.name.text)}’s row; set ${quote(predecessorRow.name.text)} to \`done\`, and give its resources and workers to ${quote(session.name)}.`;
        edit = handoffEdit(doc, session);
      } else {
        const finished = session.successor !== undefined;
        expected = finished ? `its row kept, \`done\`: ${quote(session.successor!.name)} took its place` : 'a row for every session that stated a parent';
        hint = `Add it to Roles: \`${rowText(doc, session, finished ? 'done' : 'active')}\`.`;
        edit = rowEdit(doc, session, finished ? 'done' : 'active');
      }
      report(rolesPlace(doc), `Unexpected session ${sessionWords(session)} missing from the roles table, expected ${expected}`, {
        hint,
        related: [entryRelated(context, message, statementWords(statement))],
        entry: entryLocation(context, message),
        suggestion: edit,
      });
    }
  },
});

/** The parent a row names for a session: its parent in force, by its row's name. */
function parentName(session: ChainSession): string {
  const parent = session.parent;
  if (!parent) return '—';
  return parent.session?.role?.name.text ?? parent.session?.name ?? parent.name;
}

function rowValues(session: ChainSession, status: string): Record<string, string | undefined> {
  return {
    name: session.name,
    runtime: session.runtime ?? `${PLACEHOLDER_MARK} claude, codex, human or other]`,
    session: session.session,
    host: session.host,
    worktree: session.worktree,
    parent: parentName(session),
    part: session.statement!.statement.part,
    status,
  };
}

/** The row as it would be written, for the hint; in the table's own column order when there is a table. */
function rowText(doc: TeamDoc, session: ChainSession, status: string): string {
  const table = rolesTable(doc);
  const values = rowValues(session, status);
  return table
    ? tableRow(table, values)
    : `| ${Object.values(values)
        .map((value) => value ?? '—')
        .join(' | ')} |`;
}

function rowEdit(doc: TeamDoc, session: ChainSession, status: string): Suggestion | undefined {
  const table = rolesTable(doc);
  const after = lastRoleLine(doc);
  if (!table || after === undefined) return undefined;
  return rowSuggestion(session)(`Add a row for ${quote(session.name)}`, insertLinesAfter(doc, after, [tableRow(table, rowValues(session, status))]));
}

/** A restart: the predecessor's row takes the new session id (and where it now runs). */
function restartEdit(doc: TeamDoc, session: ChainSession): Suggestion {
  const row = session.takeover!.predecessor!.role!;
  const edits: TextEdit[] = [cellEdit(doc, row.cells.session, session.session!)];
  if (session.host !== undefined && session.host !== row.host) edits.push(cellEdit(doc, row.cells.host, session.host));
  if (session.worktree !== undefined && session.worktree !== row.worktree) edits.push(cellEdit(doc, row.cells.worktree, session.worktree));
  return safeSuggestion(`Write session ${quote(session.session!)} in the row of ${quote(row.name.text)}`, ...edits);
}

/** A handoff: the successor's row after its predecessor's, the predecessor `done`, its resources and workers moved on. */
function handoffEdit(doc: TeamDoc, session: ChainSession): Suggestion | undefined {
  const table = rolesTable(doc);
  const predecessor = session.takeover!.predecessor!.role!;
  if (!table) return undefined;
  const roles = roleIndex(doc);
  const edits: TextEdit[] = [insertLinesAfter(doc, predecessor.line, [tableRow(table, rowValues(session, 'active'))])];
  if (predecessor.cells.status.text !== 'done') edits.push(cellEdit(doc, predecessor.cells.status, 'done'));
  for (const resource of doc.resources) {
    if (resource.owner !== undefined && roles.find(resource.owner)?.role === predecessor) edits.push(cellEdit(doc, resource.cells.owner, session.name));
  }
  for (const role of doc.roles) {
    if (role.parent !== undefined && roles.find(role.parent)?.role === predecessor) edits.push(cellEdit(doc, role.cells.parent, session.name));
  }
  return rowSuggestion(session)(
    `Add ${quote(session.name)} in the place of ${quote(predecessor.name.text)}, and set ${quote(predecessor.name.text)} to \`done\``,
    ...edits,
  );
}

/** A new row is certain when its statement gave every value; a runtime it did not give is a placeholder for a person to fill. */
function rowSuggestion(session: ChainSession): typeof suggestion {
  return session.runtime === undefined ? suggestion : safeSuggestion;
}
