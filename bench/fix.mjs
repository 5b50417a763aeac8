#!/usr/bin/env node
/**
 * What `teamdoc check --fix` costs over `teamdoc check` on the large team doc
 * (60 roles, ~3,000 lines): with nothing to fix (the fix path's own overhead),
 * and with every worker's runtime misspelt (one round of 59 fixes, then the
 * check of the fixed text), and with the roles table's first two columns
 * swapped (one fix that rewrites the whole table, then the check of the
 * fixed text). `--fix-dry-run` does the same work and writes
 * nothing, so every round measures the same doc. Cases rotate each round;
 * medians are reported.
 *
 *   node bench/fix.mjs [--rounds 9]
 *
 * Runs the committed build (dist/); after changing src/, `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeTeamDoc } from './large-doc.mjs';
import { median } from './lib/median.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 9;
const dir = mkdtempSync(join(tmpdir(), 'teamdoc-bench-fix-'));
const clean = join(dir, 'TEAM.md');
const text = largeTeamDoc();
writeFileSync(clean, text);
const typos = join(dir, 'TYPOS.md');
const misspelt = text.replace(
  /^(\| [^|]+ \| )(claude|codex)( \|)/gm,
  (_, before, runtime, after) => `${before}${runtime === 'claude' ? 'cladue' : 'codx'}${after}`,
);
writeFileSync(typos, misspelt);
const reordered = join(dir, 'REORDERED.md');
writeFileSync(reordered, swapRoleColumns(text));
const teamdoc = join(root, 'bin', 'teamdoc');
// Cold parses throughout: the fixed text is new to the tree cache anyway.
const env = { ...process.env, TEAMDOC_CACHE: '0', NO_COLOR: '1' };

function time(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [teamdoc, ...args], { cwd: dir, env, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status === 2 || result.error) throw new Error(`${args.join(' ')}: ${result.stderr}`);
  return { ms, result };
}

const cases = {
  'check, clean doc': ['check', '--no-live', 'TEAM.md'],
  'check --fix-dry-run, clean doc': ['check', '--no-live', '--fix-dry-run', 'TEAM.md'],
  'check, 59 runtime typos': ['check', '--no-live', 'TYPOS.md'],
  'check --fix-dry-run, 59 runtime typos': ['check', '--no-live', '--fix-dry-run', 'TYPOS.md'],
  'check, roles columns swapped': ['check', '--no-live', 'REORDERED.md'],
  'check --fix-dry-run, roles columns swapped': ['check', '--no-live', '--fix-dry-run', 'REORDERED.md'],
};
const fixes = time(cases['check --fix-dry-run, 59 runtime typos']).result.stderr.trim();
const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
const names = Object.keys(cases);
for (let round = 0; round < rounds; round++) {
  for (let offset = 0; offset < names.length; offset++) {
    const name = names[(round + offset) % names.length];
    times[name].push(time(cases[name]).ms);
  }
}
rmSync(dir, { recursive: true, force: true });

const ms = (name) => median(times[name]);
console.log(`large doc: ${text.split('\n').length} lines; ${rounds} rounds, medians`);
for (const name of names) console.log(`  ${name.padEnd(40)} ${ms(name).toFixed(0).padStart(6)} ms`);
console.log(`  typos doc dry run said: ${fixes}`);
console.log(`--fix-dry-run / check, nothing to fix: ${(ms(names[1]) / ms(names[0])).toFixed(2)}×`);
console.log(`--fix-dry-run / check, one round of fixes: ${(ms(names[3]) / ms(names[2])).toFixed(2)}×`);
console.log(`--fix-dry-run / check, the roles table rewritten: ${(ms(names[5]) / ms(names[4])).toFixed(2)}×`);
console.log(`check, roles columns swapped / clean doc: ${(ms(names[4]) / ms(names[0])).toFixed(2)}×`);

/** The doc with Name and Runtime swapped in every line of the roles table (table-column-order reports it). */
function swapRoleColumns(doc) {
  let inRoles = false;
  return doc
    .split('\n')
    .map((line) => {
      if (line.startsWith('## ')) inRoles = line === '## Roles';
      if (!inRoles || !line.startsWith('|')) return line;
      const cells = line.split('|');
      [cells[1], cells[2]] = [cells[2], cells[1]];
      return cells.join('|');
    })
    .join('\n');
}
