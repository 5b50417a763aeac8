/**
 * Every command's options, one table each, in the order `--help` lists them:
 * cli.ts adds them to commander, and each command's `run` takes
 * `OptionsOf<typeof ITS_TABLE>`. Output formats are declared here once per
 * command; the command's renderer table is keyed by them.
 */
import { DELIVERY_STATES, MESSAGE_KINDS } from '../log/format/fields.js';
import { choice, choiceList, count, flag, list, negatable, optionalChoice, requiredChoice, requiredText, text } from './declare-options.js';

export const CHECK_FORMATS = ['stylish', 'json', 'github', 'sarif'] as const;
export const SCAN_FORMATS = ['text', 'json'] as const;
export const LOG_FORMATS = ['text', 'json', 'markdown'] as const;
export const VIEW_FORMATS = ['text', 'json', 'mermaid', 'markdown'] as const;
export const DOCTOR_FORMATS = ['text', 'json'] as const;

const REF = { ref: text('--ref <ref>', 'the log ref (default: $TEAMDOC_LOG_REF, git config teamdoc.logRef, refs/heads/teamdoc/log)') };
const WAIT = { wait: text('--wait <seconds>', 'how long to wait for the log lock before reporting the entry as pending (exit 75)') };
const MAX_BODY_BYTES = { maxBodyBytes: text('--max-body-bytes <bytes>', 'refuse bodies larger than this (default: git config teamdoc.maxBodyBytes, 256k)') };
const BODY_FILE = { bodyFile: text('--body-file <file>', 'read the body from this file ("-" for stdin, the default)') };
const EVIDENCE = { evidence: list('--evidence <kind:value>', 'a reference the message rests on: path:…, commit:…, command:…, url:… (repeatable)') };

export const INIT_OPTIONS = {
  team: text('--team <name>', 'the team name (default: the repository directory name)'),
  file: text('--file <path>', 'where to write the doc (default: TEAM.md in the main worktree)'),
  name: text('--name <role>', 'your role name in the roles table (default: $TEAMDOC_NAME or "top")'),
};

export const CHECK_OPTIONS = {
  format: optionalChoice('-f, --format <name>', 'output format (default: github inside GitHub Actions, else stylish)', CHECK_FORMATS),
  maxWarnings: count('--max-warnings <n>', 'exit 1 when there are more than n warnings'),
  quiet: flag('-q, --quiet', 'report errors only'),
  history: negatable('--no-history', 'skip the rules over time (the doc’s git history, and the log over time)'),
  kickoff: list('--kickoff <file>', 'check a kickoff written by hand against the team doc (repeatable; FILE is then the doc)'),
  log: negatable('--no-log', 'skip the rules that read the message log (the chain rules, and reports and silence over time)'),
  live: negatable('--no-live', 'skip the rules that read this machine’s session records (a row active whose session exited, a session running without a row)'),
  fix: flag(
    '--fix',
    'first write the fixes teamdoc is sure of (cells from the parent statements, statuses the log implies, typos of known names), then report what remains',
  ),
  fixDryRun: flag('--fix-dry-run', 'print the diff --fix would write, and write nothing'),
};

export const KICKOFF_OPTIONS = {
  doc: text('--doc <file>', 'the team doc (default: the repository’s team doc, from any worktree)'),
  permissionMode: text('--permission-mode <mode>', 'the permission mode the worker is started in (use your own; a Codex worker has none)'),
  parent: text('--parent <name>', 'the role the worker reports to (default: its Parent in the Roles table)'),
  force: flag('--force', 'write the kickoff even when the team doc has errors'),
  uncommitted: flag(
    '--uncommitted',
    'render the working copy of the team doc, changes not committed included (by default the kickoff is refused when they would change it: the worker reads the committed doc)',
  ),
};

export const APPLY_PLAN_OPTIONS = {
  doc: text('--doc <file>', 'the team doc (default: the repository’s team doc; it must be in this checkout)'),
  ...REF,
};

