/**
 * Commander wiring only. Each command's module is imported when that command
 * runs, so `--help`, `--version` and cheap commands never load remark or zod.
 */
import { statSync } from 'node:fs';
import { Command, CommanderError, Help, InvalidArgumentError, Option } from 'commander';
import { COMMAND_HELP, helpAfterOptions } from './cli-help.js';
import { ExitCode, InputError, TeamdocError, UsageError } from './errors.js';
import { processIo, type Io } from './io.js';
import { packageVersion as version } from './package-files.js';
import { DELIVERY_STATES, MESSAGE_KINDS } from './log/fields.js';
import { terminalSafe, terminalSafeLine } from './report/terminal-text.js';
import { closest } from './text/closest.js';

/** What every command module exports: operands and options in, exit code out. */
export interface CommandModule {
  run(operands: unknown[], options: Record<string, unknown>, io: Io): Promise<number>;
}

type Loader = () => Promise<CommandModule>;

export function buildProgram(io: Io, result: { exitCode: number }): Command {
  const program = new Command('teamdoc');

  // Runs the lazily imported command with the io of this invocation (and -C applied).
  const lazy =
    (load: Loader) =>
    async (...actionArgs: unknown[]): Promise<void> => {
      const command = actionArgs[actionArgs.length - 1] as Command;
      const rootOptions = program.opts<{ cwd?: string }>();
      const commandIo = rootOptions.cwd === undefined ? io : { ...io, cwd: workingDirectory(io.cwd, rootOptions.cwd) };
      const module = await load();
      result.exitCode = await module.run(command.processedArgs, command.opts(), commandIo);
    };

  program
    .description('A team doc in git for several AI coding sessions: check it, record every message between them, show the chain.')
    .version(version(), '-V, --version')
    .option('-C, --cwd <dir>', 'run as if teamdoc was started in <dir>')
    // Commander's own errors become UsageErrors (see commandLineError), printed by main() like every other error.
    .showSuggestionAfterError(false)
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: () => undefined,
    })
    .configureHelp({ optionDescription: (option) => `${new Help().optionDescription(option)}${option.mandatory ? ' (required)' : ''}` })
    .helpCommand(false);

  program
    .command('init')
    .description('create the team doc (TEAM.md) from the template, with your own row filled in')
    .option('--team <name>', 'the team name (default: the repository directory name)')
    .option('--file <path>', 'where to write the doc (default: TEAM.md in the main worktree)')
    .option('--name <role>', 'your role name in the roles table (default: $TEAMDOC_NAME or "top")')
    .action(lazy(() => import('./commands/init.js')));

  program
    .command('check')
    .description('check team docs: structure, roles, resources, board and parts; the chain against the log; criteria and close-out over git history')
    .argument('[files...]', 'team docs to check (default: the repository’s team doc, from any worktree)')
    .addOption(new Option('-f, --format <name>', 'output format (default: github inside GitHub Actions, else stylish)').choices(['stylish', 'json', 'github', 'sarif']))
    .option('--max-warnings <n>', 'exit 1 when there are more than n warnings', parseCount)
    .option('-q, --quiet', 'report errors only')
    .option('--no-history', 'skip the rules over time (the doc’s git history, and the log over time)')
    .option('--kickoff <file>', 'check a kickoff written by hand against the team doc (repeatable; FILE is then the doc)', collect, [])
    .option('--no-log', 'skip the rules that read the message log (the chain rules, and reports and silence over time)')
    .option('--no-live', 'skip the rules that read this machine’s session records (a row active whose session exited, a session running without a row)')
    .option('--fix', 'first write the fixes teamdoc is sure of (cells from the parent statements, statuses the log implies, typos of known names), then report what remains')
    .option('--fix-dry-run', 'print the diff --fix would write, and write nothing')
    .action(lazy(() => import('./commands/check.js')));

  program
    .command('kickoff')
    .description('print the self-contained kickoff for one part, filled from the team doc')
    .argument('<part>', 'the part id, as in its `### <part>` heading')
    .option('--doc <file>', 'the team doc (default: the repository’s team doc, from any worktree)')
    .option('--permission-mode <mode>', 'the permission mode the worker is started in (use your own; a Codex worker has none)')
    .option('--parent <name>', 'the role the worker reports to (default: its Parent in the Roles table)')
    .option('--force', 'write the kickoff even when the team doc has errors')
    .option('--uncommitted', 'render the working copy of the team doc, changes not committed included (by default the kickoff is refused when they would change it: the worker reads the committed doc)')
    .action(lazy(() => import('./commands/kickoff.js')));

  program
    .command('apply-plan')
    .description("write into the team doc the plan and criteria a part's worker reported as [plan], and fill its row from its ack")
    .argument('<part>', 'the part id, as in its `### <part>` heading')
    .option('--doc <file>', 'the team doc (default: the repository’s team doc; it must be in this checkout)')
    .addOption(refOption())
    .action(lazy(() => import('./commands/apply-plan.js')));

  program
    .command('install')
    .description('install the teamdoc skills for a runtime: codex (Claude Code uses the plugin)')
    .argument('<runtime>', 'codex')
    .option('--repo', 'into <repository>/.agents/skills, for Codex sessions in this repository (default)')
    .option('--user', 'into ~/.agents/skills, for every repository')
    .option('--force', 'replace a different skill of the same name')
    .option('--no-hooks', 'leave $CODEX_HOME/hooks.json alone (the hook records when a message teamdoc send queued reaches a Codex turn)')
    .action(lazy(() => import('./commands/install.js')));

  program
    .command('scan')
    .description('trace every message between the project’s sessions through the transcripts on this machine, and hold them against the log')
    .option('--since <when>', 'only messages from this time on: a date, a time, or an age such as 6h or 2d')
    .option('--session <id|name>', 'only messages to or from this session (repeatable); an id also reads a transcript outside the project', collect, [])
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--record', 'append to the log what it lacks: the messages found, and the delivery outcomes the traces prove')
    .addOption(refOption())
    .addOption(waitOption())
    .action(lazy(() => import('./commands/scan.js')));

  addLogCommands(program, lazy);

  program
    .command('help')
    .description('show the help of a command, or this list')
    .argument('[command]', 'a command name')
    .action((name: string | undefined) => {
      const command = name === undefined ? program : program.commands.find((candidate) => candidate.name() === name);
      if (!command) throw unknownCommand(program, name!);
      command.outputHelp();
    });

  for (const command of [program, ...program.commands]) {
    const help = COMMAND_HELP[command.name()];
    if (help) command.addHelpText('after', helpAfterOptions(help));
    command.exitOverride((error) => {
      throw commandLineError(error, command, program);
    });
  }
  return program;
}

