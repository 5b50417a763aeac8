/**
 * At the door: the names a writing command is given (a part, a parent, a
 * recipient) are checked against the team doc and the log before anything is
 * written, so a typo is refused with a did-you-mean instead of being recorded
 * and blamed on the doc later. Hooks never come here: they record what
 * happened, and `check` reports.
 */
import type { TeamDoc } from '../doc/model.js';
import { nameKey, saysNone } from '../doc/vocabulary.js';
import { UsageError } from '../errors.js';
import { BROADCAST_NAME } from '../log/format/fields.js';
import type { LogMessage } from '../log/read/read.js';
import { closest } from '../text/closest.js';
import { statedSessions } from './statements.js';

/** The names and session ids a team is known by: the roles table (former names too) and what the log's joins and handoffs name. */
export class TeamNames {
  private readonly keys = new Map<string, string>();

  constructor(doc: TeamDoc | undefined, structural: readonly LogMessage[]) {
    for (const role of doc?.roles ?? []) {
      for (const name of [role.name, ...role.formerNames]) this.add(name.text);
      if (role.session !== undefined) this.add(role.session);
    }
    for (const stated of statedSessions(structural)) {
      for (const name of stated.names) this.add(name);
      if (stated.session !== undefined) this.add(stated.session);
      this.add(stated.current.statement.parent);
    }
    for (const message of structural) {
      if (message.kind !== 'handoff') continue;
      this.add(message.from.name);
      if (message.from.session !== undefined) this.add(message.from.session);
      if (message.handoff?.successor !== undefined) this.add(message.handoff.successor);
    }
  }

  has(name: string): boolean {
    return this.keys.has(nameKey(name));
  }

  /** The known name a typo most likely meant. */
  closest(name: string): string | undefined {
    return closest(name, [...this.keys.values()]);
  }

  private add(name: string): void {
    if (name.trim() !== '' && !saysNone(name)) this.keys.set(nameKey(name), name.trim());
  }
}

/** `--part` names a part of the doc (`—` only for a successor taking over a session that owned none). */
export function checkPart(doc: TeamDoc, docFile: string, part: string, handoff: boolean): void {
  if (saysNone(part.trim())) {
    if (handoff) return;
    throw new UsageError(`--part ${JSON.stringify(part)}: a worker owns one part of ${docFile}`, { hint: `The parts are: ${partList(doc)}.` });
  }
  if (doc.parts.some((candidate) => nameKey(candidate.id.text) === nameKey(part))) return;
  const meant = closest(
    part,
    doc.parts.map((candidate) => candidate.id.text),
  );
  throw new UsageError(`no part ${JSON.stringify(part)} in ${docFile}${meant ? `; did you mean ${JSON.stringify(meant)}?` : ''}`, {
    hint: `The parts are: ${partList(doc)}. Nothing was written. If your parent added the part since this checkout was updated, update it (git pull) and join again.`,
  });
}

/** `--parent` names a session of the team: a role, a former name, a session id, or a session the log knows. */
export function checkParent(names: TeamNames, docFile: string, parent: string): void {
  if (names.has(parent)) return;
  const meant = names.closest(parent);
  throw new UsageError(`no session named ${JSON.stringify(parent)} in ${docFile} or the log${meant ? `; did you mean ${JSON.stringify(meant)}?` : ''}`, {
    hint: 'Your parent is the role that started you, as the Roles table names it (your kickoff’s join command has it). Nothing was written.',
  });
}

/** `--to` names someone on the team, `*`, or anyone at all with `--outside-team`. */
export function checkRecipient(names: TeamNames, to: string, outsideTeam: boolean): void {
  if (outsideTeam || to === BROADCAST_NAME || names.has(to)) return;
  const meant = names.closest(to);
  throw new UsageError(
    `no one named ${JSON.stringify(to)} on the team (the roles table and the log)${meant ? `; did you mean ${JSON.stringify(meant)}?` : ''}`,
    {
      hint: `Nothing was written. A message to someone outside the team (a person, another team) says so: add --outside-team.`,
    },
  );
}

function partList(doc: TeamDoc): string {
  return doc.parts.map((part) => part.id.text).join(', ') || '(none yet: the doc has no `### <part>` under `## Parts`)';
}
