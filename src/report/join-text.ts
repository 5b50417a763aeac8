/**
 * What `teamdoc join` says: the stored id on stdout (as record prints it),
 * and on stderr the statement in words, or why nothing new was written.
 */
import type { JoinPlan } from '../chain/join.js';
import { saysNone } from '../doc/vocabulary.js';
import { terminalSafeLine } from './terminal-text.js';

export function renderJoinNote(plan: JoinPlan): string {
  if (plan.action === 'same') {
    const { statement } = plan.existing;
    return `teamdoc: ${safe(statement.name)} already stated parent ${safe(statement.parent)}, part ${safe(statement.part)} (entry ${plan.existing.message.id} of ${plan.existing.message.time}); nothing new was written\n`;
  }
  const { statement } = plan;
  const who = `${safe(statement.name)}${statement.session === undefined ? ' (no session id: known by name only)' : ` (session ${safe(statement.session)}${statement.runtime ? `, ${safe(statement.runtime)}` : ''})`}`;
  const what = `parent ${safe(statement.parent)}, part ${safe(statement.part)}`;
  if (plan.kind === 'amendment') return `teamdoc: ${who} amends its statement ${statement.amends}: now ${what}\n`;
  if (plan.kind === 'rename') return `teamdoc: ${who} stated its new name; ${what} as before\n`;
  if (plan.kind === 'restart') {
    const earlier = plan.standing!.statement;
    return `teamdoc: ${who} restarts ${safe(statement.name)} (${what}), which session ${safe(earlier.session ?? '?')} was; its parent puts session ${safe(statement.session ?? '?')} in the roles table's row for ${safe(statement.name)}\n`;
  }
  // A successor's statement names its predecessor where a worker's names its parent: say it in those words.
  // A predecessor with no part is the top (or a lead above the parts): what passes is its place, workers included.
  if (statement.handoff) {
    const passes = saysNone(statement.part) ? 'its place is now yours: its workers, and its parent if it had one' : 'its parent is now yours';
    return `teamdoc: ${who} joined, taking over through handoff ${statement.handoff} from ${safe(statement.parent)}, part ${safe(statement.part)}: ${passes}\n`;
  }
  return `teamdoc: ${who} joined: ${what}\n`;
}

const safe = terminalSafeLine;
