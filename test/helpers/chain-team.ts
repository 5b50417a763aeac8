/**
 * A team for chain stories: a repository with a team doc, worktrees for the
 * leads, and each session's environment (its name, session id, runtime and
 * host) so `teamdoc join` and `teamdoc record` run as that session would.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, type CliResult } from './cli.js';
import { makeRepo, type TempRepo } from './repo.js';

export interface SessionSpec {
  name: string;
  session?: string;
  runtime?: 'claude' | 'codex';
  host?: string;
}

/** The environment a session's own commands see: its id where its runtime exports one. */
export function sessionEnv(repo: TempRepo, spec: SessionSpec): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...repo.env, TEAMDOC_NAME: spec.name, TEAMDOC_HOST: spec.host ?? 'laptop' };
  if (spec.session !== undefined && spec.runtime === 'codex') env.CODEX_THREAD_ID = spec.session;
  else if (spec.session !== undefined) env.CLAUDE_CODE_SESSION_ID = spec.session;
  return env;
}

export function join_(repo: TempRepo, cwd: string, spec: SessionSpec, parent: string, part: string, ...extra: string[]): Promise<CliResult> {
  return runCli(['join', '--parent', parent, '--part', part, ...extra], { cwd, env: sessionEnv(repo, spec) });
}

/** `teamdoc record` as `from`; prints the new id. */
export async function send(
  repo: TempRepo,
  cwd: string,
  from: string,
  to: string,
  kind: string,
  body = `${kind} from ${from}\n`,
  ...extra: string[]
): Promise<string> {
  const result = await runCli(['record', '--from', from, '--to', to, '--kind', kind, ...extra], { cwd, env: repo.env, input: body });
  if (result.code !== 0) throw new Error(`record failed (${result.code}): ${result.stderr}`);
  return result.stdout.trim();
}

export function teamdoc(repo: TempRepo, cwd: string, ...args: string[]): Promise<CliResult> {
  return runCli(args, { cwd, env: repo.env });
}

/** A valid team doc around a roles table: each part named in the rows gets its statement, plan and criteria. */
export function teamDoc(rows: string[], resources: string[] = []): string {
  const parts = [...new Set(rows.map((row) => row.split('|')[7]!.trim()).filter((part) => part !== '—'))];
  return [
    '---',
    'team: chain-story',
    'format: 1',
    'checkin: 2h',
    '---',
    '',
    '# Chain story',
    '',
    'A small team whose chain is read from what its sessions stated.',
    '',
    '## Roles',
    '',
    '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Rules',
    '',
    '- Each lead owns one part.',
    '',
    '## Resources',
    '',
    '| Resource | Kind | Value | Owner | Note |',
    '| --- | --- | --- | --- | --- |',
    ...resources,
    '',
    '## Board',
    '',
    '| Item | Owner | State | Next |',
    '| --- | --- | --- | --- |',
    '',
    '### Needs user decision',
    '',
    '| Decision | Asked by | Default | Since |',
    '| --- | --- | --- | --- |',
    '',
    '## Parts',
    '',
    ...parts.flatMap((part) => [
      `### ${part}`,
      '',
      `Owns ${part}.`,
      '',
      '#### Plan',
      '',
      `- Do ${part}.`,
      '',
      '#### Criteria',
      '',
      '- Pass: it works.',
      '- Fail: it does not.',
      '',
      '#### Verdict',
      '',
    ]),
  ].join('\n');
}

/** A bare remote and a second clone of `repo` ("another machine"), sharing the log through it. */
export function secondMachine(repo: TempRepo): { remote: string; clone: TempRepo } {
  const remote = join(repo.dir, '..', 'remote.git');
  repo.git('clone', '-q', '--bare', repo.dir, remote);
  repo.git('remote', 'add', 'origin', remote);
  const dir = join(repo.dir, '..', 'gpu-box');
  repo.git('clone', '-q', remote, dir);
  const clone: TempRepo = {
    ...repo,
    dir,
    git: (...args) => execFileSync('git', args, { cwd: dir, env: repo.env, encoding: 'utf8' }).replace(/\n$/, ''),
    write: (path, content) => {
      writeFileSync(join(dir, path), content);
      return join(dir, path);
    },
  };
  return { remote, clone };
}

export { makeRepo };
