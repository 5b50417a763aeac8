/**
 * teamdoc handoff: a session passes its thread to a fresh successor. The
 * packet (stdin) is checked, recorded in the log as kind `handoff` from this
 * session (identity from the environment), and turned into the successor's
 * first message; with --start, the successor is started with the runtime's
 * own means, and a start that fails is cleaned up and recorded as refused.
 */
import { chainOf } from '../chain/build-chain.js';
import { loadRepoTeamDoc } from '../doc/load.js';
import { pushedTeamDoc } from '../doc/pushed-doc.js';
import { nameKey } from '../doc/vocabulary.js';
import { ExitCode, InputError, PendingCommitError, UsageError } from '../errors.js';
import { readConfigMatching } from '../git/config.js';
import { locateRepo } from '../git/repo.js';
import { checkPacket } from '../handoff/check-packet.js';
import { type FirstMessageFacts, renderFirstMessage, tagProblem } from '../handoff/first-message.js';
import { handoffFromDoc, topWorkers } from '../handoff/from-doc.js';
import { type HandingSession, handingSession } from '../handoff/handing-session.js';
import { PACKET_MAX_BYTES } from '../handoff/packet-sections.js';
import { MAX_ARGUMENT_BYTES, startClaudeSuccessor } from '../handoff/start-successor.js';
import { recordingAdoption } from '../hooks/adoption.js';
import { type Io, readBounded } from '../io.js';
import { appendEntries } from '../log/write/append.js';
import { bodyProblem } from '../log/format/body.js';
import { cliProvenance, partyOf } from '../log/write/provenance.js';
import { parseWaitSeconds } from './input/cli-input.js';
import { gitCwd, logContext } from '../log/store/context.js';
import { lineProblem, LIMITS } from '../log/format/fields.js';
import { readableRef, snapshotOf } from '../log/read/provider.js';
import { refuseSecretInName } from '../log/format/secret-names.js';
import { LOG_CONFIG_KEYS, logSettingsFrom } from '../log/store/settings.js';
import { paletteFor } from '../report/colour.js';
import { renderHandoffNote, renderPacketRefusal, renderStartFailed, renderStarted } from '../report/handoff-text.js';
import { claudePermissionMode } from '../session/claude-permission-mode.js';
import { detectSession } from '../session/identity.js';
import { type PermissionMode, PERMISSION_MODES, isNotWider, parsePermissionMode, permissionClass } from '../session/permission-modes.js';
import { lfText } from '../text/line-endings.js';
import { currentTime } from '../time/clock.js';
import type { OptionsOf } from './declare-options.js';
import type { HANDOFF_OPTIONS } from './options.js';

type HandoffOptions = OptionsOf<typeof HANDOFF_OPTIONS>;

