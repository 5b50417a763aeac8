/**
 * What `teamdoc install` prints: one line per skill saying what happened to it,
 * then where Codex will find them.
 */
import type { InstalledHooks } from '../install/codex-hooks.js';
import type { InstalledSkill, InstallAction } from '../install/install-skills.js';
import { terminalSafeLine } from './terminal-text.js';

const VERBS: Record<InstallAction | InstalledHooks['action'], string> = {
  install: 'installed',
  update: 'updated',
  unchanged: 'unchanged',
  replace: 'replaced',
};

/** What a Codex session uses instead of SendMessage, and the step only the person can take: trusting the hooks. */
export const CODEX_MESSAGES =
  'A Codex session acks with teamdoc join and sends with teamdoc send --to <name>; what was sent to it arrives as a prompt (teamdoc log --for <its name> shows the history).';

export const CODEX_TRUST =
  'Codex runs these hooks only once you trust them: open codex, type /hooks and trust teamdoc’s (or choose “Trust all and continue” when Codex says hooks need review). Until then nothing records when a message reaches a Codex turn.';

export function renderInstallReport(skills: readonly InstalledSkill[], destinationDir: string, hooks: InstalledHooks | undefined): string {
  const rows = skills.map((skill) => ({
    verb: VERBS[skill.action],
    name: skill.name,
    path: skill.path,
    note: skill.action === 'replace' ? ` (it ${skill.reason}; --force)` : '',
  }));
  if (hooks !== undefined)
    rows.push({
      verb: VERBS[hooks.action],
      name: 'hooks',
      path: hooks.path,
      note: ` (${hooks.events.join(', ')}: records when a message teamdoc send queued reaches a Codex turn)`,
    });
  const verbWidth = Math.max(...rows.map((row) => row.verb.length));
  const nameWidth = Math.max(...rows.map((row) => terminalSafeLine(row.name).length));
  const lines = rows.map(
    (row) => `${row.verb.padEnd(verbWidth)}  ${terminalSafeLine(row.name).padEnd(nameWidth)}  ${terminalSafeLine(row.path)}${terminalSafeLine(row.note)}`,
  );
  const mentions = skills.map((skill) => `$${skill.name}`);
  const names = mentions.length > 1 ? `${mentions.slice(0, -1).join(', ')} or ${mentions.at(-1)}` : mentions.join('');
  lines.push(`Codex lists the skills in ${terminalSafeLine(destinationDir)} in its next session; mention ${names} to load one.`);
  if (hooks !== undefined && hooks.action !== 'unchanged') lines.push(CODEX_TRUST);
  lines.push(CODEX_MESSAGES);
  return `${lines.join('\n')}\n`;
}
