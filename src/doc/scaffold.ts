/**
 * The text of a new team doc: the template with the team's name and the
 * caller's own row filled in. What only the user knows stays a
 * `[fill in: …]` placeholder, which `teamdoc check` lists as warnings.
 */
import { readFileSync } from 'node:fs';
import { PLACEHOLDER_MARK } from './vocabulary.js';
import { packageFile } from '../package-files.js';

const TEMPLATE_PATH = packageFile('templates/team-doc.md');

export interface OwnRow {
  name: string;
  runtime: string | undefined;
  session: string | undefined;
  host: string | undefined;
  worktree: string | undefined;
}

export function readTemplate(): string {
  return readFileSync(TEMPLATE_PATH, 'utf8');
}

export function scaffoldTeamDoc(template: string, team: string, row: OwnRow): string {
  const cells = [
    row.name,
    row.runtime ?? `${PLACEHOLDER_MARK} claude, codex, human or other]`,
    row.session ?? '—',
    row.host ?? '—',
    row.worktree ?? '—',
    '—',
    '—',
    'active',
  ];
  return template
    .replace('{{team}}', yamlScalar(team))
    .replace('{{title}}', oneLine(team))
    .replace('{{roles}}', `| ${cells.map(tableCell).join(' | ')} |`);
}

/** Plain names stay plain; anything YAML could misread becomes a double-quoted (JSON) string. */
function yamlScalar(text: string): string {
  return /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/.test(text) && !/\s$/.test(text) ? text : JSON.stringify(text);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function tableCell(text: string): string {
  return oneLine(text).replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}