/** A mistake on the command line, in teamdoc's words, with a did-you-mean from closest(); help and version pass through. */
function commandLineError(error: CommanderError, command: Command, program: Command): Error {
  if (error.exitCode === 0) return error;
  if (error.code === 'commander.unknownCommand') return unknownCommand(program, String(command.args[0]));
  const message = error.message.replace(/^error: /, '');
  const usage = command === program ? '`teamdoc --help` lists the commands.' : `\`teamdoc ${command.name()} --help\` shows its options and examples.`;
  const flag = /^unknown option '([^']+)'/.exec(message)?.[1];
  const known = command.options.flatMap((option) => [option.long, option.short]).filter((name): name is string => name?.startsWith('--') === true);
  const suggestion = flag?.startsWith('--') ? closest(flag.split('=')[0]!, known) : undefined;
  return new UsageError(message, { hint: suggestion ? `Did you mean \`${suggestion}\`? ${usage}` : usage });
}

function unknownCommand(program: Command, name: string): UsageError {
  const suggestion = closest(name, program.commands.map((command) => command.name()));
  return new UsageError(`unknown command '${name}'`, { hint: `${suggestion ? `Did you mean \`teamdoc ${suggestion}\`? ` : ''}\`teamdoc --help\` lists the commands.` });
}

