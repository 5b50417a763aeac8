/** What `teamdoc init` tells the user it did, and what to do next. */
import type { SessionIdentity } from '../session/identity.js';
import { terminalSafeLine } from './terminal-text.js';

export interface InitDone {
  path: string;
  team: string;
  name: string;
  identity: SessionIdentity;
  /** The value written to git config `teamdoc.doc`, when the doc is not the default TEAM.md. */
  configured: string | undefined;
  inRepo: boolean;
}

export function renderInitDone(done: InitDone): string {
  const safe = terminalSafeLine;
  const who = done.identity.session
    ? `${done.identity.runtime ?? 'unknown runtime'}, session ${done.identity.session} (from ${done.identity.evidence}), host ${done.identity.host}`
    : `host ${done.identity.host}; no session id in the environment, so Runtime and Session are left for you`;
  const lines = [`Created ${safe(done.path)} for team ${safe(done.team)}.`, `Your row: ${safe(done.name)}, ${safe(who)}.`];
  if (done.configured) lines.push(`Set git config teamdoc.doc = ${safe(done.configured)}, so \`teamdoc check\` finds it from any worktree.`);
  lines.push(
    '',
    'Next:',
    `  1. Fill in what \`teamdoc check${done.configured || !done.inRepo ? ` ${safe(done.path)}` : ''}\` lists as placeholders (the intent, anything it could not tell).`,
    '  2. For each lead: add its row under Roles, its part under Parts (statement, plan, criteria), and its resources.',
    done.inRepo
      ? `  3. Commit the doc before starting anyone: git add ${safe(done.path)} && git commit -m "Add the team doc"`
      : '  3. Put the doc in the git repository of the work and commit it before starting anyone.',
    '',
  );
  return lines.join('\n');
}
