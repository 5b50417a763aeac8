/**
 * teamdoc join: a worker's parent statement, recorded in the log as its ack
 * (kind `join`, from this session to its parent). Identity comes from the
 * environment where it can (session id, runtime, host, this worktree).
 */
import { type JoinRequest, joinBody, planJoin } from '../chain/join.js';
import { InputError, UsageError } from '../errors.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { appendEntries } from '../log/write/append.js';
import { cliProvenance, partyOf } from '../log/write/provenance.js';
import { parseWaitSeconds } from './input/cli-input.js';
import { openLog } from '../log/store/context.js';
import { findEntry } from '../log/read/find.js';
import { resolveMessageId } from '../log/read/id-prefix.js';
import { pendingStatements } from '../log/read/pending.js';
import { refuseSecretInName } from '../log/format/secret-names.js';
import { readableRef, snapshotOf } from '../log/read/provider.js';
import { firstWriteNote, startedTheLog } from '../log/sync/first-write.js';
import { TeamNames, checkParent, checkPart } from '../chain/door.js';
import { NONE_CELL } from '../doc/vocabulary.js';
import { refuseForeignLogAtDoor } from '../chain/door-reads.js';
import { loadRepoTeamDoc } from '../doc/load.js';
import { displayPath } from '../doc/locate.js';
import { renderJoinNote } from '../report/join-text.js';
import { writeAppendResult } from './output/append-result.js';
import { detectSession, parseRuntime } from '../session/identity.js';
import type { OptionsOf } from './declare-options.js';
import type { JOIN_OPTIONS } from './options.js';

type JoinOptions = OptionsOf<typeof JOIN_OPTIONS>;

export async function run(_operands: unknown[], options: JoinOptions, io: Io): Promise<number> {
  const waitMs = parseWaitSeconds(options.wait);
  const detected = detectSession(io.env);
  const name = options.name ?? detected.name;
  if (name === undefined) {
    throw new UsageError('no name to join as: pass --name, or set TEAMDOC_NAME', {
      hint: 'The name is what other sessions address you by, the Name in the roles table: teamdoc join --name eval --parent top --part eval',
    });
  }
  const runtime = options.runtime === undefined ? detected.runtime : parseRuntime(options.runtime);
  if (runtime === undefined && options.runtime !== undefined) {
    throw new UsageError(`Unexpected --runtime ${JSON.stringify(options.runtime)}, expected claude, codex, human or other`);
  }
  const repo = await locateRepo(io.cwd);
  const context = await openLog(repo, { ref: options.ref }, io.env);
  await refuseForeignLogAtDoor(context);
  if (options.part === undefined && options.handoff === undefined) {
    throw new UsageError("required option '--part <part>' not specified", {
      hint: 'Name the part you own, as its `### <part>` heading in the team doc has it: teamdoc join --name eval --parent top --part eval',
    });
  }
  const request: JoinRequest = {
    name,
    parent: options.parent,
    // Without --part, a successor takes the part its handoff names (below), the top's none.
    part: options.part ?? NONE_CELL,
    session: options.session ?? detected.session,
    runtime,
    host: detected.host,
    worktree: repo.worktree,
    amend: options.amend === true,
    reason: options.reason,
    // A prefix of the handoff's id is enough; checkHandoff says what is wrong with one that names no handoff.
    handoff: options.handoff === undefined ? undefined : await resolveMessageId(context, options.handoff, { option: '--handoff', keepUnknown: true }),
  };
  refuseSecretInName('--handoff', request.handoff);
  // The log as this clone has it (origin's copy before the first write here), and the spool (an earlier join that answered 75).
  const readable = await readableRef(context);
  if (request.handoff !== undefined) {
    const handedOver = await checkHandoff(readable, request);
    if (options.part === undefined) request.part = handedOver ?? NONE_CELL;
  }
  const { snapshot } = await snapshotOf({ branch: context.settings.ref, context: readable });
  const structural = [...snapshot.digest.structural, ...pendingStatements(context)];
  const team = await loadRepoTeamDoc(io.cwd, repo);
  // Without a team doc (a project that records with teamdoc.record alone) there is nothing to check names against.
  if (team) {
    const file = displayPath(io.cwd, team.path);
    checkPart(team.doc, file, request.part, request.handoff !== undefined);
    checkParent(new TeamNames(team.doc, structural), file, request.parent);
  }
  const plan = planJoin(request, structural);
  if (plan.action === 'same') {
    io.stdout.write(`${plan.existing.message.id}\n`);
    io.stderr.write(renderJoinNote(plan));
    return 0;
  }
  const firstWrite = await firstWriteNote(context);
  const result = await appendEntries(
    repo,
    [
      {
        kind: 'join',
        from: partyOf(name, { session: request.session, runtime: request.runtime, host: request.host, worktree: request.worktree }),
        to: { name: request.parent },
        statement: plan.statement,
        provenance: cliProvenance(detected, repo, { from: name, to: request.parent }),
        body: joinBody(plan),
      },
    ],
    { settings: context.settings, waitMs, env: io.env },
  );
  io.stderr.write(renderJoinNote(plan));
  if (firstWrite && (await startedTheLog(context, result.commit))) io.stderr.write(`teamdoc: ${firstWrite}\n`);
  return writeAppendResult(result, io);
}

/** `--handoff ID` must name a handoff entry, written by the parent this session states: the part it hands over, if it names one. */
async function checkHandoff(context: Awaited<ReturnType<typeof openLog>>, request: JoinRequest): Promise<string | undefined> {
  const id = request.handoff!;
  const entry = await findEntry(context, id);
  if (!entry)
    throw new InputError(`--handoff ${id}: no such entry in the log ${context.settings.ref}`, undefined, {
      hint: 'Use the id `teamdoc handoff` printed (see `teamdoc log --kind handoff`); run `teamdoc sync` if it was recorded on another machine.',
    });
  if (entry.entry !== 'message' || entry.kind !== 'handoff') {
    throw new InputError(
      `--handoff ${id}: that entry is ${entry.entry === 'message' ? `a ${entry.kind} message` : 'a delivery event'}, not a handoff`,
      undefined,
      { hint: 'Name the handoff your predecessor recorded (`teamdoc log --kind handoff`).' },
    );
  }
  const from = entry.from;
  const parent = request.parent.trim().toLowerCase();
  if (from.name.trim().toLowerCase() !== parent && from.session !== request.parent.trim()) {
    throw new InputError(`--handoff ${id} was written by ${JSON.stringify(from.name)}, but --parent is ${JSON.stringify(request.parent)}`, undefined, {
      hint: `A successor states its predecessor as its parent: --parent ${JSON.stringify(from.name)}.`,
    });
  }
  return entry.handoff?.part;
}