export async function run(_operands: unknown[], options: HandoffOptions, io: Io): Promise<number> {
  // The names go into the successor's first message too, which is printed and pasted: refused before anything else.
  refuseSecretInName('--name', options.name);
  refuseSecretInName('--from', options.from);
  refuseSecretInName('--part', options.part);
  checkNameOption('--name', options.name);
  if (options.from !== undefined) checkNameOption('--from', options.from);
  const given = givenMode(options.permissionMode);
  const waitMs = parseWaitSeconds(options.wait);
  const repo = await locateRepo(io.cwd);
  const config = await readConfigMatching(gitCwd(repo), LOG_CONFIG_KEYS);
  const adoption = recordingAdoption(repo, config, io.env);
  if (!adoption.recording) {
    throw new UsageError(`this project has not adopted teamdoc (${adoption.why}), so a handoff cannot be recorded`, {
      hint: 'Adopt it first: `teamdoc init` writes the team doc in the main worktree, or `git config teamdoc.record true` records without one.',
    });
  }
  const packet = await readPacketInput(io);
  const findings = checkPacket(packet.text, '<stdin>');
  if (findings.length > 0) {
    io.stderr.write(renderPacketRefusal(findings, paletteFor(io.stderr, io.env)));
    return ExitCode.failure;
  }

  const settings = logSettingsFrom(config, { ref: options.ref }, io.env);
  const context = logContext(repo, settings);
  const local = await loadRepoTeamDoc(io.cwd, repo);
  // In a clone of its own, the session's checkout holds its part's branch: the doc as the parent pushed it is the one in force.
  const pushed = local && repo.mainWorktree !== undefined ? await pushedTeamDoc(repo.mainWorktree, local.path, { fetch: true }) : undefined;
  const doc = local && (pushed ? { ...local, doc: pushed.doc } : local);
  const { snapshot } = await snapshotOf({ branch: settings.ref, context: await readableRef(context) });
  const identity = detectSession(io.env);
  const handing = handingSession({ identity, from: options.from, chain: chainOf(doc?.doc, snapshot.digest.structural), env: io.env });
  const part = scopeOf(handing, options.part);
  const own = identity.runtime === 'claude' && identity.session !== undefined ? claudePermissionMode(identity.session, io.env) : undefined;
  const mode = modeOf(given, own);
  if (options.start) checkStartable(handing, mode);
  checkCommandWords(options.name, handing, part);

  const time = currentTime(io.env).toISOString();
  const provenance = cliProvenance(identity, repo, { from: handing.name, to: options.name });
  const from = partyOf(handing.name, { session: handing.session, runtime: handing.runtime, host: handing.host, worktree: repo.worktree });
  const recorded = await appendEntries(
    repo,
    [
      {
        kind: 'handoff',
        time,
        from,
        to: { name: options.name },
        handoff: part === undefined ? { successor: options.name } : { successor: options.name, part },
        provenance,
        body: packet.bytes,
        bodySource: '<stdin>',
      },
    ],
    { settings, waitMs, env: io.env },
  );
  const id = recorded.results[0]!.id;
  const firstMessage = renderFirstMessage({
    team: doc?.doc.frontMatter.settings?.team,
    part,
    successor: options.name,
    predecessor: {
      name: handing.name,
      session: handing.session,
      runtime: handing.runtime,
      worktree: repo.worktree,
      claimed: handing.claimed,
      // The row's host: a label the parent's and workers' rows are written in too.
      host: handing.inChain?.role?.host,
    },
    reportTo: reportTo(handing),
    workers: topWorkers(doc?.doc, handing.inChain?.role),
    fromDoc: handoffFromDoc(doc?.doc, handing.inChain?.role, part),
    handoff: { id, time },
    docPath: doc?.path,
    pushedDoc: pushed?.from,
    permissionMode: mode,
    packet: packet.text,
  });
  io.stderr.write(
    renderHandoffNote({
      id,
      from: handing.name,
      claimed: handing.claimed,
      session: handing.session,
      successor: options.name,
      part,
      permissionMode: mode,
      // A Codex session has no permission mode, and its successor's first message states none.
      modeSource: given ? 'given' : own ? 'detected' : handing.runtime === 'codex' ? 'none' : 'unknown',
      classChange: own !== undefined && mode !== undefined && permissionClass(own) !== permissionClass(mode),
      committed: recorded.committed,
      pushedDoc: pushed?.from,
    }),
  );
  if (!recorded.committed) {
    io.stdout.write(firstMessage);
    throw new PendingCommitError(
      `handoff ${id} is durable on disk but not committed to the log yet: ${recorded.pendingReason ?? 'the commit could not be made'}`,
      {
        hint: 'Nothing is lost, and nothing was started: the next teamdoc write, or `teamdoc doctor`, commits it; then start the successor with the first message above.',
      },
    );
  }
  if (!options.start) {
    io.stdout.write(firstMessage);
    return ExitCode.ok;
  }

  const deliver = (state: 'sent' | 'refused', detail: string) =>
    appendEntries(repo, [{ entry: 'delivery', message: id, state, detail, provenance }], { settings, waitMs, env: io.env });
  const started =
    Buffer.byteLength(firstMessage) > MAX_ARGUMENT_BYTES
      ? {
          started: false as const,
          reason: `the first message is ${Buffer.byteLength(firstMessage)} bytes, over what one command-line argument may hold`,
          stopped: [],
          leftRunning: [],
        }
      : await startClaudeSuccessor({ name: options.name, permissionMode: mode!, firstMessage, cwd: repo.mainWorktree ?? io.cwd, env: io.env });
  if (started.started) {
    await deliver('sent', `started with claude --bg as job ${started.job}, permission mode ${mode}`);
    io.stdout.write(`${id}\n`);
    io.stderr.write(renderStarted({ name: options.name, job: started.job, permissionMode: mode! }));
    return ExitCode.ok;
  }
  await deliver('refused', `the start failed: ${started.reason}`);
  io.stdout.write(firstMessage);
  io.stderr.write(renderStartFailed({ reason: started.reason, stopped: started.stopped, leftRunning: started.leftRunning, id }));
  return ExitCode.failure;
}

/** The handing session's parent, by the name the team knows it: the successor reports there in its place. */
function reportTo(handing: HandingSession): FirstMessageFacts['reportTo'] {
  const parent = handing.inChain?.parent;
  if (!parent) return undefined;
  return {
    name: parent.session?.role?.name.text ?? parent.session?.name ?? parent.name,
    session: parent.session?.session ?? parent.session?.role?.session,
    runtime: parent.session?.runtime ?? parent.session?.role?.runtime,
    host: parent.session?.host ?? parent.session?.role?.host,
  };
}