export const INSTALL_OPTIONS = {
  repo: flag('--repo', 'into <repository>/.agents/skills, for Codex sessions in this repository (default)'),
  user: flag('--user', 'into ~/.agents/skills, for every repository'),
  force: flag('--force', 'replace a different skill of the same name'),
  hooks: negatable('--no-hooks', 'leave $CODEX_HOME/hooks.json alone (the hook records when a message teamdoc send queued reaches a Codex turn)'),
};

export const SCAN_OPTIONS = {
  since: text('--since <when>', 'only messages from this time on: a date, a time, or an age such as 6h or 2d'),
  session: list('--session <id|name>', 'only messages to or from this session (repeatable); an id also reads a transcript outside the project'),
  format: choice('--format <format>', 'output format', SCAN_FORMATS, 'text'),
  record: flag('--record', 'append to the log what it lacks: the messages found, and the delivery outcomes the traces prove'),
  ...REF,
  ...WAIT,
};

export const RECORD_OPTIONS = {
  from: requiredText('--from <name>', 'who sent the message'),
  to: requiredText('--to <name>', 'whom it was sent to ("*" for everyone)'),
  kind: requiredChoice(
    '--kind <kind>',
    "what kind of message it is: brief for a parent's kickoff or [answer] to its worker, report for a worker's [ack] or report to its parent",
    MESSAGE_KINDS,
  ),
  ...BODY_FILE,
  inReplyTo: text('--in-reply-to <id>', 'the id of the message this one answers (any unique prefix of 6 characters or more)'),
  nativeId: text('--native-id <id>', "the runtime's own message id (Claude Code's msg_id); a retry with it is harmless"),
  nativeRuntime: text('--native-runtime <runtime>', 'which runtime the native id belongs to (default: the detected one)'),
  id: text('--id <id>', 'your own id for the message; a retry with the same id and body is harmless'),
  ...EVIDENCE,
  outsideTeam: flag('--outside-team', 'the recipient is outside the team (a person, another team): not checked against the roles table and the log'),
  ...REF,
  ...MAX_BODY_BYTES,
  ...WAIT,
};

export const SEND_OPTIONS = {
  to: requiredText('--to <name>', 'the recipient: a name, former name or session id from the roles table or the statements'),
  ...BODY_FILE,
  kind: optionalChoice('--kind <kind>', 'what kind of message it is (default: from a leading [done], [answer]… tag, else other)', MESSAGE_KINDS),
  from: text('--from <name>', 'who sends, when the environment shows no session (recorded as claimed)'),
  inReplyTo: text('--in-reply-to <id>', 'the id of the message this one answers'),
  ...EVIDENCE,
  answerWait: text('--answer-wait <seconds>', 'how long to wait for the runtime’s answer after delivering (default 5)'),
  ...REF,
  ...MAX_BODY_BYTES,
  ...WAIT,
};

export const LOG_OPTIONS = {
  from: text('--from <name>', 'only messages from this sender'),
  to: text('--to <name>', 'only messages to this recipient'),
  for: text(
    '--for <name>',
    'only messages addressed to this name (including broadcasts to "*" but not acknowledgements of findings, and what was sent to a predecessor it took over from after that handoff)',
  ),
  kind: choiceList('--kind <kind>', 'only messages of this kind (repeatable)', MESSAGE_KINDS),
  since: text('--since <when>', 'only messages from this time on: a date, a time, or an age such as 6h or 2d'),
  until: text('--until <when>', 'only messages up to this time: a date (the whole day), a time, or an age'),
  thread: text('--thread <id>', 'only the conversation this message belongs to (any unique prefix of its id)'),
  maxCount: count('-n, --max-count <n>', 'only the n newest of the messages listed'),
  oneline: flag('--oneline', 'one line per message: a short id, time, kind, sender → recipient, delivery, the first line'),
  reverse: flag('--reverse', 'the other order: text lists the newest first (like git log), json and markdown the oldest'),
  full: flag('--full', 'whole bodies (text shows the first 5 lines of each)'),
  unread: flag('--unread', 'with --for NAME: only what this session has not seen yet, then marked seen (not in git), even when cut or piped'),
  peek: flag('--peek', 'with --unread: list it without marking it seen (to test for news)'),
  pager: negatable('--no-pager', 'never page (on a terminal the output goes through $TEAMDOC_PAGER, $PAGER or less -FRX)'),
  format: choice('--format <format>', 'output format', LOG_FORMATS, 'text'),
  ...REF,
};