/** A count for an option: a whole number ≥ 0, or commander reports a usage error (exit 2). */
function parseCount(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number of 0 or more');
  return Number(value);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

const refOption = () => new Option('--ref <ref>', 'the log ref (default: $TEAMDOC_LOG_REF, git config teamdoc.logRef, refs/heads/teamdoc/log)');
const waitOption = () => new Option('--wait <seconds>', 'how long to wait for the log lock before reporting the entry as pending (exit 75)');

function addLogCommands(program: Command, lazy: (load: Loader) => (...actionArgs: unknown[]) => Promise<void>): void {
  program
    .command('record')
    .description('append one message to the log; the body comes from stdin or --body-file; prints its id')
    .requiredOption('--from <name>', 'who sent the message')
    .requiredOption('--to <name>', 'whom it was sent to ("*" for everyone)')
    .addOption(new Option('--kind <kind>', "what kind of message it is: brief for a parent's kickoff or [answer] to its worker, report for a worker's [ack] or report to its parent").choices(MESSAGE_KINDS).makeOptionMandatory())
    .option('--body-file <file>', 'read the body from this file ("-" for stdin, the default)')
    .option('--in-reply-to <id>', 'the id of the message this one answers (any unique prefix of 6 characters or more)')
    .option('--native-id <id>', "the runtime's own message id (Claude Code's msg_id); a retry with it is harmless")
    .option('--native-runtime <runtime>', 'which runtime the native id belongs to (default: the detected one)')
    .option('--id <id>', 'your own id for the message; a retry with the same id and body is harmless')
    .option('--evidence <kind:value>', 'a reference the message rests on: path:…, commit:…, command:…, url:… (repeatable)', collect, [])
    .option('--outside-team', 'the recipient is outside the team (a person, another team): not checked against the roles table and the log')
    .addOption(refOption())
    .option('--max-body-bytes <bytes>', 'refuse bodies larger than this (default: git config teamdoc.maxBodyBytes, 256k)')
    .addOption(waitOption())
    .action(lazy(() => import('./commands/record.js')));

  program
    .command('send')
    .description("deliver a message to a session of the team by its runtime's own route (Claude Code's inbox, codex queue) and record it with the runtime's answer")
    .requiredOption('--to <name>', 'the recipient: a name, former name or session id from the roles table or the statements')
    .option('--body-file <file>', 'read the body from this file ("-" for stdin, the default)')
    .addOption(new Option('--kind <kind>', 'what kind of message it is (default: from a leading [done], [answer]… tag, else other)').choices(MESSAGE_KINDS))
    .option('--from <name>', 'who sends, when the environment shows no session (recorded as claimed)')
    .option('--in-reply-to <id>', 'the id of the message this one answers')
    .option('--evidence <kind:value>', 'a reference the message rests on: path:…, commit:…, command:…, url:… (repeatable)', collect, [])
    .option('--answer-wait <seconds>', 'how long to wait for the runtime’s answer after delivering (default 5)')
    .addOption(refOption())
    .option('--max-body-bytes <bytes>', 'refuse bodies larger than this (default: git config teamdoc.maxBodyBytes, 256k)')
    .addOption(waitOption())
    .action(lazy(() => import('./commands/send.js')));

  program
    .command('log')
    .description('list the messages in the log, with their delivery state')
    .option('--from <name>', 'only messages from this sender')
    .option('--to <name>', 'only messages to this recipient')
    .option('--for <name>', 'only messages addressed to this name (including broadcasts to "*", and what was sent to a predecessor it took over from after that handoff)')
    .addOption(new Option('--kind <kind>', 'only messages of this kind (repeatable)').choices(MESSAGE_KINDS).argParser(collectChoice(MESSAGE_KINDS)).default([]))
    .option('--since <when>', 'only messages from this time on: a date, a time, or an age such as 6h or 2d')
    .option('--until <when>', 'only messages up to this time: a date (the whole day), a time, or an age')
    .option('--thread <id>', 'only the conversation this message belongs to (any unique prefix of its id)')
    .option('-n, --max-count <n>', 'only the n newest of the messages listed', parseCount)
    .option('--oneline', 'one line per message: a short id, time, kind, sender → recipient, delivery, the first line')
    .option('--reverse', 'the other order: text lists the newest first (like git log), json and markdown the oldest')
    .option('--full', 'whole bodies (text shows the first 5 lines of each)')
    .option('--unread', 'with --for NAME: only what this session has not seen yet, then marked seen (not in git), even when cut or piped')
    .option('--peek', 'with --unread: list it without marking it seen (to test for news)')
    .option('--no-pager', 'never page (on a terminal the output goes through $TEAMDOC_PAGER, $PAGER or less -FRX)')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'markdown']).default('text'))
    .addOption(refOption())
    .action(lazy(() => import('./commands/log.js')));

  program
    .command('deliver')
    .description('append a delivery event to a message in the log')
    .argument('<message-id>', 'the message the event is about (any unique prefix of its id, 6 characters or more)')
    .addOption(new Option('--state <state>', 'what is known of its delivery').choices(DELIVERY_STATES).makeOptionMandatory())
    .option('--detail <text>', 'what was seen (a delivery notice, an error)')
    .option('--evidence <kind:value>', 'a reference for the event: path:…, commit:…, command:…, url:… (repeatable)', collect, [])
    .option('--id <id>', 'your own id for the event; a retry with the same id is harmless')
    .addOption(refOption())
    .addOption(waitOption())
    .action(lazy(() => import('./commands/deliver.js')));

  program
    .command('ack')
    .description('record that a finding about a log message is accepted, by whom and why; check no longer reports it')
    .argument('<rule-id>', 'the rule of the finding, as check prints it (report-evidence, worker-silent, …)')
    .argument('<message-id>', 'the message the finding is about (any unique prefix of its id, 6 characters or more)')
    .requiredOption('--by <name>', 'who accepts it (your role name)')
    .requiredOption('--reason <text>', 'why, in one line')
    .addOption(refOption())
    .addOption(waitOption())
    .action(lazy(() => import('./commands/ack.js')));

  program
    .command('sync')
    .description("exchange the log with a git remote: fetch, merge (a union of files), push; retries when another machine pushed first")
    .argument('[remote]', 'the remote name or URL', 'origin')
    .addOption(refOption())
    .addOption(waitOption())
    .action(lazy(() => import('./commands/sync.js')));

  program
    .command('join')
    .description("record this session's parent statement in the log (its ack): who it is, its parent, its part")
    .requiredOption('--parent <name>', 'the session you report to (a name, former name or session id)')
    .requiredOption('--part <part>', 'the part you own (a part id from the team doc)')
    .option('--name <name>', 'your name, as others address you (default: $TEAMDOC_NAME)')
    .option('--session <id>', 'your session id (default: detected: CLAUDE_CODE_SESSION_ID, CODEX_THREAD_ID, TEAMDOC_SESSION)')
    .option('--runtime <runtime>', 'claude, codex, human or other (default: detected)')
    .option('--amend', 'correct your earlier statement (needs --reason); shown as a correction everywhere')
    .option('--reason <text>', 'why the earlier statement was wrong (with --amend)')
    .option('--handoff <id>', 'the handoff entry you take over from (any unique prefix of its id); --parent is then your predecessor')
    .addOption(refOption())
    .addOption(waitOption())
    .action(lazy(() => import('./commands/join.js')));

  program
    .command('handoff')
    .description("hand this session's thread to a fresh successor: the packet from stdin is checked, recorded, and printed as the successor's first message")
    .requiredOption('--name <name>', 'the successor’s name, as others will address it')
    .option('--part <part>', 'the part handed over (default: your own; a session without a part may name one)')
    .option('--start', 'start the successor with the runtime’s own means (Claude Code: claude --bg)')
    .option('--permission-mode <mode>', 'the successor’s permission mode (default: yours; never a wider one)')
    .option('--from <name>', 'who hands off, when no session identity is in the environment (recorded as claimed)')
    .addOption(refOption())
    .addOption(waitOption())
    .action(lazy(() => import('./commands/handoff.js')));

  program
    .command('view')
    .description('show the chain and its traffic: who reports to whom, open work, delivery trouble, who holds what')
    .argument('[file]', 'the team doc (default: the repository’s team doc; without one, the chain from the log alone)')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'mermaid', 'markdown']).default('text'))
    .option('--watch', 'redraw whenever the log or the doc changes (Ctrl-C to stop)')
    .option('--interval <seconds>', 'how often --watch looks for changes (default 1)')
    .addOption(refOption())
    .action(lazy(() => import('./commands/view.js')));

  program
    .command('doctor')
    .description('find and repair what a crash can leave: stale locks, uncommitted entries, damaged spool files; --verify checks the whole log')
    .option('--dry-run', 'only report what would be done')
    .option('--verify', 'also walk the whole log: every object it needs, every entry against what a reader trusts, rewrites of the ref')
    .option('--remote <remote>', 'with --verify: where to fetch lost or damaged objects again from (default: origin, when there is one)')
    .option('--move-aside <path>', 'move a file planted where a folder of the log belongs aside (kept, in one commit), then commit the entries that waited for that folder')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .addOption(refOption())
    .action(lazy(() => import('./commands/doctor.js')));
}

