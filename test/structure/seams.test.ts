/**
 * The seams issue 17 typed, kept so: renderers return text (writing and exit
 * codes are the commands'), a command's options come typed from its table,
 * and a rule is given what it declares it needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `src/x.ts:12: the line` for each line of the folder's files that matches. */
function linesMatching(folder: string, pattern: RegExp): string[] {
  return sourceFiles(join(ROOT, folder)).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('the seams of src/', () => {
  it('has renderers that write nothing and throw nothing: the command writes their text and gives the exit code', () => {
    expect(linesMatching('src/report', /\.write\(|\bthrow\b|process\.|from '\.\.\/io\.js'/)).toEqual([]);
  });

  it('casts no command options: each run takes OptionsOf its table in commands/options.ts', () => {
    expect(linesMatching('src/commands', /as unknown as|Record<string, unknown>/)).toEqual([]);
  });

  it('asserts no provider a rule needs: its needs type its context', () => {
    expect(linesMatching('src/rules', /\b(history|log|messages|live|chain)!|if \(!chain\)/)).toEqual([]);
  });
});
