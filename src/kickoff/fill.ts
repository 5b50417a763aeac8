/**
 * Fills templates/kickoff.md. Plain substitution in one pass, no logic in the
 * template: a value that itself contains `{{intent}}` stays as written, and a
 * template naming a placeholder nobody fills is an error, not a blank.
 */
import { readFileSync } from 'node:fs';
import { packageFile } from '../package-files.js';
import { KICKOFF_MARKER_OPENING, encodeMarkerValue } from './marker.js';
import { KICKOFF_PLACEHOLDERS, type KickoffValues } from './placeholders.js';

const PLACEHOLDER = /\{\{([a-z_][a-z_.]*)\}\}/g;

const FORMS: ReadonlyMap<string, 'line' | 'block'> = new Map(
  KICKOFF_PLACEHOLDERS.map((placeholder) => [placeholder.name, placeholder.form]),
);

export const KICKOFF_TEMPLATE_PATH = 'templates/kickoff.md';

/** The kickoff template the package ships. */
export function readKickoffTemplate(): string {
  return readFileSync(packageFile(KICKOFF_TEMPLATE_PATH), 'utf8');
}

/** The placeholder names a template uses, each once, in order of first use. */
export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

export function fillKickoff(template: string, values: KickoffValues): string {
  const unknown = placeholdersIn(template).filter((name) => !FORMS.has(name));
  if (unknown.length > 0) throw new Error(`kickoff template uses unknown placeholders: ${unknown.join(', ')}`);
  for (const [name, form] of FORMS) {
    const value: unknown = (values as Record<string, unknown>)[name];
    if (typeof value !== 'string') throw new Error(`no value for kickoff placeholder {{${name}}}`);
    if (form === 'line' && /[\r\n]/.test(value)) throw new Error(`kickoff placeholder {{${name}}} takes one line`);
  }
  const lookup = values as Record<string, string>;
  return template
    .split('\n')
    .map((line) => {
      const encode = line.startsWith(KICKOFF_MARKER_OPENING);
      return line.replace(PLACEHOLDER, (_, name: string) => (encode ? encodeMarkerValue(lookup[name]!) : lookup[name]!));
    })
    .join('\n');
}
