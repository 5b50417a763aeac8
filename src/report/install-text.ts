/**
 * What `teamdoc install` prints: one line per skill saying what happened to it,
 * then where Codex will find them.
 */
import type { InstalledSkill, InstallAction } from '../install/install-skills.js';
import { terminalSafeLine } from './terminal-text.js';

const VERBS: Record<InstallAction, string> = {
  install: 'installed',
  update: 'updated',
  unchanged: 'unchanged',
  replace: 'replaced',
};

/**
 * Codex has no inbox between sessions, and runs a hook only once it is trusted,
 * so no hook is installed for it: its sessions record and read through the log.
 */
export const CODEX_RECORDING =
  'Nothing records by itself in Codex (no inbox between sessions, and only trusted hooks run): a Codex session acks with teamdoc join, records with teamdoc record, and reads teamdoc log --for <its name> at every turn.';

export function formatInstallReport(skills: readonly InstalledSkill[], destinationDir: string): string {
  const verbWidth = Math.max(...skills.map((skill) => VERBS[skill.action].length));
  const nameWidth = Math.max(...skills.map((skill) => terminalSafeLine(skill.name).length));
  const lines = skills.map((skill) => {
    const note = skill.action === 'replace' ? ` (it ${skill.reason}; --force)` : '';
    const name = terminalSafeLine(skill.name).padEnd(nameWidth);
    return `${VERBS[skill.action].padEnd(verbWidth)}  ${name}  ${terminalSafeLine(skill.path)}${terminalSafeLine(note)}`;
  });
  const mentions = skills.map((skill) => `$${skill.name}`);
  const names = mentions.length > 1 ? `${mentions.slice(0, -1).join(', ')} or ${mentions.at(-1)}` : mentions.join('');
  lines.push(`Codex lists the skills in ${terminalSafeLine(destinationDir)} in its next session; mention ${names} to load one.`);
  lines.push(CODEX_RECORDING);
  return `${lines.join('\n')}\n`;
}
