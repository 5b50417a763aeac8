import { FINISHED_STATUSES } from '../../doc/vocabulary.js';
import { rolesPlace } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'live-session-unlisted',
  group: 'live',
  severity: 'warning',
  description:
    'Every Claude Code or Codex session running on this machine in one of the repository’s worktrees has a row in the roles table (by its session id, or by name for a row without one).',
  needs: ['live'],
  check(context, report) {
    const live = context.live;
    const top = context.doc.roles.find((role) => role.parent === undefined && !(role.status !== undefined && FINISHED_STATUSES.includes(role.status)));
    for (const running of live.unlisted) {
      const runtime = running.runtime === 'codex' ? 'Codex thread' : 'Claude Code session';
      const name = running.name ?? `${running.runtime}-${running.session.slice(0, 8)}`;
      const where = running.cwd === undefined ? '' : ` in ${running.cwd}`;
      const row = `| ${name} | ${running.runtime} | ${running.session} | ${live.host} | ${running.cwd ?? '—'} | ${top?.name.text ?? '—'} | ${name} | planned |`;
      report(
        rolesPlace(context.doc),
        `Unexpected ${runtime} \`${name}\` (${running.session}) ${running.live.state}${where} on ${live.host}, expected a row in the roles table for every session working in the repository`,
        {
          hint: `If it works for the team, add its row, ${row}, and its part under ## Parts (\`### ${name}\` and a line saying what it owns); set it \`active\` once it has stated its parent (teamdoc join). If it does not, stop it.`,
        },
      );
    }
  },
});