/** A repeatable option limited to `values`: commander's own choices() check does not collect. */
function collectChoice(values: readonly string[]): (value: string, previous: string[]) => string[] {
  return (value, previous) => {
    if (!values.includes(value)) throw new InvalidArgumentError(`Allowed choices are ${values.join(', ')}.`);
    return [...previous, value];
  };
}

/** `-C DIR` resolved against where teamdoc was started; a directory that is not there is a usage error, not a git one. */
function workingDirectory(base: string, path: string): string {
  const resolved = path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
  const stats = statSync(resolved, { throwIfNoEntry: false });
  if (!stats) throw new UsageError(`-C ${path}: no such directory`, { hint: '-C runs teamdoc as if it was started in that directory; check the path.' });
  if (!stats.isDirectory()) throw new UsageError(`-C ${path}: not a directory`, { hint: '-C takes the directory to run in, not a file.' });
  return resolved;
}

/** Runs teamdoc with `argv` (without `node teamdoc`) and returns the exit code; never throws. */
export async function main(argv: string[], given?: Io): Promise<number> {
  let io: Io;
  try {
    io = given ?? processIo();
  } catch (error) {
    return reportError(error, { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, cwd: '/' });
  }
  const result = { exitCode: ExitCode.ok as number };
  const program = buildProgram(io, result);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return result.exitCode;
  } catch (error) {
    return reportError(error, io);
  }
}

