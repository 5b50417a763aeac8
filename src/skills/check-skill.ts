/**
 * Checks a skill folder against the Agent Skills format (agentskills.io), the
 * common ground of Claude Code and Codex: the front matter fields and their
 * limits, the name matching its folder, the size of SKILL.md, and relative
 * links that resolve inside the skill's own folder or a sibling skill of the
 * same pack (a pack is installed whole: the plugin serves skills/, and
 * `teamdoc install codex` copies every skill folder side by side).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix, relative, sep } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { readFrontMatter, type FrontMatterField } from './front-matter.js';
import { localLinks } from './links.js';
import { SKILL_FILE, filesBelow } from './skill-files.js';

/** The fields the Agent Skills specification defines; its validator refuses any other key. */
const AGENT_SKILL_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];

const SKILL_LIMITS = {
  nameLength: 64,
  descriptionLength: 1024,
  compatibilityLength: 500,
  /** SKILL.md stays under this many lines; detail goes to references/. */
  lines: 500,
} as const;

const NAME_GRAMMAR = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface CheckSkillOptions {
  /** Paths in findings are relative to this folder (POSIX separators); default the working directory. */
  displayRoot?: string;
}

/** A problem found at a place: the rule, "Unexpected …, expected …", and a hint. */
type Problem = [ruleId: string, message: string, hint: string];

export function checkSkill(skillDir: string, options: CheckSkillOptions = {}): Finding[] {
  const display = (path: string) =>
    relative(options.displayRoot ?? process.cwd(), path)
      .split(sep)
      .join('/');
  const skillFile = join(skillDir, SKILL_FILE);
  const file = display(skillFile);
  if (!existsSync(skillFile)) {
    return [finding(file, 1, 1, ['skill-file', `Unexpected skill folder without ${SKILL_FILE}`, 'Every skill is a folder holding a SKILL.md.'])];
  }
  const text = readFileSync(skillFile, 'utf8');
  const findings: Finding[] = [];
  const frontMatter = readFrontMatter(text);
  if (frontMatter.ok) {
    findings.push(...checkFields(frontMatter.fields, basename(skillDir), file));
  } else {
    const hint = 'Start SKILL.md with `---`, the YAML fields, and `---`.';
    findings.push(finding(file, frontMatter.line, frontMatter.column, ['skill-front-matter', frontMatter.message, hint]));
  }
  const lineCount = text.split(/\r?\n/).length - (text.endsWith('\n') ? 1 : 0);
  if (lineCount >= SKILL_LIMITS.lines) {
    const message = `Unexpected ${lineCount} lines in ${SKILL_FILE}, expected fewer than ${SKILL_LIMITS.lines}`;
    findings.push(finding(file, SKILL_LIMITS.lines, 1, ['skill-size', message, 'Move detail into references/ and link it.']));
  }
  for (const markdownFile of filesBelow(skillDir).filter((path) => path.endsWith('.md'))) {
    findings.push(...checkLinks(skillDir, markdownFile, display(join(skillDir, markdownFile))));
  }
  return findings;
}

function checkFields(fields: readonly FrontMatterField[], folderName: string, file: string): Finding[] {
  const findings: Finding[] = [];
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const field of fields) {
    const problem = fieldProblem(field, folderName);
    if (problem) findings.push(finding(file, field.line, field.column, problem));
  }
  if (!byKey.has('name')) {
    const message = 'Unexpected front matter without `name`, expected the skill name';
    findings.push(finding(file, 2, 1, ['skill-name', message, `Add \`name: ${folderName}\`.`]));
  }
  if (!byKey.has('description')) {
    const message = 'Unexpected front matter without `description`, expected what the skill does and when to use it';
    findings.push(finding(file, 2, 1, ['skill-description', message, 'Loaders do not list a skill without a description.']));
  }
  return findings;
}

