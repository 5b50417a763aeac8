/**
 * Fills templates/kickoff.md. Plain substitution in one pass, no logic in the
 * template: a value that itself contains `{{intent}}` stays as written, and a
 * template naming a placeholder nobody fills is an error, not a blank.
 */
import { readFileSync } from 'node:fs';
import { packageFile } from '../package-files.js';
import type { Runtime } from '../session/identity.js';
import { KICKOFF_MARKER_OPENING, encodeMarkerValue } from './marker.js';
import { KICKOFF_PLACEHOLDERS, type KickoffPlaceholder, type KickoffValues, type PlaceholderForm } from './placeholders.js';

const PLACEHOLDER = /\{\{([a-z_][a-z_.]*)\}\}/g;

const FORMS: ReadonlyMap<string, 'line' | 'block'> = formsOf(KICKOFF_PLACEHOLDERS);

const KICKOFF_TEMPLATE_PATH = 'templates/kickoff.md';

/** The kickoff template the package ships. */
export function readKickoffTemplate(): string {
  return readFileSync(packageFile(KICKOFF_TEMPLATE_PATH), 'utf8');
}

/** The template's section on the worker's permission mode. */
const PERMISSION_MODE_SECTION = '## Permission mode';

/**
 * The template for a worker of this runtime: a Codex session has no
 * permission mode (its sandbox and approval settings stand in for one), so
 * its kickoff leaves that section out rather than claim a mode it lacks.
 */
export function kickoffTemplateFor(runtime: Runtime | undefined, template = readKickoffTemplate()): string {
  return runtime === 'codex' ? withoutSection(template, PERMISSION_MODE_SECTION) : template;
}

/** The Markdown without the section under `heading`: from that heading line up to the next heading of its level or a higher one. */
export function withoutSection(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`the kickoff template has no \`${heading}\` section`);
  const depth = heading.indexOf(' ');
  const next = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && line.indexOf(' ') <= depth);
  return [...lines.slice(0, start), ...(next === -1 ? [] : lines.slice(next))].join('\n');
}

/** The placeholder names a template uses, each once, in order of first use. */
export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

export function formsOf(placeholders: readonly KickoffPlaceholder[]): ReadonlyMap<string, PlaceholderForm> {
  return new Map(placeholders.map((placeholder) => [placeholder.name, placeholder.form]));
}

export function fillKickoff(template: string, values: KickoffValues): string {
  return fillTemplate(template, FORMS, values, 'kickoff');
}

/**
 * Any template of this shape (the kickoff, the successor's first message):
 * every placeholder known and given, `line` values on one line, the marker
 * line's values percent-encoded.
 */
export function fillTemplate(template: string, forms: ReadonlyMap<string, PlaceholderForm>, values: Readonly<Record<string, string>>, what: string): string {
  const unknown = placeholdersIn(template).filter((name) => !forms.has(name));
  if (unknown.length > 0) throw new Error(`${what} template uses unknown placeholders: ${unknown.join(', ')}`);
  for (const [name, form] of forms) {
    const value: unknown = values[name];
    if (typeof value !== 'string') throw new Error(`no value for ${what} placeholder {{${name}}}`);
    if (form === 'line' && /[\r\n]/.test(value)) throw new Error(`${what} placeholder {{${name}}} takes one line`);
  }
  return template
    .split('\n')
    .map((line) => {
      const encode = line.startsWith(KICKOFF_MARKER_OPENING);
      return line.replace(PLACEHOLDER, (_, name: string) => (encode ? encodeMarkerValue(values[name]!) : values[name]!));
    })
    .join('\n');
}
