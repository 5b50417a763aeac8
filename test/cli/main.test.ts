import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_HELP } from '../../src/cli-help.js';
import { buildProgram, main } from '../../src/cli.js';
import { packageVersion } from '../../src/package-files.js';
import { memoryIo } from '../../src/io.js';
import { TEAMDOC_BIN, asNode18, runCli } from '../helpers/cli.js';
import { isolatedGitEnv, scratchDir } from '../helpers/repo.js';
import { STACK_LINE } from '../helpers/team-docs.js';

describe('teamdoc (the program itself)', () => {
  it('prints its version and exits 0', async () => {
    const io = memoryIo();
    expect(await main(['--version'], io)).toBe(0);
    expect(io.out().trim()).toBe(packageVersion());
  });

  it('exits 2, not commander’s 1, on an unknown option, and says how to get help', async () => {
    const io = memoryIo();
    expect(await main(['--no-such-flag'], io)).toBe(2);
    expect(io.err()).toContain("unknown option '--no-such-flag'");
    expect(io.err()).toContain('teamdoc --help');
  });

  it('exits 2 on an unknown command and names it', async () => {
    const io = memoryIo();
    expect(await main(['frobnicate'], io)).toBe(2);
    expect(io.err()).toContain("unknown command 'frobnicate'");
  });

  it('runs as a process: --help lists the commands on stdout and exits 0', async () => {
    const result = await runCli(['--help'], { cwd: process.cwd() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: teamdoc');
    expect(result.stderr).toBe('');
  });

  it('under a Node older than 20, says which it needs and which it found, and exits 2 before loading anything', () => {
    const result = spawnSync(process.execPath, ['--require', asNode18(scratchDir()), TEAMDOC_BIN, '--version'], { encoding: 'utf8' });
    expect(result).toMatchObject({ status: 2, stdout: '', stderr: 'teamdoc: needs Node 20 or newer; this is Node 18.20.4\n' });
  });

  it('speaks one error style for every mistake on the command line: `teamdoc: …`, then a hint with a did-you-mean where one is close', async () => {
    const cases: [string[], string][] = [
      [['nosuch'], "teamdoc: unknown command 'nosuch'\nhint: `teamdoc --help` lists the commands.\n"],
      [['chek'], "teamdoc: unknown command 'chek'\nhint: Did you mean `teamdoc check`? `teamdoc --help` lists the commands.\n"],
      [['help', 'nosuch'], "teamdoc: unknown command 'nosuch'\nhint: `teamdoc --help` lists the commands.\n"],
      [['help', 'lgo'], "teamdoc: unknown command 'lgo'\nhint: Did you mean `teamdoc log`? `teamdoc --help` lists the commands.\n"],
      [
        ['check', '--formt', 'json'],
        "teamdoc: unknown option '--formt'\nhint: Did you mean `--format`? `teamdoc check --help` shows its options and examples.\n",
      ],
      [
        ['record', '--to', 'top', '--kind', 'brief'],
        "teamdoc: required option '--from <name>' not specified\nhint: `teamdoc record --help` shows its options and examples.\n",
      ],
    ];
    for (const [argv, stderr] of cases) {
      const io = memoryIo();
      expect(await main(argv, io), argv.join(' ')).toBe(2);
      expect(io.err(), argv.join(' ')).toBe(stderr);
      expect(io.out()).toBe('');
    }
  });

  it('says the current directory no longer exists (a worktree removed under the shell), exit 2, no stack trace', () => {
    const gone = join(scratchDir(), 'wt-ranking');
    mkdirSync(gone);
    const result = spawnSync('sh', ['-c', `cd "${gone}" && rmdir "${gone}" && exec "${process.execPath}" "${TEAMDOC_BIN}" log --unread --for ranker`], {
      encoding: 'utf8',
    });
    expect(result).toMatchObject({ status: 2, stdout: '' });
    expect(result.stderr).toBe(
      'teamdoc: the current directory no longer exists (it was removed while this shell was in it)\nhint: cd to a directory that exists (the main checkout, for a worktree that was removed) and run the command again.\n',
    );
  });

  it('says a -C directory does not exist (not that git is missing), exit 2', async () => {
    const dir = scratchDir();
    for (const command of ['check', 'log', 'view']) {
      const result = await runCli(['-C', `${dir}/nowhere`, command], { cwd: dir, env: isolatedGitEnv(dir) });
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderr).toBe(
        `teamdoc: -C ${dir}/nowhere: no such directory\nhint: -C runs teamdoc as if it was started in that directory; check the path.\n`,
      );
      expect(result.stderr).not.toMatch(/ENOENT|git installed|STACK_LINE/);
      expect(result.stderr).not.toMatch(STACK_LINE);
    }
  });

  it('`teamdoc help CMD` is `teamdoc CMD --help`: usage, options with the required ones marked, examples and exit codes', async () => {
    const viaHelp = memoryIo();
    expect(await main(['help', 'record'], viaHelp)).toBe(0);
    const viaFlag = memoryIo();
    expect(await main(['record', '--help'], viaFlag)).toBe(0);
    expect(viaHelp.out()).toBe(viaFlag.out());
    expect(viaFlag.out()).toMatch(/--from <name> +who sent the message \(required\)/);
    expect(viaFlag.out()).toMatch(/--kind <kind> +what kind of message it is[^(]*\(choices:\s[^)]*\)\s+\(required\)/);
    expect(viaFlag.out()).not.toMatch(/--body-file <file>.*\(required\)/);
  });

  it('ends each command’s --help with two or three examples that use only its own options, and its exit codes', async () => {
    const program = buildProgram(memoryIo(), { exitCode: 0 });
    const commands = program.commands.filter((command) => command.name() !== 'help');
    expect(commands.map((command) => command.name()).sort()).toEqual(Object.keys(COMMAND_HELP).sort());
    for (const command of commands) {
      const io = memoryIo();
      expect(await main([command.name(), '--help'], io)).toBe(0);
      const text = io.out();
      expect(text, command.name()).toMatch(/\nExamples:\n( {2}# .+\n {2}\$ .*teamdoc .+\n){2,3}\nExit codes:\n( {2}\d+ +.+\n)+$/);
      const known = new Set(command.options.flatMap((option) => [option.long, option.short]).filter(Boolean));
      for (const [example] of COMMAND_HELP[command.name()]!.examples) {
        expect(example, 'an example of the command itself').toMatch(new RegExp(`(^|\\| )teamdoc ${command.name()}( |$)`));
        for (const flag of example.match(/(?<= )--?[a-z][\w-]*/g) ?? []) expect(known.has(flag), `${command.name()}: ${flag}`).toBe(true);
      }
    }
  });
});
