/**
 * What `teamdoc kickoff` says on stderr: why it wrote no kickoff (the doc's
 * findings), or what a person should know about the one it wrote. stdout holds
 * only the kickoff, so `"$(teamdoc kickoff x)"` never carries these lines.
 */
import type { Finding, FindingCounts } from '../findings/finding.js';
import { plural } from '../text/plural.js';
import type { Palette } from './colour.js';
import { renderStylish } from './stylish.js';
import { terminalSafeLine } from './terminal-text.js';

export function renderKickoffRefusal(checked: { path: string; findings: Finding[] }, palette: Palette): string {
  return (
    `teamdoc: no kickoff written: ${terminalSafeLine(checked.path)} has errors, and a worker must not start from a doc that fails teamdoc check\n` +
    `${renderStylish([checked], palette)}` +
    'hint: Fix the errors and run teamdoc kickoff again; --force writes the kickoff anyway.\n'
  );
}

export interface KickoffNotes {
  path: string;
  counts: FindingCounts;
  /** Written despite errors (--force). */
  forced: boolean;
  permissionModeGiven: boolean;
  /** The worker's name when it runs in Codex, which has no permission mode. */
  codexWorker: string | undefined;
  criteriaWritten: boolean;
}

export function renderKickoffNotes(notes: KickoffNotes): string {
  const lines: string[] = [];
  const path = terminalSafeLine(notes.path);
  if (notes.forced) lines.push(`teamdoc: written despite ${plural(notes.counts.errors, 'error')} in ${path} (--force); teamdoc check lists them`);
  else if (notes.counts.warnings > 0) lines.push(`teamdoc: note: ${path} has ${plural(notes.counts.warnings, 'warning')}; teamdoc check lists them`);
  if (notes.codexWorker !== undefined && notes.permissionModeGiven) {
    lines.push(
      `teamdoc: note: ${terminalSafeLine(notes.codexWorker)} runs in Codex, which has no permission mode, so the kickoff leaves --permission-mode out; start it with the sandbox and approval settings the person agreed`,
    );
  } else if (notes.codexWorker === undefined && !notes.permissionModeGiven) {
    lines.push('teamdoc: note: no --permission-mode given, so the kickoff says `unknown`; pass the mode you start the worker in (yours)');
  }
  if (!notes.criteriaWritten)
    lines.push('teamdoc: note: the part has no criteria yet; the kickoff tells the worker to write them before looking at any result');
  return lines.map((line) => `${line}\n`).join('');
}

/** `check --kickoff` with no team doc to check against. */
export function renderNoKickoffDoc(looked: string | undefined): string {
  const where = looked === undefined ? 'outside a repository, and none was named' : `${terminalSafeLine(looked)} does not exist`;
  return `teamdoc: note: no team doc to check the kickoffs against (${where}); the checks that compare a kickoff with the doc were skipped\n`;
}