function fieldProblem({ key, value }: FrontMatterField, folderName: string): Problem | undefined {
  switch (key) {
    case 'name':
      if (typeof value !== 'string' || !NAME_GRAMMAR.test(value) || value.length > SKILL_LIMITS.nameLength) {
        const expected = `1–${SKILL_LIMITS.nameLength} lowercase letters, digits and single hyphens`;
        return ['skill-name', `Unexpected name \`${String(value)}\`, expected ${expected}`, 'For example `lead` or `report-writer`.'];
      }
      if (value !== folderName) {
        const message = `Unexpected name \`${value}\`, expected \`${folderName}\` (the folder's name)`;
        return ['skill-name', message, 'Rename the folder or the skill so they match.'];
      }
      return undefined;
    case 'description':
      if (typeof value !== 'string' || value.trim() === '') {
        const message = 'Unexpected empty description, expected what the skill does and when to use it';
        return ['skill-description', message, 'Write one or two sentences.'];
      }
      if (value.length > SKILL_LIMITS.descriptionLength) {
        const message = `Unexpected description of ${value.length} characters, expected at most ${SKILL_LIMITS.descriptionLength}`;
        return ['skill-description', message, 'Move detail into the body.'];
      }
      if (/[<>]/.test(value)) {
        const hint = 'Some validators refuse angle brackets; reword without them.';
        return ['skill-description', 'Unexpected `<` or `>` in the description, expected plain text', hint];
      }
      return undefined;
    case 'compatibility':
      if (typeof value === 'string' && value.length > 0 && value.length <= SKILL_LIMITS.compatibilityLength) return undefined;
      return [
        'skill-compatibility',
        `Unexpected compatibility, expected text of 1–${SKILL_LIMITS.compatibilityLength} characters`,
        'Say what the skill needs, e.g. "Requires git and Node 20".',
      ];
    case 'license':
      if (typeof value === 'string' && value.trim() !== '') return undefined;
      return ['skill-license', 'Unexpected license, expected a license name or a bundled file name', 'For example `MIT`.'];
    case 'metadata':
      if (isTextMap(value)) return undefined;
      return ['skill-metadata', 'Unexpected metadata, expected a mapping of text keys to text values', 'Quote numbers: `version: "1.0"`.'];
    case 'allowed-tools':
      if (typeof value === 'string' || (Array.isArray(value) && value.every((tool) => typeof tool === 'string'))) return undefined;
      return ['skill-allowed-tools', 'Unexpected allowed-tools, expected a space-separated string or a list of tool names', 'For example `Bash(git:*) Read`.'];
    default:
      return [
        'skill-field',
        `Unexpected field \`${key}\`, expected one of ${AGENT_SKILL_FIELDS.join(', ')}`,
        'Other keys are client-specific; put extras under `metadata`.',
      ];
  }
}

function checkLinks(skillDir: string, markdownFile: string, file: string): Finding[] {
  const findings: Finding[] = [];
  const packDir = dirname(skillDir);
  for (const link of localLinks(readFileSync(join(skillDir, markdownFile), 'utf8'))) {
    // The target as a path inside the pack: `<skill>/<path>`.
    const target = posix.normalize(posix.join(basename(skillDir), posix.dirname(markdownFile), link.path));
    const [targetSkill] = target.split('/');
    if (target === '..' || target.startsWith('../') || posix.isAbsolute(link.path) || !existsSync(join(packDir, targetSkill!, SKILL_FILE))) {
      const message = `Unexpected link \`${link.path}\` outside the skill pack, expected a path inside this skill or a sibling skill`;
      const hint = 'The pack is installed whole, skill folders side by side; move the file into one of its skills and link it there.';
      findings.push(finding(file, link.line, link.column, ['skill-link', message, hint]));
    } else if (!existsSync(join(packDir, target))) {
      const message = `Unexpected link \`${link.path}\` to a missing file, expected an existing file`;
      findings.push(finding(file, link.line, link.column, ['skill-link', message, 'Fix the path or add the file.']));
    }
  }
  return findings;
}

function isTextMap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string');
}

function finding(file: string, line: number, column: number, [ruleId, message, hint]: Problem): Finding {
  return { file, line, column, ruleId, severity: 'error', message, hint };
}
