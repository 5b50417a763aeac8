/**
 * The hooks' own working state, in the git dir every worktree shares so that
 * a sender and a receiver working in two worktrees of one repository meet
 * there: <common-dir>/teamdoc/hooks/.
 *
 *   errors.jsonl   one line per thing a hook could not record (teamdoc doctor shows them)
 *   sent/          a note per message a sender recorded, by sender address and body
 *   pending/       a note per arrival a receiver has not tied to its message yet
 *   queued/        a note per message `teamdoc send` queued into a Codex thread, until it reaches a turn
 */
import { join } from 'node:path';

export interface HookStatePaths {
  root: string;
  errors: string;
  sent: string;
  pending: string;
  queued: string;
}

export function hookStatePaths(commonDir: string): HookStatePaths {
  const root = join(commonDir, 'teamdoc', 'hooks');
  return { root, errors: join(root, 'errors.jsonl'), sent: join(root, 'sent'), pending: join(root, 'pending'), queued: join(root, 'queued') };
}
