/**
 * The commands a skill, a kickoff or a first message tells a session to run,
 * read from its fenced `sh` blocks, so a test runs exactly what the text says
 * and breaks when the text and the CLI drift apart.
 */

/** Each command line in the text's fenced `sh` blocks (backslash continuations joined, comments and heredoc markers dropped). */
export function shellCommands(markdown: string): string[] {
  return locatedShellCommands(markdown).map(({ command }) => command);
}

/** As shellCommands, each with the line of the file it starts on. */
export function locatedShellCommands(markdown: string): Array<{ command: string; line: number }> {
  const commands: Array<{ command: string; line: number }> = [];
  for (const block of markdown.matchAll(/^( *)```sh\n([\s\S]*?)^\1```$/gm)) {
    const firstLine = markdown.slice(0, block.index).split('\n').length + 1;
    const lines = block[2]!.split('\n').map((line) => line.slice(block[1]!.length));
    let pending = '';
    let pendingLine = 0;
    let inHeredoc: string | undefined;
    for (const [offset, line] of lines.entries()) {
      if (inHeredoc !== undefined) {
        if (line.trim() === inHeredoc) inHeredoc = undefined;
        continue;
      }
      if (pending === '') pendingLine = firstLine + offset;
      const joined = pending + line;
      if (joined.endsWith('\\')) {
        pending = `${joined.slice(0, -1)} `;
        continue;
      }
      pending = '';
      const heredoc = /<<'?(\w+)'?\s*$/.exec(joined);
      if (heredoc) inHeredoc = heredoc[1];
      const command = joined
        .replace(/<<'?\w+'?\s*$/, '')
        .replace(/\s+#\s.*$/, '')
        .trim();
      if (command !== '') commands.push({ command, line: pendingLine });
    }
  }
  return commands;
}

/**
 * The first `teamdoc <verb> …` the text gives (also inside `a && teamdoc …`
 * chains; with `containing`, the first that holds that text), as arguments
 * after `teamdoc`, with `<placeholders>` filled in.
 */
export function teamdocCommand(markdown: string, verb: string, fill: Record<string, string> = {}, containing = ''): string[] {
  for (const command of shellCommands(markdown)) {
    for (const part of command.split(/\s*&&\s*/)) {
      // `[--part <part>]`: an option the text leaves to the reader; a test passes what it needs itself.
      const plain = part.replace(/\s*\[[^\]]*\]/g, '');
      const words = shellWords(plain);
      if (words[0] !== 'teamdoc' || words[1] !== verb || !plain.includes(containing)) continue;
      const filled = plain.replace(/<([^<>]+)>/g, (whole, name: string) => {
        const value = fill[name];
        if (value === undefined) throw new Error(`no value for ${whole} in: ${part}`);
        return `'${value.replace(/'/g, "'\\''")}'`;
      });
      return shellWords(filled).slice(1);
    }
  }
  throw new Error(`no \`teamdoc ${verb}\` command in the text`);
}

/** The first code span of `text` that starts `teamdoc <verb>` and holds `containing`, as arguments after `teamdoc`, `<placeholders>` filled. */
export function spanCommand(text: string, verb: string, containing: string, fill: Record<string, string> = {}): string[] {
  const span = [...text.replace(/\n\s*/g, ' ').matchAll(/`(teamdoc [^`]+)`/g)]
    .map((match) => match[1]!)
    .find((command) => command.startsWith(`teamdoc ${verb} `) && command.includes(containing));
  if (span === undefined) throw new Error(`no \`teamdoc ${verb} …${containing}…\` in the text`);
  return span
    .replace(/<([^<>]+)>/g, (whole, name: string) => fill[name] ?? whole)
    .split(' ')
    .slice(1);
}

/** POSIX-ish word splitting: single and double quotes, backslash escapes outside single quotes. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let started = false;
  let quote: '"' | "'" | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === '\\' && index + 1 < line.length) word += line[++index];
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      started = true;
    } else if (char === '\\' && index + 1 < line.length) {
      word += line[++index];
      started = true;
    } else if (/\s/.test(char)) {
      if (started) words.push(word);
      word = '';
      started = false;
    } else {
      word += char;
      started = true;
    }
  }
  if (started) words.push(word);
  return words;
}

/** The body of the fenced `text` block whose first line starts with `[tag]`: a report format as the text spells it. */
export function reportFormat(markdown: string, tag: string): string {
  for (const block of markdown.matchAll(/^```text\n([\s\S]*?)^```$/gm)) {
    if (block[1]!.startsWith(`[${tag}] `)) return block[1]!;
  }
  throw new Error(`no [${tag}] format in the text`);
}
