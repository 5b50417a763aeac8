/**
 * Where Codex finds skills: `<repo>/.agents/skills` for sessions in that
 * repository (Codex walks up from its working folder to the git root), and
 * `~/.agents/skills` for every repository. Both are also the Agent Skills
 * convention for sharing skills across clients. (`$CODEX_HOME/skills` is read
 * too, but belongs to Codex's own installer.)
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';

export type CodexScope = 'repo' | 'user';

export async function codexSkillsDir(scope: CodexScope, io: Io): Promise<string> {
  if (scope === 'user') return join(io.env.HOME || homedir(), '.agents', 'skills');
  const repo = await locateRepo(io.cwd).catch((error: unknown) => {
    throw new UsageError(`${io.cwd} is not inside a git repository, so there is no repository to install into`, {
      hint: 'Run it inside the repository (or pass -C <dir>), or install for every repository with --user.',
      cause: error,
    });
  });
  if (repo.worktree === undefined) {
    throw new UsageError('a bare repository has no working tree to hold .agents/skills', {
      hint: 'Run it in a worktree of the repository, or install with --user.',
    });
  }
  return join(repo.worktree, '.agents', 'skills');
}
