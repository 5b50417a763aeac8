import { restartedAway } from '../../chain/build-chain.js';
import { cellSays, type StatedColumn } from '../../chain/table-agreement.js';
import type { ChainSession } from '../../chain/model.js';
import type { Cell, Role, TeamDoc } from '../../doc/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import type { TextEdit } from '../../findings/finding.js';
import { cellEdit, safeSuggestion, suggestion } from '../support/edits.js';
import { entryLocation, entryRelated, entryWords, statementWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { isFinished } from '../../doc/part-owners.js';
import { roleIndex } from '../../doc/role-index.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-row-outdated',
  group: 'chain',
  severity: 'warning',
  description:
    'A session’s row follows its statement: its new name after a rename (the old one kept as `(was: …)`), `active` once a `starting` session has joined and its plan is in the doc, and the runtime, session id, host and worktree it stated (a warning where the row says otherwise; info where the row only lags).',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const role = session.role;
      const record = session.statement;
      // A restarted session's row is the restart's to take (chain-session-unlisted).
      if (!role || !record || restartedAway(session)) continue;
      const catchUp = rowCatchUp(context.doc, role, session);
      if (catchUp.length === 0) continue;
      const { statement, message } = record;
      const contradicted = catchUp.some((change) => change.contradicts);
      // One statement leaves no doubt which values are the session's; after several, a person picks.
      const sure = session.stated!.records.length === 1 || !contradicted;
      const fix = `Write the ${catchUp.map((change) => change.column).join(', ')} of ${quote(session.name)} from its statement`;
      const edits = catchUp.map((change) => change.edit);
      report(
        role.cells.name.span,
        `Unexpected row of ${quote(role.name.text)} ${contradicted ? 'against' : 'behind'} its statement (${entryWords(message)}), expected ${catchUp.map((change) => change.words).join(', ')}`,
        {
          hint: sure
            ? 'The statement is what the session said of itself: `teamdoc check --fix` copies it into the row.'
            : 'The statement is what the session said of itself; it stated more than once, so check which values hold and write them into the row.',
          related: [entryRelated(context, message, statementWords(statement))],
          entry: entryLocation(context, message),
          suggestion: sure ? safeSuggestion(fix, ...edits) : suggestion(fix, ...edits),
          ...(contradicted ? {} : { severity: 'info' as const }),
        },
      );
    }
  },
});

interface RowChange {
  column: string;
  words: string;
  edit: TextEdit;
  /** The row says something else (not only nothing yet). */
  contradicts?: boolean;
}

/** Where the row differs from the statement in force, each as an edit of its cell. */
function rowCatchUp(doc: TeamDoc, role: Role, session: ChainSession): RowChange[] {
  const statement = session.statement!.statement;
  const renamed = renamedTo(doc, role, session);
  const name =
    renamed === undefined ? undefined : { column: 'name', words: `the name ${quote(session.name)} (renamed)`, edit: cellEdit(doc, role.cells.name, renamed) };
  const status =
    role.status === 'starting' && plansWritten(doc, role)
      ? { column: 'status', words: '`active` (it joined)', edit: cellEdit(doc, role.cells.status, 'active') }
      : undefined;
  // A `planned` row's cells are apply-plan's to write, with the plan; until then only a runtime it contradicts is news.
  const waiting = role.status === 'planned' && !name && !status;
  const cellChange = (column: StatedColumn): RowChange | undefined => {
    const value = statement[column];
    const cell: Cell = role.cells[column];
    if (value === undefined || cell.missing) return undefined;
    // A finished row is history: what it never said stays unsaid.
    if (cell.none || cell.placeholder)
      return waiting || isFinished(role) ? undefined : { column, words: `${column} ${quote(value)}`, edit: cellEdit(doc, cell, value) };
    if (waiting && column !== 'runtime') return undefined;
    // A misspelt runtime is role-runtime-value's.
    if (cellSays(column, cell.text, value) || (column === 'runtime' && role.runtime === undefined)) return undefined;
    return { column, words: `${column} ${quote(value)} (the row says ${quote(cell.text)})`, edit: cellEdit(doc, cell, value), contradicts: true };
  };
  return [name, cellChange('runtime'), cellChange('session'), cellChange('host'), cellChange('worktree'), status].filter((change) => change !== undefined);
}

/** Whether each part of the row has its plan and criteria in the doc: only then is its owner `active` (part-plan-criteria). */
function plansWritten(doc: TeamDoc, role: Role): boolean {
  return role.parts.every((id) => {
    const part = doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(id.text));
    return part !== undefined && part.plan !== undefined && !part.plan.empty && part.criteria.some((section) => !section.empty);
  });
}

/** The Name cell after a rename: the stated name, the row's names as former ones; undefined when the row already says it or another row has the name. */
function renamedTo(doc: TeamDoc, role: Role, session: ChainSession): string | undefined {
  const current = session.name;
  if (nameKey(current) === nameKey(role.name.text)) return undefined;
  // A row named otherwise than any name the session stated is the lead's choice, not a rename.
  if (!session.stated?.names.some((name) => nameKey(name) === nameKey(role.name.text))) return undefined;
  // A row that keeps the stated name as a former one was renamed by the lead, after the session.
  if (role.formerNames.some((name) => nameKey(name.text) === nameKey(current))) return undefined;
  const holder = roleIndex(doc).find(current)?.role;
  if (holder !== undefined && holder !== role) return undefined;
  const former = [role.name.text, ...role.formerNames.map((name) => name.text)].filter((name) => nameKey(name) !== nameKey(current));
  return `${current} (was: ${former.join(', ')})`;
}