export function reportError(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // Help and version (exit 0); anything else from commander became a UsageError on the way (commandLineError).
    return error.exitCode === 0 ? ExitCode.ok : ExitCode.failure;
  }
  if (error instanceof TeamdocError) {
    const where = error instanceof InputError && error.location ? formatLocation(error.location) : '';
    // Messages quote names and ids from docs and the log: data, shown so it cannot drive the terminal.
    io.stderr.write(`teamdoc: ${terminalSafe(where + error.message)}\n`);
    if (error.hint) io.stderr.write(`hint: ${terminalSafeLine(error.hint)}\n`);
    if (io.env.TEAMDOC_DEBUG && error.cause) io.stderr.write(`cause: ${describeCause(error.cause)}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`teamdoc: internal error: ${message}\n`);
  io.stderr.write(
    `This is a bug in teamdoc ${version()}, not in your input. Please report it with the command you ran` +
      ` and the output of the same command with TEAMDOC_DEBUG=1 set.\n`,
  );
  if (io.env.TEAMDOC_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  return ExitCode.failure;
}

function formatLocation(location: InputError['location'] & object): string {
  let text = location.file;
  if (location.line !== undefined) text += `:${location.line}`;
  if (location.line !== undefined && location.column !== undefined) text += `:${location.column}`;
  return `${text}: `;
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  return String(cause);
}
