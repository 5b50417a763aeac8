/**
 * A kickoff carries only what the worker can find in its checkout: the team
 * doc as last committed (a worktree branches from that commit; a clone pulls
 * it). So the kickoff is rendered from the committed doc too, and refused
 * when the working copy would have said something else.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { decodeDoc } from '../doc/read.js';
import { modelOf } from '../doc/load.js';
import type { TeamDoc } from '../doc/model.js';
import { TeamdocError, UsageError } from '../errors.js';
import { committedFile, type CommittedFile } from '../git/committed-file.js';
import { shellWord } from '../text/shell-word.js';

export interface CommittedKickoffRequest {
  cwd: string;
  docPath: string;
  /** The doc's path as the user sees it (from the cwd). */
  shown: string;
  /** The kickoff from the working copy. */
  working: string;
  render: (doc: TeamDoc) => string;
}

/**
 * The kickoff the committed doc gives, which is the working copy's; outside a
 * repository there is no commit, and the file is all a worker can read.
 * Throws a one-line usage error naming the commit to make when they differ.
 */
export async function committedKickoff(request: CommittedKickoffRequest): Promise<string> {
  const committed = await committedFile(request.docPath);
  if (committed === undefined) return request.working;
  const text = committed.bytes === undefined ? undefined : renderedOrNothing(committed.bytes, request);
  if (text === request.working) return text;
  throw new UsageError(
    `${request.shown} ${committed.bytes === undefined ? 'is not committed' : 'has changes not committed that the kickoff would carry'}, and the worker reads the committed doc: ${commitCommand(request, committed)} (or --uncommitted to render the working copy)`,
  );
}

/** The committed version's kickoff, or nothing when that version cannot give one (no such part then, or not a text doc). */
function renderedOrNothing(bytes: Buffer, request: CommittedKickoffRequest): string | undefined {
  try {
    return request.render(modelOf(decodeDoc(bytes, request.shown), request.shown));
  } catch (error) {
    if (error instanceof TeamdocError) return undefined;
    throw error;
  }
}

/** The commit that fixes it, runnable from the cwd (the doc may be in another worktree). */
function commitCommand({ cwd, shown }: CommittedKickoffRequest, file: CommittedFile): string {
  const inside = relative(file.root, realpathSync(cwd));
  const here = !inside.startsWith('..') && !isAbsolute(inside);
  const git = here ? 'git' : `git -C ${shellWord(relative(cwd, file.root) || '.')}`;
  const path = shellWord(here ? shown : file.path);
  const add = file.tracked ? '' : `${git} add -- ${path} && `;
  return `${add}${git} commit -m ${shellWord('team doc')} -- ${path}`;
}