export const DELIVER_OPTIONS = {
  state: requiredChoice('--state <state>', 'what is known of its delivery', DELIVERY_STATES),
  detail: text('--detail <text>', 'what was seen (a delivery notice, an error)'),
  evidence: list('--evidence <kind:value>', 'a reference for the event: path:…, commit:…, command:…, url:… (repeatable)'),
  id: text('--id <id>', 'your own id for the event; a retry with the same id is harmless'),
  ...REF,
  ...WAIT,
};

export const ACK_OPTIONS = {
  by: requiredText('--by <name>', 'who accepts it (your role name)'),
  reason: requiredText('--reason <text>', 'why, in one line'),
  ...REF,
  ...WAIT,
};

export const SYNC_OPTIONS = { ...REF, ...WAIT };

export const JOIN_OPTIONS = {
  parent: requiredText('--parent <name>', 'the session you report to (a name, former name or session id)'),
  part: text('--part <part>', 'the part you own (a part id from the team doc); required, except with --handoff (default: the part handed over, `—` for none)'),
  name: text('--name <name>', 'your name, as others address you (default: $TEAMDOC_NAME)'),
  session: text('--session <id>', 'your session id (default: detected: CLAUDE_CODE_SESSION_ID, CODEX_THREAD_ID, TEAMDOC_SESSION)'),
  runtime: text('--runtime <runtime>', 'claude, codex, human or other (default: detected)'),
  amend: flag('--amend', 'correct your earlier statement (needs --reason); shown as a correction everywhere'),
  reason: text('--reason <text>', 'why the earlier statement was wrong (with --amend)'),
  handoff: text('--handoff <id>', 'the handoff entry you take over from (any unique prefix of its id); --parent is then your predecessor'),
  ...REF,
  ...WAIT,
};

export const HANDOFF_OPTIONS = {
  name: requiredText('--name <name>', 'the successor’s name, as others will address it'),
  part: text('--part <part>', 'the part handed over (default: your own; a session without a part may name one)'),
  start: flag('--start', 'start the successor with the runtime’s own means (Claude Code: claude --bg)'),
  permissionMode: text('--permission-mode <mode>', 'the successor’s permission mode (default: yours; never a wider one)'),
  from: text('--from <name>', 'who hands off, when no session identity is in the environment (recorded as claimed)'),
  ...REF,
  ...WAIT,
};

export const VIEW_OPTIONS = {
  format: choice('--format <format>', 'output format', VIEW_FORMATS, 'text'),
  watch: flag('--watch', 'redraw whenever the log or the doc changes (Ctrl-C to stop)'),
  interval: text('--interval <seconds>', 'how often --watch looks for changes (default 1)'),
  ...REF,
};

export const DOCTOR_OPTIONS = {
  dryRun: flag('--dry-run', 'only report what would be done'),
  verify: flag('--verify', 'also walk the whole log: every object it needs, every entry against what a reader trusts, rewrites of the ref'),
  remote: text('--remote <remote>', 'with --verify: where to fetch lost or damaged objects again from (default: origin, when there is one)'),
  moveAside: text(
    '--move-aside <path>',
    'move a file planted where a folder of the log belongs aside (kept, in one commit), then commit the entries that waited for that folder',
  ),
  format: choice('--format <format>', 'output format', DOCTOR_FORMATS, 'text'),
  ...REF,
};
