import { shortRef } from '../../log/read/provider.js';
import { rolesPlace } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

/** Statuses whose sessions should have stated a parent by now. */
const EXPECTING = ['starting', 'active', 'idle'];

export default defineRule({
  id: 'chain-log-missing',
  group: 'chain',
  severity: 'info',
  description: 'The repository has the message log, so the roles table can be compared with the parent statements.',
  needs: ['log'],
  check({ doc, log }, report) {
    if (log.tip !== undefined) return;
    const leads = doc.roles.filter((role) => role.parent !== undefined && role.status !== undefined && EXPECTING.includes(role.status));
    if (leads.length === 0) return;
    const names =
      leads
        .slice(0, 3)
        .map((role) => quote(role.name.text))
        .join(', ') + (leads.length > 3 ? ` and ${leads.length - 3} more` : '');
    report(
      rolesPlace(doc),
      `Unexpected repository without the message log \`${shortRef(log.branch)}\`, expected the parent statements of ${names}; the chain rules did not run`,
      {
        hint: `Sessions state their parent with \`teamdoc join\`. In CI, fetch the log first (\`git fetch origin ${shortRef(log.branch)}:${shortRef(log.branch)}\`); \`--no-log\` skips the chain rules.`,
      },
    );
  },
});
