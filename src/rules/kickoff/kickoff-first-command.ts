import type { Located, Role, TeamDoc } from '../../doc/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import type { JoinCommand } from '../../kickoff/model.js';
import { joinCommand } from '../../kickoff/values.js';
import { rowsOwning } from '../../doc/part-owners.js';
import { roleIndex } from '../../doc/role-index.js';
import { defineKickoffRule, inDoc, missingAt } from './kickoff-rule.js';
import { kickoffSubject } from './kickoff-subject.js';
import { quote } from '../support/words.js';

export default defineKickoffRule({
  id: 'kickoff-first-command',
  severity: 'error',
  description:
    'The kickoff gives the ack to run first, `teamdoc join --parent <parent> --part <part> --name <owner>`, with the names the team doc gives; a successor’s first message (`join … --handoff <id>`) names its predecessor, an owner of the part, as parent.',
  check(context, report) {
    const { kickoff, doc } = context;
    const command = kickoff.joinCommands[0];
    const subject = kickoffSubject(kickoff, doc);
    if (!command) {
      const expected =
        subject.part && subject.owner && subject.parent
          ? `\`${joinCommand(subject.parent.name.text, subject.part.id.text, subject.owner.name.text)}\``
          : '`teamdoc join --parent <parent> --part <part> --name <owner>`';
      report(missingAt(kickoff, /ack|first/i), `Unexpected kickoff without the ack command, expected ${expected} as the first thing the worker runs`, {
        hint: 'The ack records the worker’s parent statement in the log; without it the chain has a gap.',
      });
      return;
    }
    const absent = (['parent', 'part', 'name'] as const).filter((flag) => command[flag] === undefined);
    if (absent.length > 0) {
      report(command.span, `Unexpected \`teamdoc join\` without ${absent.map((flag) => `--${flag}`).join(', ')}, expected --parent, --part and --name`, {
        hint: 'teamdoc join records who the worker is, its parent and its part; it needs all three.',
      });
    }
    const mismatch = (written: Located | undefined, expected: string | undefined, what: string, related: ReturnType<typeof inDoc> | undefined) => {
      if (written === undefined || expected === undefined || nameKey(written.text) === nameKey(expected)) return;
      report(written.span, `Unexpected ${quote(written.text)}, expected ${quote(expected)}, ${what}`, {
        hint: 'The ack must state what the team doc says, or the chain check reports a mismatch.',
        ...(related ? { related: [related] } : {}),
      });
    };
    const { owner, parent } = subject;
    if (subject.part && command.part !== subject.partName) mismatch(command.part, subject.part.id.text, 'the part this kickoff is for', undefined);
    if (command.handoff !== undefined) {
      // A successor is new to the table and states its predecessor, the part's owner until now, as its parent.
      const predecessors = doc && subject.part ? rowsOwning(doc, subject.part.id.text) : [];
      if (owner && predecessors.length > 0 && !statesOneOf(command, predecessors, doc!)) {
        mismatch(
          command.parent,
          owner.name.text,
          `the owner of ${quote(subject.part!.id.text)} handing it off`,
          inDoc(context, owner.cells.name.span, `${quote(owner.name.text)} owns ${quote(subject.part!.id.text)}`),
        );
      }
      return;
    }
    if (owner && parent)
      mismatch(
        command.parent,
        parent.name.text,
        `the Parent of ${quote(owner.name.text)} in Roles`,
        inDoc(context, owner.cells.parent.span, `${quote(owner.name.text)}’s parent`),
      );
    if (owner)
      mismatch(
        command.name,
        owner.name.text,
        `the owner of ${quote(subject.part!.id.text)}`,
        inDoc(context, owner.cells.name.span, `${quote(owner.name.text)} owns ${quote(subject.part!.id.text)}`),
      );
  },
});

/** The join's --parent names one of these rows: by its name, a former name or its session id. */
function statesOneOf(command: JoinCommand, rows: readonly Role[], doc: TeamDoc): boolean {
  const written = command.parent?.text;
  if (written === undefined) return true;
  const named = roleIndex(doc).find(written)?.role;
  return rows.some((row) => row === named || row.session === written);
}
