/**
 * `teamdoc apply-plan PART`: the top writes into its team doc the plan and
 * criteria the part's worker reported as `[plan]` (the log's entry stays the
 * proof they came before any result), and fills the worker's row from its
 * parent statement. It writes only the doc of the checkout it runs in: a
 * worker never writes in another session's checkout.
 */
import { dirname, resolve } from 'node:path';
import { chainOf } from '../chain/build-chain.js';
import { displayPath, findTeamDoc } from '../doc/locate.js';
import { parseTeamDoc } from '../rules/engine/load-doc.js';
import { readDocFile } from '../doc/read.js';
import { rewriteDoc } from '../doc/rewrite.js';
import { ExitCode, UsageError } from '../errors.js';
import { locateRepoIfAny } from '../git/repo.js';
import type { Io } from '../io.js';
import { findPart } from '../kickoff/values.js';
import { openLogSource, snapshotOf, shortRef } from '../log/read/provider.js';
import { latestPlan, planEdits } from '../rules/support/plan-in-doc.js';
import { currentTime } from '../time/clock.js';
import type { OptionsOf } from './declare-options.js';
import type { APPLY_PLAN_OPTIONS } from './options.js';

type ApplyPlanOptions = OptionsOf<typeof APPLY_PLAN_OPTIONS>;

export async function run(operands: unknown[], options: ApplyPlanOptions, io: Io): Promise<number> {
  const partId = String(operands[0]);
  const path = options.doc === undefined ? await findTeamDoc(io.cwd) : resolve(io.cwd, options.doc);
  const shown = displayPath(io.cwd, path);
  await refuseOtherCheckout(io.cwd, path, shown);
  const read = readDocFile(path, shown);
  const { doc } = parseTeamDoc(read, shown, currentTime(io.env));
  const part = findPart(doc, partId);
  const source = await openLogSource(dirname(path), { ref: options.ref, docLogRef: doc.frontMatter.settings?.['log-ref'], env: io.env });
  const log = source && (await snapshotOf(source)).snapshot;
  const chain = chainOf(doc, log?.digest.structural ?? []);
  const note = log && latestPlan(chain, log.digest.plans, part);
  if (!note) {
    throw new UsageError(`no [plan] of part ${part.id.text} from its owner in ${log ? shortRef(log.ref) : 'the log (this repository has none)'}`, {
      hint: `The worker sends its plan and criteria as a [plan] report before any result (teamdoc log --kind report --to <you> shows what arrived; on another machine, teamdoc sync first). Nothing was written.`,
    });
  }
  const edit = planEdits(doc, chain, part, note);
  if (!edit) {
    io.stdout.write(`${shown} already has the plan and criteria of ${part.id.text} from entry ${note.id} (${note.from}, ${note.time}); nothing to write.\n`);
    return ExitCode.ok;
  }
  rewriteDoc(path, shown, read, edit.edits);
  io.stdout.write(
    [
      `${edit.message} (sent by ${note.from} at ${note.time}).`,
      `Next: check it and commit it: teamdoc check && git add ${shown} && git commit -m "${commitMessage(part.id.text, edit)}"`,
      '',
    ].join('\n'),
  );
  return ExitCode.ok;
}

/** Says what was written: a replacement's ack fills only its row. */
function commitMessage(part: string, edit: { plan: boolean; owner: string }): string {
  return edit.plan ? `${part}: plan and criteria` : `${part}: ${edit.owner}'s row from its join`;
}

/** The doc must be in the checkout this command runs in: a session writes only its own. */
async function refuseOtherCheckout(cwd: string, path: string, shown: string): Promise<void> {
  const here = (await locateRepoIfAny(cwd))?.worktree;
  const there = (await locateRepoIfAny(dirname(path)))?.worktree;
  if (here === undefined || there === undefined || here === there) return;
  throw new UsageError(`the team doc ${shown} is in another checkout (${there}); teamdoc writes only in the one it runs in`, {
    hint: `Only the session working in ${there} (the top) writes the doc. A worker sends its plan and criteria as a [plan] report instead.`,
  });
}
