/**
 * Every `teamdoc …` command the skills, their references and the kickoff
 * templates give is one the CLI takes: each is parsed by the CLI's own program
 * (buildProgram), so a command or option that does not exist, or a value
 * outside an option's choices, fails here with the file and line.
 */
import { readFileSync } from 'node:fs';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli.js';
import { memoryIo } from '../../src/io.js';
import { packageFile } from '../../src/package-files.js';
import { filesBelow } from '../../src/skills/skill-files.js';
import { locatedShellCommands, shellWords } from '../helpers/commands-in-text.js';

const TEXTS = [
  ...filesBelow(packageFile('skills'))
    .filter((path) => path.endsWith('.md'))
    .map((path) => `skills/${path}`),
  ...filesBelow(packageFile('templates')).map((path) => `templates/${path}`),
];

interface WrittenCommand {
  place: string;
  text: string;
  /** The words after `teamdoc`, placeholders standing as one word each. */
  args: string[];
}

/** The `teamdoc …` invocations in one shell command line or code span, split at `&&`, `|`, `;`, `$(`, `(` and `)`. */
function teamdocInvocations(command: string): string[][] {
  // `<part>`, `<your mode>`, `{{first_command}}`: one word each, whatever they hold.
  const placeholdersAsWords = command.replace(/<[^<>]+>/g, 'PLACEHOLDER').replace(/\{\{[^{}]+\}\}/g, 'PLACEHOLDER');
  return placeholdersAsWords
    .split(/&&|\|\||\||;|\$\(|[()]/)
    .map((segment) => shellWords(segment.replace(/[[\]]/g, ' ')).filter((word) => word !== '…'))
    .map((words) => words.slice(words.indexOf('teamdoc')))
    .filter((words) => words[0] === 'teamdoc' && words.length > 1)
    .map((words) => {
      // A redirection or `&` ends the command's own words.
      const end = words.findIndex((word) => /^(\d?>|<|&$|2>&1)/.test(word));
      return words.slice(1, end === -1 ? undefined : end);
    });
}

interface CodeNode {
  type: string;
  value?: string;
  children?: CodeNode[];
  position?: { start: { line: number } };
}

function commandsWritten(file: string): WrittenCommand[] {
  const markdown = readFileSync(packageFile(file), 'utf8');
  const written: WrittenCommand[] = [];
  for (const { command, line } of locatedShellCommands(markdown)) {
    for (const args of teamdocInvocations(command)) written.push({ place: `${file}:${line}`, text: command, args });
  }
  const visit = (node: CodeNode) => {
    if (node.type === 'inlineCode' && node.value?.startsWith('teamdoc ')) {
      for (const args of teamdocInvocations(node.value)) written.push({ place: `${file}:${node.position?.start.line}`, text: node.value, args });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(unified().use(remarkParse).parse(markdown) as CodeNode);
  return written;
}

/** What the CLI says about these words, parsing only: no command runs, and options a snippet may leave out are not required. */
async function parseOnly(args: string[]): Promise<string | undefined> {
  const program = buildProgram(memoryIo(), { exitCode: 0 });
  for (const command of program.commands) {
    command.action(() => undefined);
    for (const option of command.options) option.mandatory = false;
  }
  try {
    await program.parseAsync(args, { from: 'user' });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the teamdoc commands in the skills and templates', () => {
  const written = TEXTS.flatMap(commandsWritten);

  it('finds the commands the texts give, in code blocks and code spans', () => {
    const places = new Set(written.map((command) => command.place.split(':')[0]));
    for (const file of ['skills/lead/SKILL.md', 'skills/worker/SKILL.md', 'skills/handoff/SKILL.md', 'templates/kickoff.md']) expect(places).toContain(file);
    expect(written.some((command) => command.args[0] === 'apply-plan')).toBe(true);
  });

  it('are all commands and options the CLI takes', async () => {
    const refused: string[] = [];
    for (const command of written) {
      const problem = await parseOnly(command.args);
      if (problem !== undefined) refused.push(`${command.place}: \`${command.text}\`: ${problem}`);
    }
    expect(refused).toEqual([]);
  });

  it('would catch a command or an option that does not exist', async () => {
    expect(await parseOnly(['kickof', 'PLACEHOLDER'])).toBe("unknown command 'kickof'");
    expect(await parseOnly(['log', '--unred'])).toBe("unknown option '--unred'");
    expect(teamdocInvocations('kickoff=$(teamdoc kickoff <part> --permission-mode <your mode>) && (cd <worktree> && claude --bg)')).toEqual([
      ['kickoff', 'PLACEHOLDER', '--permission-mode', 'PLACEHOLDER'],
    ]);
  });
});
