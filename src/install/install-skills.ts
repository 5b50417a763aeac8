/**
 * Copies a skill pack into a skills folder (Codex's `.agents/skills/`). Every
 * skill is checked before anything is written, so a refusal leaves the folder as
 * it was; each skill then lands by rename, so a reader never sees half a skill.
 * Copies, not links: a link breaks when the package moves or is upgraded.
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InputError, UsageError } from '../errors.js';
import { filesBelow, skillNames } from '../skills/skill-files.js';
import { INSTALL_RECORD_FILE, decodeInstallRecord, encodeInstallRecord, makeInstallRecord, matchesRecord } from './install-record.js';

/** `install`: new; `update`: teamdoc's own untouched older copy; `replace`: a different skill, with --force. */
export type InstallAction = 'install' | 'update' | 'unchanged' | 'replace';

export interface InstalledSkill {
  name: string;
  path: string;
  action: InstallAction;
  /** Why an existing folder counts as a different skill (for `replace`). */
  reason?: string;
}

export interface InstallOptions {
  /** The pack: a folder of skill folders. */
  packDir: string;
  /** Where the skill folders go, e.g. `<repo>/.agents/skills`. */
  destinationDir: string;
  /** The teamdoc version written into each install record. */
  version: string;
  force: boolean;
}

interface PlannedSkill extends InstalledSkill {
  files: Map<string, Buffer>;
}

export function installSkills(options: InstallOptions): InstalledSkill[] {
  const plan = skillNames(options.packDir).map((name) => planSkill(name, options));
  const conflicts = plan.filter((skill) => skill.action === 'replace');
  if (conflicts.length > 0 && !options.force) {
    const folders = conflicts.length === 1 ? 'a skill folder' : `${conflicts.length} skill folders`;
    const lines = conflicts.map((skill) => `\n  ${skill.name}: ${skill.path} ${skill.reason}`);
    throw new UsageError(`not installing: ${folders} would overwrite a different skill${lines.join('')}`, {
      hint: 'Nothing was written. Keep what is there, or run again with --force to replace it with teamdoc’s.',
    });
  }
  const changes = plan.filter((skill) => skill.action !== 'unchanged');
  if (changes.length > 0) writeSkills(changes, options);
  return plan.map(({ files: _files, ...skill }) => skill);
}

function planSkill(name: string, options: InstallOptions): PlannedSkill {
  const sourceDir = join(options.packDir, name);
  const files = new Map(filesBelow(sourceDir).map((path) => [path, readFileSync(join(sourceDir, path))] as const));
  const path = join(options.destinationDir, name);
  const existing = readExisting(path, options.destinationDir);
  if (existing === 'absent') return { name, path, action: 'install', files };
  if (typeof existing === 'string') return { name, path, action: 'replace', reason: existing, files };
  const recordBytes = existing.get(INSTALL_RECORD_FILE);
  existing.delete(INSTALL_RECORD_FILE);
  if (sameFiles(existing, files)) return { name, path, action: 'unchanged', files };
  const record = decodeInstallRecord(recordBytes);
  if (record && matchesRecord(record, existing)) return { name, path, action: 'update', files };
  const reason = record ? 'was installed by teamdoc and edited since' : 'holds another skill of the same name';
  return { name, path, action: 'replace', reason, files };
}

/** The files of an existing skill folder; 'absent'; or why it cannot be compared. */
function readExisting(path: string, destinationDir: string): Map<string, Buffer> | 'absent' | string {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw cannotWrite(destinationDir, error);
  }
  if (stat.isSymbolicLink()) return 'is a symbolic link';
  if (!stat.isDirectory()) return 'is a file, not a skill folder';
  try {
    return new Map(filesBelow(path).map((file) => [file, readFileSync(join(path, file))] as const));
  } catch {
    return 'holds links or files teamdoc cannot read';
  }
}

function sameFiles(a: ReadonlyMap<string, Buffer>, b: ReadonlyMap<string, Buffer>): boolean {
  if (a.size !== b.size) return false;
  for (const [path, bytes] of a) {
    const other = b.get(path);
    if (other === undefined || !other.equals(bytes)) return false;
  }
  return true;
}

function writeSkills(skills: PlannedSkill[], options: InstallOptions): void {
  try {
    mkdirSync(options.destinationDir, { recursive: true });
  } catch (error) {
    throw cannotWrite(options.destinationDir, error);
  }
  // Staged beside the skills folder, not in it, so a loader never lists a half-copied skill.
  const staging = mkdtempSync(join(dirname(options.destinationDir), '.teamdoc-install-'));
  try {
    for (const skill of skills) {
      const staged = join(staging, skill.name);
      for (const [path, bytes] of skill.files) {
        mkdirSync(dirname(join(staged, path)), { recursive: true });
        writeFileSync(join(staged, path), bytes);
      }
      const record = makeInstallRecord(options.version, skill.files);
      writeFileSync(join(staged, INSTALL_RECORD_FILE), encodeInstallRecord(record));
      swapIn(staged, skill.path, join(staging, `${skill.name}.previous`));
    }
  } catch (error) {
    throw error instanceof InputError ? error : cannotWrite(options.destinationDir, error);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Puts `staged` at `target`; an existing target is moved aside first and restored if the move fails. */
function swapIn(staged: string, target: string, aside: string): void {
  let movedAside = false;
  try {
    renameSync(target, aside);
    movedAside = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw cannotWrite(target, error);
  }
  try {
    renameSync(staged, target);
  } catch (error) {
    if (movedAside) renameSync(aside, target);
    throw cannotWrite(target, error);
  }
}

function cannotWrite(path: string, error: unknown): InputError {
  const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
  return new InputError(
    `cannot install skills here (${reason})`,
    { file: path },
    {
      cause: error,
      hint: 'Check that the folder is writable, or choose another with --user or --repo.',
    },
  );
}
