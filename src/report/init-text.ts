/** What `teamdoc init` tells the user it did, and what to do next. */
import type { SessionIdentity } from '../session/identity.js';
import { terminalSafeLine } from './terminal-text.js';

export interface InitDone {
  path: string;
  team: string;
  name: string;
  identity: SessionIdentity;
  /** `.teamdoc.json`, when it was written (the doc is not the default TEAM.md). */
  pointer: string | undefined;
  inRepo: boolean;
}

export function renderInitDone(done: InitDone): string {
  const safe = terminalSafeLine;
  const who = done.identity.session
    ? `${done.identity.runtime ?? 'unknown runtime'}, session ${done.identity.session} (from ${done.identity.evidence}), host ${done.identity.host}`
    : `host ${done.identity.host}; no session id in the environment, so Runtime and Session are left for you`;
  const lines = [`Created ${safe(done.path)} for team ${safe(done.team)}.`, `Your row: ${safe(done.name)}, ${safe(who)}.`];
  if (done.pointer)
    lines.push(`Wrote ${safe(done.pointer)}, which says where the team doc is, so \`teamdoc check\` finds it in every clone and in CI once it is committed.`);
  lines.push(
    '',
    'Next:',
    `  1. Fill in what \`teamdoc check${done.inRepo ? '' : ` ${safe(done.path)}`}\` lists as placeholders (the intent, anything it could not tell).`,
    '  2. For each worker: its row under Roles (status `planned`) and its part under Parts (statement; criteria if agreed).',
    done.inRepo
      ? `  3. Commit the doc before starting anyone: teamdoc check && git add ${safe(done.path)}${done.pointer ? ` ${safe(done.pointer)}` : ''} && git commit -m "team doc"`
      : '  3. Put the doc in the git repository of the work and commit it before starting anyone.',
    '  4. Then one Resources row per shared resource, checked and committed the same way.',
    '',
  );
  return lines.join('\n');
}
