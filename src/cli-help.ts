/**
 * What each command's `--help` ends with: two or three examples a person can
 * run as written, and the exit codes that command gives. Kept apart from the
 * wiring so a test can hold every example against the command's own options.
 */

export interface CommandHelp {
  examples: readonly (readonly [command: string, what: string])[];
  exitCodes: readonly (readonly [code: number, meaning: string])[];
}

const WRITE_EXITS = [
  [0, 'committed to the log'],
  [2, 'refused, nothing written: a bad flag or value, unreadable input, the log branch checked out'],
  [75, 'durable on disk but not committed yet; the next write or `teamdoc doctor` commits it'],
] as const;

export const COMMAND_HELP: Record<string, CommandHelp> = {
  init: {
    examples: [
      ['teamdoc init', 'TEAM.md in the main worktree, your row filled in'],
      ['teamdoc init --name lead --team vision-push', 'with your role name and the team name'],
    ],
    exitCodes: [
      [0, 'the doc was written'],
      [2, 'nothing written: the file exists, or its folder does not'],
    ],
  },
  check: {
    examples: [
      ['teamdoc check', 'the repository’s team doc, from any worktree'],
      ['teamdoc check --max-warnings 0 --format github', 'in CI: annotations, and any warning fails'],
      ['teamdoc check --fix', 'write the fixes teamdoc is sure of, then report what remains (--fix-dry-run: the diff only)'],
    ],
    exitCodes: [
      [0, 'no errors (warnings allowed)'],
      [1, 'errors, or more warnings than --max-warnings'],
      [2, 'could not check: a bad flag, no team doc found, a file that cannot be a team doc (with --fix: one with merge conflicts)'],
    ],
  },
  kickoff: {
    examples: [
      ['teamdoc kickoff train --permission-mode acceptEdits', 'the kickoff for part `train`, on stdout'],
      ['teamdoc kickoff train --parent top > kickoff.md', 'reporting to `top`, into a file to edit'],
    ],
    exitCodes: [
      [0, 'the kickoff is on stdout'],
      [1, 'the team doc has errors (--force writes it anyway)'],
      [2, 'no such part, or no team doc; or the doc has changes not committed that the kickoff would carry (--uncommitted renders them)'],
    ],
  },
  install: {
    examples: [
      ['teamdoc install codex', 'into <repository>/.agents/skills'],
      ['teamdoc install codex --user', 'into ~/.agents/skills, for every repository'],
    ],
    exitCodes: [
      [0, 'installed, or already up to date'],
      [2, 'nothing written: not in a repository, or a different skill is in the way (--force)'],
    ],
  },
  scan: {
    examples: [
      ['teamdoc scan --since 1d', 'what happened to every message of the last day'],
      ['teamdoc scan --record', 'and append to the log what it lacks'],
    ],
    exitCodes: [
      [0, 'every message traced is in the log'],
      [1, 'messages the log lacks, or lost on the way'],
      [2, 'could not scan: a bad flag, not in a repository'],
    ],
  },
  record: {
    examples: [
      ['echo "Start the run" | teamdoc record --from top --to train --kind brief', 'the body from stdin; prints its id'],
      ['teamdoc record --from train --to top --kind report --body-file report.md --in-reply-to 01M8P4P5', 'an answer, by an id prefix'],
    ],
    exitCodes: WRITE_EXITS,
  },
  log: {
    examples: [
      ['teamdoc log -n 5 --oneline', 'the five newest messages, one line each'],
      ['teamdoc log --unread --for eval', 'what is new for `eval` since it last looked'],
      ['teamdoc log --thread 01M8P4P5 --full', 'a whole conversation, bodies uncut'],
    ],
    exitCodes: [
      [0, 'listed'],
      [1, 'the log holds files that are not valid entries (each is named)'],
      [2, 'a bad flag, an id that is unknown or ambiguous, not in a repository'],
    ],
  },
  deliver: {
    examples: [
      ['teamdoc deliver 01M8P4P5 --state delivered --evidence path:transcript.jsonl', 'the message was seen arriving'],
      ['teamdoc deliver 01M8P4P5 --state held --detail "receiver in another permission mode"', 'what the delivery notice said'],
    ],
    exitCodes: WRITE_EXITS,
  },
  ack: {
    examples: [
      ['teamdoc ack report-evidence 01M8P4P5 --by lead --reason "evidence is in PR #412"', 'a [done] report without evidence, accepted'],
      ['teamdoc ack worker-silent 01M8Q2AB --by top --reason "eval runs overnight"', 'a silence expected until the run ends'],
    ],
    exitCodes: WRITE_EXITS,
  },
  sync: {
    examples: [
      ['teamdoc sync', 'with origin'],
      ['teamdoc sync upstream', 'with another remote'],
    ],
    exitCodes: [
      [0, 'the log and the remote agree'],
      [1, 'synced, but what it brought is flagged (an edit, a removal, a rewrite, an id used twice): see stderr'],
      [2, 'could not sync: no such remote, the push kept failing, the log branch checked out'],
      [75, 'entries in the spool could not be committed first; they are safe'],
    ],
  },
  send: {
    examples: [
      ['teamdoc send --to eval < brief.md', 'to a Codex worker on this machine, by codex queue'],
      ['teamdoc send --to top --in-reply-to 01M8P4P5 --evidence path:runs/42/eval.json < done.md', 'a report, answering the brief'],
    ],
    exitCodes: [
      [0, 'delivered (or queued) by the runtime, and recorded'],
      [1, 'recorded, but the runtime held or refused it (the log says which)'],
      [2, 'nothing written or sent: an unknown recipient, one on another host or not at work, a bad flag'],
      [75, 'sent and durable on disk, not committed yet'],
    ],
  },
  'apply-plan': {
    examples: [
      ['teamdoc apply-plan eval', 'write eval’s reported [plan] and criteria into its part, and fill its row'],
      ['teamdoc apply-plan eval --doc docs/TEAM.md', 'into a team doc kept elsewhere in this checkout'],
    ],
    exitCodes: [
      [0, 'written'],
      [2, 'nothing written: no [plan] for that part, a doc in another checkout, a doc that changed meanwhile'],
    ],
  },
  join: {
    examples: [
      ['teamdoc join --name train --parent top --part train', 'this session’s parent statement'],
      ['teamdoc join --parent top --part train --amend --reason "wrong part"', 'a correction of it'],
    ],
    exitCodes: WRITE_EXITS,
  },
  handoff: {
    examples: [
      ['teamdoc handoff --name train-2 < packet.md', 'record the packet; prints the successor’s first message'],
      ['teamdoc handoff --name train-2 --start < packet.md', 'and start the successor (Claude Code)'],
    ],
    exitCodes: [
      [0, 'recorded (and started, with --start)'],
      [2, 'nothing recorded (the packet needs fixing, no session to hand off from), or recorded but not started'],
      [75, 'durable on disk but not committed yet'],
    ],
  },
  view: {
    examples: [
      ['teamdoc view', 'the chain, open work and delivery trouble'],
      ['teamdoc view --format mermaid > chain.mmd', 'the chain as a diagram'],
      ['teamdoc view --watch', 'redrawn whenever the log or the doc changes'],
    ],
    exitCodes: [
      [0, 'shown'],
      [2, 'a bad flag, a doc that cannot be read'],
    ],
  },
  doctor: {
    examples: [
      ['teamdoc doctor --dry-run', 'what a crash left behind, changing nothing'],
      ['teamdoc doctor', 'and repair it'],
    ],
    exitCodes: [
      [0, 'nothing left to repair'],
      [1, 'problems found that need a person'],
      [2, 'could not look: not in a repository'],
    ],
  },
};

/** The text commander prints after a command's options. */
export function helpAfterOptions(help: CommandHelp): string {
  const examples = help.examples.map(([command, what]) => `  # ${what}\n  $ ${command}`);
  const codes = help.exitCodes.map(([code, meaning]) => `  ${String(code).padEnd(2)}  ${meaning}`);
  return `\nExamples:\n${examples.join('\n')}\n\nExit codes:\n${codes.join('\n')}`;
}
