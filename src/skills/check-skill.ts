/**
 * Checks a skill folder against the Agent Skills format (agentskills.io), the
 * common ground of Claude Code and Codex: the front matter fields and their
 * limits, the name matching its folder, the size of SKILL.md, and relative
 * links that resolve inside the skill's own folder (where every loader looks).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, posix, relative, sep } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { readFrontMatter, type FrontMatterField } from './front-matter.js';
import { localLinks } from './links.js';
import { SKILL_FILE, filesBelow } from './skill-files.js';

/** The fields the Agent Skills specification defines; any other key is refused by its validator. */
export const AGENT_SKILL_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'] as const;

export const SKILL_LIMITS = {
  nameLength: 64,
  descriptionLength: 1024,
  compatibilityLength: 500,
  /** SKILL.md stays under this many lines; detail goes to references/. */
  lines: 500,
} as const;

const NAME_GRAMMAR = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface CheckSkillOptions {
  /** Paths in findings are relative to this folder (POSIX separators). */
  displayRoot?: string;
}

export function checkSkill(skillDir: string, options: CheckSkillOptions = {}): Finding[] {
  const display = (path: string) => relative(options.displayRoot ?? process.cwd(), path).split(sep).join('/');
  const skillFile = join(skillDir, SKILL_FILE);
  if (!existsSync(skillFile)) {
    return [finding(display(skillFile), 1, 1, 'skill-file', `Unexpected skill folder without ${SKILL_FILE}`, 'Every skill is a folder holding a SKILL.md.')];
  }
  const text = readFileSync(skillFile, 'utf8');
  const file = display(skillFile);
  const findings: Finding[] = [];
  const frontMatter = readFrontMatter(text);
  if (!frontMatter.ok) {
    findings.push(finding(file, frontMatter.line, frontMatter.column, 'skill-front-matter', frontMatter.message, 'Start SKILL.md with `---`, the YAML fields, and `---`.'));
  } else {
    findings.push(...checkFields(frontMatter.fields, basename(skillDir), file));
  }
  const lineCount = text.split(/\r?\n/).length - (text.endsWith('\n') ? 1 : 0);
  if (lineCount >= SKILL_LIMITS.lines) {
    findings.push(finding(file, SKILL_LIMITS.lines, 1, 'skill-size', `Unexpected ${lineCount} lines in ${SKILL_FILE}, expected fewer than ${SKILL_LIMITS.lines}`, 'Move detail into references/ and link it.'));
  }
  for (const markdownFile of filesBelow(skillDir).filter((path) => path.endsWith('.md'))) {
    findings.push(...checkLinks(skillDir, markdownFile, display));
  }
  return findings;
}

function checkFields(fields: FrontMatterField[], folderName: string, file: string): Finding[] {
  const findings: Finding[] = [];
  const at = (field: FrontMatterField, ruleId: string, message: string, hint: string) =>
    findings.push(finding(file, field.line, field.column, ruleId, message, hint));
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const field of fields) {
    if (!(AGENT_SKILL_FIELDS as readonly string[]).includes(field.key)) {
      at(field, 'skill-field', `Unexpected field \`${field.key}\`, expected one of ${AGENT_SKILL_FIELDS.join(', ')}`, 'Other keys are client-specific; put extras under `metadata`.');
    }
  }
  const name = byKey.get('name');
  if (name === undefined) findings.push(finding(file, 2, 1, 'skill-name', 'Unexpected front matter without `name`, expected the skill name', `Add \`name: ${folderName}\`.`));
  else if (typeof name.value !== 'string' || !NAME_GRAMMAR.test(name.value) || name.value.length > SKILL_LIMITS.nameLength) {
    at(name, 'skill-name', `Unexpected name \`${String(name.value)}\`, expected 1–${SKILL_LIMITS.nameLength} lowercase letters, digits and single hyphens`, 'For example `lead` or `report-writer`.');
  } else if (name.value !== folderName) {
    at(name, 'skill-name', `Unexpected name \`${name.value}\`, expected \`${folderName}\` (the folder's name)`, 'Rename the folder or the skill so they match.');
  }
  const description = byKey.get('description');
  if (description === undefined) findings.push(finding(file, 2, 1, 'skill-description', 'Unexpected front matter without `description`, expected what the skill does and when to use it', 'Loaders do not list a skill without a description.'));
  else if (typeof description.value !== 'string' || description.value.trim() === '') {
    at(description, 'skill-description', 'Unexpected empty description, expected what the skill does and when to use it', 'Write one or two sentences.');
  } else if (description.value.length > SKILL_LIMITS.descriptionLength) {
    at(description, 'skill-description', `Unexpected description of ${description.value.length} characters, expected at most ${SKILL_LIMITS.descriptionLength}`, 'Move detail into the body.');
  } else if (/[<>]/.test(description.value)) {
    at(description, 'skill-description', 'Unexpected `<` or `>` in the description, expected plain text', 'Some validators refuse angle brackets; reword without them.');
  }
  const compatibility = byKey.get('compatibility');
  if (compatibility && (typeof compatibility.value !== 'string' || compatibility.value.length === 0 || compatibility.value.length > SKILL_LIMITS.compatibilityLength)) {
    at(compatibility, 'skill-compatibility', `Unexpected compatibility, expected text of 1–${SKILL_LIMITS.compatibilityLength} characters`, 'Say what the skill needs, e.g. "Requires git and Node 20".');
  }
  const license = byKey.get('license');
  if (license && (typeof license.value !== 'string' || license.value.trim() === '')) {
    at(license, 'skill-license', 'Unexpected license, expected a license name or a bundled file name', 'For example `MIT`.');
  }
  const metadata = byKey.get('metadata');
  if (metadata && !isStringMap(metadata.value)) {
    at(metadata, 'skill-metadata', 'Unexpected metadata, expected a mapping of text keys to text values', 'Quote numbers: `version: "1.0"`.');
  }
  const allowedTools = byKey.get('allowed-tools');
  if (allowedTools && typeof allowedTools.value !== 'string' && !(Array.isArray(allowedTools.value) && allowedTools.value.every((tool) => typeof tool === 'string'))) {
    at(allowedTools, 'skill-allowed-tools', 'Unexpected allowed-tools, expected a space-separated string or a list of tool names', 'For example `Bash(git:*) Read`.');
  }
  return findings;
}

function checkLinks(skillDir: string, markdownFile: string, display: (path: string) => string): Finding[] {
  const findings: Finding[] = [];
  const text = readFileSync(join(skillDir, markdownFile), 'utf8');
  for (const link of localLinks(text)) {
    const target = posix.normalize(posix.join(posix.dirname(markdownFile), link.path));
    const file = display(join(skillDir, markdownFile));
    if (target.startsWith('../') || target === '..' || posix.isAbsolute(link.path)) {
      findings.push(finding(file, link.line, link.column, 'skill-link', `Unexpected link \`${link.path}\` outside the skill folder, expected a path inside it`, 'Loaders resolve links from the skill root; copy the file into this skill.'));
    } else if (!existsSync(join(skillDir, target))) {
      findings.push(finding(file, link.line, link.column, 'skill-link', `Unexpected link \`${link.path}\` to a missing file, expected an existing file`, 'Fix the path or add the file.'));
    }
  }
  return findings;
}

function isStringMap(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

function finding(file: string, line: number, column: number, ruleId: string, message: string, hint: string): Finding {
  return { file, line, column, ruleId, severity: 'error', message, hint };
}
