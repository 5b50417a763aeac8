/**
 * A documented terminal session, run as written: the `$ ` lines of a
 * ```console block are commands (a heredoc's lines belong to its command,
 * and so does a line after one ending in `\`), the other lines what they
 * printed. Every line shown must appear in the output, in order; `…` stands
 * for anything.
 */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';

export interface Step {
  command: string;
  shown: string[];
}

export function stepsOf(block: string): Step[] {
  const steps: Step[] = [];
  const lines = block.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line.startsWith('$ ')) {
      steps.at(-1)!.shown.push(line);
      continue;
    }
    const command = [line.slice(2)];
    const heredoc = /<<'(\w+)'$/.exec(line)?.[1];
    if (heredoc) while (lines[index] !== heredoc) command.push(lines[++index]!);
    while (command.at(-1)!.endsWith('\\')) command.push(lines[++index]!);
    steps.push({ command: command.join('\n'), shown: [] });
  }
  return steps;
}

/** A line as shown, as a pattern for a whole line of output. */
function patternOf(shown: string): RegExp {
  return new RegExp(
    `^${shown
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

/** Each shown line (after `normalise`) is a line of the output, in order. */
export function expectShown(step: Step, output: string, normalise: (text: string) => string = (text) => text): void {
  const lines = normalise(output)
    .split('\n')
    .map((line) => line.trimEnd());
  let from = 0;
  for (const shown of step.shown) {
    const pattern = patternOf(normalise(shown).trimEnd());
    const found = lines.findIndex((line, index) => index >= from && pattern.test(line));
    expect(found, `$ ${step.command}\nshown: ${shown}\nprinted:\n${output}`).toBeGreaterThanOrEqual(0);
    from = found + 1;
  }
}

/** The steps in one shell (a variable set on one line is there on the next, as in a terminal): each one's output (stderr in line) and exit code. */
export function runSteps(steps: readonly Step[], cwd: string, env: NodeJS.ProcessEnv): { output: string; code: number }[] {
  // Each exit code is noted, then given back, so that a step's `echo $?` shows the one before it.
  const script = steps.map((step, index) => `${step.command}\nstatus=$?; echo "@@exit ${index} $status"; (exit $status)`).join('\n');
  const run = spawnSync('sh', ['-c', `exec 2>&1\n${script}`], { cwd, env, encoding: 'utf8' });
  const parts = run.stdout.split(/^@@exit \d+ (\d+)\n/m);
  return steps.map((_, index) => ({ output: parts[index * 2] ?? '', code: Number(parts[index * 2 + 1] ?? Number.NaN) }));
}