function checkNameOption(flag: string, value: string): void {
  const problem = lineProblem(value, LIMITS.nameChars);
  if (problem)
    throw new UsageError(`Unexpected ${flag} ${JSON.stringify(value)}: ${problem}`, {
      hint: 'A name is one line: what other sessions address the session by.',
    });
}

/** The successor's first command carries these words as they are; refused before anything is recorded. */
function checkCommandWords(successor: string, handing: HandingSession, part: string | undefined): void {
  const problem =
    tagProblem('--name', successor) ??
    (handing.session === undefined ? tagProblem('the predecessor’s name', handing.name) : undefined) ??
    tagProblem('the part', part);
  if (problem) throw new UsageError(`Unexpected ${problem}`, { hint: 'Use a plain name: letters, digits, - and _.' });
}

function givenMode(text: string | undefined): PermissionMode | undefined {
  if (text === undefined) return undefined;
  const mode = parsePermissionMode(text);
  if (!mode) throw new UsageError(`Unexpected --permission-mode ${JSON.stringify(text)}, expected one of ${PERMISSION_MODES.join(', ')}`);
  return mode;
}

async function readPacketInput(io: Io): Promise<{ bytes: Buffer; text: string }> {
  if ((io.stdin as { isTTY?: boolean }).isTTY) {
    throw new UsageError('No packet given: pipe it on stdin', { hint: "teamdoc handoff --name NAME <<'EOF' … EOF (start from templates/handoff.md)" });
  }
  const { bytes, overLimit } = await readBounded(io.stdin, PACKET_MAX_BYTES);
  const problem = bodyProblem(bytes, PACKET_MAX_BYTES, overLimit);
  if (problem?.ruleId === 'body-too-large') {
    throw new InputError(
      `Unexpected packet of more than ${PACKET_MAX_BYTES} bytes, expected at most ${PACKET_MAX_BYTES} (it is refused, not cut)`,
      { file: '<stdin>', ruleId: 'packet-too-large' },
      {
        hint: 'A packet references files, commits and docs by path or hash; it does not paste them.',
      },
    );
  }
  if (problem) throw new InputError(problem.message, { file: '<stdin>', line: problem.line, column: problem.column, ruleId: problem.ruleId });
  // The log keeps the packet byte for byte; it is checked and handed on as LF text, so a CRLF file's first message carries no CR.
  return { bytes, text: lfText(bytes.toString('utf8')) };
}

/** Scope may only shrink: a session hands over its own part; one without a part (the top) may name one. */
function scopeOf(handing: HandingSession, asked: string | undefined): string | undefined {
  if (asked === undefined) return handing.part;
  if (handing.part !== undefined && nameKey(asked) !== nameKey(handing.part)) {
    throw new UsageError(
      `Unexpected --part ${JSON.stringify(asked)}: ${handing.name} owns part ${JSON.stringify(handing.part)}, and a handoff may only narrow scope`,
      {
        hint: `Hand over ${JSON.stringify(handing.part)} (leave --part out) and narrow it in the packet's Goal, e.g. "just the remaining test failures".`,
      },
    );
  }
  return asked;
}

/** The mode carried to the successor: the one given, never wider than this session's own where that is known. */
function modeOf(given: PermissionMode | undefined, own: PermissionMode | undefined): PermissionMode | undefined {
  if (given !== undefined && own !== undefined && !isNotWider(given, own)) {
    throw new UsageError(`Unexpected --permission-mode ${given}: this session runs in ${own}, and a handoff never widens the mode`, {
      hint: `Leave --permission-mode out to carry ${own}, or give a narrower one.`,
    });
  }
  return given ?? own;
}

function checkStartable(handing: HandingSession, mode: PermissionMode | undefined): void {
  if (handing.runtime !== 'claude') {
    const which = handing.runtime === undefined ? 'this session’s runtime is unknown' : `${handing.runtime} has no way to start a session in the background`;
    throw new UsageError(`--start: ${which}; only Claude Code sessions are started (claude --bg)`, {
      hint: 'Leave --start out: the first message is printed, to start the successor by hand (e.g. codex "$(cat first-message.md)").',
    });
  }
  if (mode === undefined) {
    throw new UsageError('--start: this session’s permission mode is unknown, and the successor must not be started in a wider one', {
      hint: 'Pass --permission-mode with the mode this session runs in (or a narrower one).',
    });
  }
}
