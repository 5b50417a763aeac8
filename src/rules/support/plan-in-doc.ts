/**
 * A worker's `[plan]` report, as edits of the team doc: the plan written
 * (or replaced: plans may change), the criteria written where there are none,
 * criteria that differ from the latest section added as a new dated section
 * (criteria are never edited), and the worker's row filled from its parent
 * statement and set `active` — it has acked and planned. One source for the
 * finding that says the doc lags behind the log (part-plan-recorded) and for
 * the command that writes it (`teamdoc apply-plan`).
 */
import type { Chain } from '../../chain/model.js';
import type { Part, PartSection, Role, TeamDoc } from '../../doc/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import { sectionWords } from '../../doc/section-words.js';
import { comparable } from '../../text/comparable.js';
import { escapeInlineHtml } from '../../text/inline-html.js';
import type { Suggestion, TextEdit } from '../../findings/finding.js';
import type { PlanNote } from '../../log/read/digest.js';
import { cellSays } from '../../chain/table-agreement.js';
import { cellEdit, insertLinesAfter, suggestion } from './edits.js';
import { currentOwner } from '../../doc/part-owners.js';
import { quote } from './words.js';

/** The latest `[plan]` of a part sent by a session that owns it (stated, or by the table), oldest plans first in `plans`. */
export function latestPlan(chain: Chain, plans: readonly PlanNote[], part: Part): PlanNote | undefined {
  for (let index = plans.length - 1; index >= 0; index--) if (ownedBySender(chain, plans[index]!, part)) return plans[index];
  return undefined;
}

/** A plan of this part, sent by a session that owns it (by its statement or its row). */
function ownedBySender(chain: Chain, note: PlanNote, part: Part): boolean {
  const key = nameKey(part.id.text);
  if (nameKey(note.part) !== key) return false;
  const sender = chain.resolveParty({ name: note.from, ...(note.session === undefined ? {} : { session: note.session }) });
  return (
    sender !== undefined &&
    ((sender.part !== undefined && nameKey(sender.part) === key) || (sender.role?.parts.some((named) => nameKey(named.text) === key) ?? false))
  );
}

/** What writing `note` into `part` changes (`plan`: whether the plan or criteria do); undefined when the doc already says it all. */
export function planEdits(doc: TeamDoc, chain: Chain, part: Part, note: PlanNote): (Suggestion & { plan: boolean; owner: string }) | undefined {
  // Written as the worker typed them: a bare `<file>` would otherwise vanish into inline HTML.
  const plan = note.plan.map((line) => `- ${escapeInlineHtml(line)}`);
  const criteria = note.criteria.map((line) => `- ${escapeInlineHtml(line)}`);
  const date = note.time.slice(0, 10);
  const edits: TextEdit[] = [];
  const blocks = new Map<number, string[]>();
  const insertBefore = (line: number, lines: string[]) => blocks.set(line, [...(blocks.get(line) ?? []), ...lines]);
  const firstCriteria = part.criteria[0]?.heading.span.start.line;
  const verdict = part.verdict?.heading.span.start.line;
  // A line number past the part: insert at its end.
  const partEnd = part.span.end.line + 1;
  const changes: string[] = [];

  if (plan.length > 0) {
    if (!part.plan) {
      insertBefore(firstCriteria ?? verdict ?? partEnd, ['#### Plan', '', ...plan, '']);
      changes.push('the plan');
    } else if (part.plan.empty) {
      edits.push(fillSection(doc, part.plan, plan));
      changes.push('the plan');
    } else if (!sameWords(part.plan, note.plan)) {
      edits.push(replaceContent(part.plan, plan));
      changes.push('the new plan');
    }
  }
  if (criteria.length > 0) {
    const written = part.criteria.filter((section) => !section.empty);
    const latest = written[written.length - 1];
    if (!latest && part.criteria[0]) {
      edits.push(fillSection(doc, part.criteria[0], criteria));
      changes.push('the criteria');
    } else if (!latest) {
      insertBefore(verdict ?? partEnd, [`#### Criteria (${date})`, '', ...criteria, '']);
      changes.push('the criteria');
    } else if (!sameWords(latest, note.criteria)) {
      insertBefore(verdict ?? partEnd, [`#### Criteria (${date})`, '', ...criteria, '']);
      changes.push(`changed criteria as a new section dated ${date}`);
    }
  }
  for (const [line, lines] of blocks)
    edits.push(line === partEnd ? insertLinesAfter(doc, part.span.end.line, ['', ...lines.slice(0, -1)]) : insertLinesAfter(doc, line - 1, lines));
  const plannedChanges = edits.length > 0;
  const owner = currentOwner(doc, part.id.text);
  const row = owner ? ownerRowEdits(doc, chain, owner) : [];
  if (row.length > 0) {
    edits.push(...row);
    changes.push(`its owner's row (from its statement, and \`active\`)`);
  }
  if (edits.length === 0) return undefined;
  // The row to fill is the part's owner now: after a replacement, not the session that sent the plan.
  const ownerName = owner?.name.text ?? note.from;
  return {
    ...suggestion(`From entry ${note.id}, write into ${quote(part.id.text)}: ${changes.join(' and ')}`, ...edits),
    plan: plannedChanges,
    owner: ownerName,
  };
}

/**
 * The earliest `[plan]` of the part, from a session that owns it, whose
 * criteria say what `section` says: the log's proof that the section was
 * written then, whenever the doc got it.
 */
export function earliestPlanSaying(chain: Chain, plans: readonly PlanNote[], part: Part, section: PartSection): PlanNote | undefined {
  return plans.find((note) => ownedBySender(chain, note, part) && sameWords(section, note.criteria));
}

/** The owner's row: `active` once it has planned, and its runtime, session, host and worktree from its statement where the row says none or another. */
function ownerRowEdits(doc: TeamDoc, chain: Chain, role: Role): TextEdit[] {
  const session = chain.sessionOf(role);
  if (!session?.statement) return [];
  const edits: TextEdit[] = [];
  if (role.status === 'planned' || role.status === 'starting') edits.push(cellEdit(doc, role.cells.status, 'active'));
  const statement = session.statement.statement;
  for (const column of ['runtime', 'session', 'host', 'worktree'] as const) {
    const [cell, value] = [role.cells[column], statement[column]];
    // What the top wrote at the split was its plan; where the worker runs is what it stated.
    if (value !== undefined && !cell.missing && (cell.none || cell.placeholder || !cellSays(column, cell.text, value))) edits.push(cellEdit(doc, cell, value));
  }
  return edits;
}

/** The section says these lines: the doc's side is plain text (code ticks gone), the plan's is Markdown as the worker typed it. */
function sameWords(section: PartSection, lines: readonly string[]): boolean {
  const written = sectionWords(section).map(comparable);
  return written.length === lines.length && written.every((text, index) => text === comparable(lines[index]!));
}

/** Content for a section that has none: after its heading, a blank line between. */
function fillSection(doc: TeamDoc, section: PartSection, lines: string[]): TextEdit {
  const heading = section.heading.span.start.line;
  const next = doc.text.split('\n')[heading]?.trim();
  return insertLinesAfter(doc, heading, next === '' || next === undefined ? ['', ...lines] : ['', ...lines, '']);
}

/** A section's content replaced, its heading kept. */
function replaceContent(section: PartSection, lines: string[]): TextEdit {
  const { start, end } = section.content.span;
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column, text: lines.join('\n') };
}
