/**
 * Commander wiring only. Each command's module is imported when that command
 * runs, so `--help`, `--version` and cheap commands never load remark or zod.
 */
import { statSync } from 'node:fs';
import { Command, CommanderError, Help } from 'commander';
import { COMMAND_HELP, helpAfterOptions } from './cli-help.js';
import { ExitCode, InputError, TeamdocError, UsageError } from './errors.js';
import { processIo, type Io } from './io.js';
import { packageVersion as version } from './package-files.js';
import { optionsOf, type OptionsOf, type OptionTable } from './commands/declare-options.js';
import {
  ACK_OPTIONS,
  APPLY_PLAN_OPTIONS,
  CHECK_OPTIONS,
  DELIVER_OPTIONS,
  DOCTOR_OPTIONS,
  HANDOFF_OPTIONS,
  INIT_OPTIONS,
  INSTALL_OPTIONS,
  JOIN_OPTIONS,
  KICKOFF_OPTIONS,
  LOG_OPTIONS,
  RECORD_OPTIONS,
  SCAN_OPTIONS,
  SEND_OPTIONS,
  SYNC_OPTIONS,
  VIEW_OPTIONS,
} from './commands/options.js';
import { terminalSafe, terminalSafeLine } from './report/terminal-text.js';
import { closest } from './text/closest.js';

/** What every command module exports: operands and its options (as its table in commands/options.ts declares them) in, exit code out. */
interface CommandModule<Options> {
  run(operands: unknown[], options: Options, io: Io): Promise<number>;
}

type Loader<Options> = () => Promise<CommandModule<Options>>;

/** Adds a command's options from its table and runs its lazily imported module with them. */
type Runs = <Table extends OptionTable>(command: Command, table: Table, load: Loader<OptionsOf<Table>>) => void;

export function buildProgram(io: Io, result: { exitCode: number }): Command {
  const program = new Command('teamdoc');

  // The command runs with the io of this invocation (-C applied).
  const runs: Runs = <Table extends OptionTable>(command: Command, table: Table, load: Loader<OptionsOf<Table>>) => {
    for (const option of optionsOf(table)) command.addOption(option);
    command.action(async () => {
      const rootOptions = program.opts<{ cwd?: string }>();
      const commandIo = rootOptions.cwd === undefined ? io : { ...io, cwd: workingDirectory(io.cwd, rootOptions.cwd) };
      const module = await load();
      result.exitCode = await module.run(command.processedArgs, command.opts<OptionsOf<Table>>(), commandIo);
    });
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

  runs(
    program.command('init').description('create the team doc (TEAM.md) from the template, with your own row filled in'),
    INIT_OPTIONS,
    () => import('./commands/init.js'),
  );

  runs(
    program
      .command('check')
      .description('check team docs: structure, roles, resources, board and parts; the chain against the log; criteria and close-out over git history')
      .argument('[files...]', 'team docs to check (default: the repository’s team doc, from any worktree)'),
    CHECK_OPTIONS,
    () => import('./commands/check.js'),
  );

  runs(
    program
      .command('kickoff')
      .description('print the self-contained kickoff for one part, filled from the team doc')
      .argument('<part>', 'the part id, as in its `### <part>` heading'),
    KICKOFF_OPTIONS,
    () => import('./commands/kickoff.js'),
  );

  runs(
    program
      .command('apply-plan')
      .description("write into the team doc the plan and criteria a part's worker reported as [plan], and fill its row from its ack")
      .argument('<part>', 'the part id, as in its `### <part>` heading'),
    APPLY_PLAN_OPTIONS,
    () => import('./commands/apply-plan.js'),
  );

  runs(
    program.command('install').description('install the teamdoc skills for a runtime: codex (Claude Code uses the plugin)').argument('<runtime>', 'codex'),
    INSTALL_OPTIONS,
    () => import('./commands/install.js'),
  );

  runs(
    program
      .command('scan')
      .description('trace every message between the project’s sessions through the transcripts on this machine, and hold them against the log'),
    SCAN_OPTIONS,
    () => import('./commands/scan.js'),
  );

  addLogCommands(program, runs);

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
  const suggestion = closest(
    name,
    program.commands.map((command) => command.name()),
  );
  return new UsageError(`unknown command '${name}'`, {
    hint: `${suggestion ? `Did you mean \`teamdoc ${suggestion}\`? ` : ''}\`teamdoc --help\` lists the commands.`,
  });
}

function addLogCommands(program: Command, runs: Runs): void {
  runs(
    program.command('record').description('append one message to the log; the body comes from stdin or --body-file; prints its id'),
    RECORD_OPTIONS,
    () => import('./commands/record.js'),
  );

  runs(
    program
      .command('send')
      .description(
        "deliver a message to a session of the team by its runtime's own route (Claude Code's inbox, codex queue) and record it with the runtime's answer",
      ),
    SEND_OPTIONS,
    () => import('./commands/send.js'),
  );

  runs(program.command('log').description('list the messages in the log, with their delivery state'), LOG_OPTIONS, () => import('./commands/log.js'));

  runs(
    program
      .command('deliver')
      .description('append a delivery event to a message in the log')
      .argument('<message-id>', 'the message the event is about (any unique prefix of its id, 6 characters or more)'),
    DELIVER_OPTIONS,
    () => import('./commands/deliver.js'),
  );

  runs(
    program
      .command('ack')
      .description('record that a finding about a log message is accepted, by whom and why; check no longer reports it')
      .argument('<rule-id>', 'the rule of the finding, as check prints it (report-evidence, worker-silent, …)')
      .argument('<message-id>', 'the message the finding is about (any unique prefix of its id, 6 characters or more)'),
    ACK_OPTIONS,
    () => import('./commands/ack.js'),
  );

  runs(
    program
      .command('sync')
      .description('exchange the log with a git remote: fetch, merge (a union of files), push; retries when another machine pushed first')
      .argument('[remote]', 'the remote name or URL', 'origin'),
    SYNC_OPTIONS,
    () => import('./commands/sync.js'),
  );

  runs(
    program.command('join').description("record this session's parent statement in the log (its ack): who it is, its parent, its part"),
    JOIN_OPTIONS,
    () => import('./commands/join.js'),
  );

  runs(
    program
      .command('handoff')
      .description("hand this session's thread to a fresh successor: the packet from stdin is checked, recorded, and printed as the successor's first message"),
    HANDOFF_OPTIONS,
    () => import('./commands/handoff.js'),
  );

  runs(
    program
      .command('view')
      .description('show the chain and its traffic: who reports to whom, open work, delivery trouble, who holds what')
      .argument('[file]', 'the team doc (default: the repository’s team doc; without one, the chain from the log alone)'),
    VIEW_OPTIONS,
    () => import('./commands/view.js'),
  );

  runs(
    program
      .command('doctor')
      .description('find and repair what a crash can leave: stale locks, uncommitted entries, damaged spool files; --verify checks the whole log'),
    DOCTOR_OPTIONS,
    () => import('./commands/doctor.js'),
  );
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
