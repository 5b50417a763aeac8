/**
 * The small steps the story tests share: the story's clock, a repository that
 * starts on it, workers joining under the top, an edit of the team doc, and
 * what `teamdoc check --format json` finds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Severity, Suggestion } from '../../src/findings/finding.js';
import { join_, type SessionSpec } from './chain-team.js';
import { runCli } from './cli.js';
import { addWorktree, makeRepo, type TempRepo } from './repo.js';

/** The story's clock: every teamdoc command and every commit from now on runs at `time` (UTC) on `day`. */
export function at(repo: TempRepo, time: string, day = '2026-12-02'): void {
  const now = `${day}T${time}Z`;
  Object.assign(repo.env, { TEAMDOC_NOW: now, GIT_AUTHOR_DATE: now, GIT_COMMITTER_DATE: now });
}

/** A repository whose TEAM.md is `doc`, its clock at `time`; `backdate`: the commit that holds the doc is dated then too. */
export function storyRepo(doc: string, time: string, { backdate = false } = {}): TempRepo {
  const repo = makeRepo({ files: { 'TEAM.md': doc } });
  at(repo, time);
  if (backdate) repo.git('commit', '-q', '--amend', '--no-edit', '--reset-author', '--date', repo.env.GIT_AUTHOR_DATE!);
  return repo;
}

/**
 * Each worker joins under `parent` in a worktree of its own named for it, as the
 * owner of the part of its name; with `rows` the top then writes each one's
 * session and worktree into its row, sets the planned rows active and commits.
 * The worktrees, in the order of `workers`.
 */
export async function joinWorkers<const Workers extends readonly SessionSpec[]>(
  repo: TempRepo,
  parent: string,
  workers: Workers,
  { rows = true } = {},
): Promise<{ [Index in keyof Workers]: string }> {
  const worktrees = workers.map((worker) => addWorktree(repo, worker.name));
  for (const [index, worker] of workers.entries()) {
    const joined = await join_(repo, worktrees[index]!, worker, parent, worker.name, '--name', worker.name);
    expect(joined.code, joined.stderr).toBe(0);
  }
  if (rows) {
    editDoc(
      repo,
      (text) =>
        workers
          .reduce(
            (doc, worker, index) =>
              doc.replace(
                `| ${worker.name} | ${worker.runtime ?? 'claude'} | — | ${worker.host ?? 'laptop'} | — |`,
                `| ${worker.name} | ${worker.runtime ?? 'claude'} | ${worker.session} | ${worker.host ?? 'laptop'} | ${worktrees[index]} |`,
              ),
            text,
          )
          .replace(/planned/g, 'active'),
      `${workers.map((worker) => worker.name).join(', ')} joined`,
    );
  }
  return worktrees as { [Index in keyof Workers]: string };
}

/** The top edits TEAM.md in `repo`'s checkout; given a `message`, it commits every tracked change with it. */
export function editDoc(repo: TempRepo, edit: (text: string) => string, message?: string): void {
  const path = join(repo.dir, 'TEAM.md');
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  if (message !== undefined) repo.git('commit', '-q', '-am', message);
}

/**
 * The top's successor takes over as its first message lists the edits: the
 * successor's `row` (as check's chain-session-unlisted gives it) after the
 * top's, the top `done`, and the workers on `parts` the successor's; committed.
 */
export function takeOverTop(repo: TempRepo, top: SessionSpec, row: string, parts: string[]): void {
  const successor = row.split('|')[1]!.trim();
  const topRow = `| ${top.name} | ${top.runtime ?? 'claude'} | ${top.session} | ${top.host ?? 'laptop'} | — | — | — |`;
  editDoc(
    repo,
    (text) =>
      parts.reduce(
        (doc, part) => doc.replaceAll(`| ${top.name} | ${part} |`, `| ${successor} | ${part} |`),
        text.replace(`${topRow} active |`, `${topRow} done |\n${row}`),
      ),
    `${successor} takes over from ${top.name}`,
  );
}

/** A finding as `check --format json` writes it (`hint` is null where the rule gives none). */
export interface JsonFinding {
  ruleId: string;
  severity: Severity;
  message: string;
  line: number;
  hint: string;
  entry?: { id: string; time: string };
  related?: Array<{ message: string; file: string }>;
  suggestion?: Suggestion;
}

interface CheckOptions {
  /** Where check runs: the repository's checkout unless given. */
  cwd?: string;
  /** Its environment: the repository's unless given. */
  env?: NodeJS.ProcessEnv;
  /** More of check's options (`--no-log`, `--kickoff FILE`). */
  flags?: string[];
  /** Only the findings of this severity. */
  severity?: Severity;
  /** Check must write nothing on stderr. */
  quiet?: boolean;
}

/** `teamdoc check --format json`: its exit code and the findings of every file it read. */
export async function checked(repo: TempRepo, options: CheckOptions = {}): Promise<{ code: number | null; findings: JsonFinding[] }> {
  const { cwd = repo.dir, env = repo.env, flags = [], severity, quiet = false } = options;
  const result = await runCli(['check', '--format', 'json', ...flags], { cwd, env });
  if (quiet) expect(result.stderr).toBe('');
  const all = (JSON.parse(result.stdout) as { files: Array<{ messages: JsonFinding[] }> }).files.flatMap((file) => file.messages);
  return { code: result.code, findings: severity === undefined ? all : all.filter((finding) => finding.severity === severity) };
}

/** Just the findings of `checked`. */
export async function findings(repo: TempRepo, options: CheckOptions = {}): Promise<JsonFinding[]> {
  return (await checked(repo, options)).findings;
}
