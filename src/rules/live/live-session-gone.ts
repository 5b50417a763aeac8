import { spanText } from '../../time/span-text.js';
import { cellEdit, suggestion } from '../support/edits.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'live-session-gone',
  group: 'live',
  severity: 'warning',
  description: 'A role marked `active` has a session that runs: on this machine, its runtime’s own records show it running or idle, not exited.',
  needs: ['live'],
  check(context, report) {
    const live = context.live;
    for (const role of context.doc.roles) {
      if (role.status !== 'active') continue;
      const state = live.ofRole(role);
      if (state?.state !== 'exited') continue;
      const runtime = role.runtime === 'codex' ? 'Codex thread' : 'Claude Code session';
      const ago = state.activeAgoMs === undefined ? '' : `, last active ${spanText(state.activeAgoMs)} ago`;
      const open =
        state.open === undefined ? 'open it again' : `open it again: ${state.open.command}${state.open.cwd === undefined ? '' : ` (in ${state.open.cwd})`}`;
      report(
        role.cells.status.span,
        `Unexpected status \`active\` for ${quote(role.name.text)}, whose ${runtime} has exited on ${live.host} (${state.detail}${ago}), expected an \`active\` role to have a running session`,
        {
          hint: `To carry on, ${open}. If it is paused on purpose, set its Status to \`idle\`; if it has finished, to \`done\`.`,
          // The edit for a pause; carrying on is a command, and `done` is the person's word to give.
          suggestion: suggestion(
            `Set ${quote(role.name.text)} to \`idle\`, paused (if it has finished, \`done\` instead)`,
            cellEdit(context.doc, role.cells.status, 'idle'),
          ),
        },
      );
    }
  },
});
