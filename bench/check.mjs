#!/usr/bin/env node
/**
 * How fast is `teamdoc check` on a large team doc (60 roles, 60 parts, 250
 * resources, ~3,000 lines), against bare `node -e 0` and against
 * markdownlint-cli2 on the same file? And how close is `teamdoc --help` to
 * bare node? Every case runs once per round, in rotating order, so background
 * load on a shared machine hits all of them alike; medians are reported.
 *
 *   node bench/check.mjs [--rounds 15]
 *
 * The large doc is checked three times per round: with its parsed tree cached (a
 * private TEAMDOC_CACHE_DIR, filled by a first run), cold (TEAMDOC_CACHE=0), and
 * cold as a copy saved with CRLF line endings and a BOM (what reading it as LF text costs).
 *
 * Runs the committed build (dist/); after changing src/, `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeTeamDoc } from './large-doc.mjs';
import { median } from './lib/median.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 15;
const dir = mkdtempSync(join(tmpdir(), 'teamdoc-bench-'));
const doc = join(dir, 'TEAM.md');
const text = largeTeamDoc();
writeFileSync(doc, text);
const windowsCopy = join(dir, 'TEAM-CRLF.md');
writeFileSync(windowsCopy, `\ufeff${text.replace(/\n/g, '\r\n')}`);
// A team doc of everyday size (3 roles, 6 resources, 2 parts: 80 lines), to separate start-up from parsing.
const small = join(dir, 'SMALL.md');
copyFileSync(join(root, 'test', 'fixtures', 'valid', 'corpus-base.md'), small);
// markdownlint-cli2 looks for config files upwards; an empty one keeps its defaults and stops the search.
writeFileSync(join(dir, '.markdownlint-cli2.jsonc'), '{}\n');

const teamdoc = join(root, 'bin', 'teamdoc');
const markdownlint = join(root, 'node_modules', 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs');
// A cache of parsed trees of its own, so that `check` (warm) finds the large doc's tree and `check, cold` parses.
const cacheDir = join(dir, 'cache');
const cases = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'teamdoc --help', args: [teamdoc, '--help'] },
  { name: 'teamdoc check', args: [teamdoc, 'check', doc], expect: 0 },
  { name: 'teamdoc check, cold', args: [teamdoc, 'check', doc], expect: 0, env: { TEAMDOC_CACHE: '0' } },
  { name: 'teamdoc check, cold, CRLF', args: [teamdoc, 'check', windowsCopy], expect: 0, env: { TEAMDOC_CACHE: '0' } },
  { name: 'teamdoc check (80 lines)', args: [teamdoc, 'check', small], expect: 0 },
  { name: 'markdownlint-cli2', args: [markdownlint, doc] },
];

const first = spawnSync(process.execPath, [teamdoc, 'check', doc], { cwd: dir, encoding: 'utf8', env: { ...process.env, TEAMDOC_CACHE_DIR: cacheDir } });
if (first.status !== 0) {
  console.error(`teamdoc check of the benchmark doc should be clean, got exit ${first.status}:\n${first.stdout}${first.stderr}`);
  process.exit(1);
}

const startLoad = loadavg()[0];
const times = new Map(cases.map((entry) => [entry.name, []]));
for (let round = 0; round < rounds; round++) {
  for (let offset = 0; offset < cases.length; offset++) {
    const entry = cases[(round + offset) % cases.length];
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, entry.args, {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NO_COLOR: '1', TEAMDOC_CACHE_DIR: cacheDir, ...entry.env },
    });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (entry.expect !== undefined && result.status !== entry.expect) throw new Error(`${entry.name} exited ${result.status}`);
    times.get(entry.name).push(ms);
  }
}
rmSync(dir, { recursive: true, force: true });

const medians = Object.fromEntries([...times].map(([name, values]) => [name, median(values)]));
const node = medians['node -e 0'];
const lines = text.split('\n').length - 1;
console.log(`large doc: ${lines} lines, ${(text.length / 1024).toFixed(0)} KiB; ${rounds} interleaved rounds; medians of wall time`);
console.log(`1-minute load average: ${startLoad.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (2 cores shared with other jobs)`);
for (const [name, ms] of Object.entries(medians)) {
  console.log(`  ${name.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / node).toFixed(2).padStart(5)}× node`);
}
const help = medians['teamdoc --help'] / node;
const check = medians['teamdoc check'] / node;
const cold = medians['teamdoc check, cold'] / node;
const versus = medians['teamdoc check, cold'] / medians['markdownlint-cli2'];
console.log('targets:');
console.log(`  --help ≤ 1.5× node:                   ${help.toFixed(2)}×  ${help <= 1.5 ? 'met' : 'MISSED'}`);
console.log(`  check ≤ 6× node, parsed tree cached:  ${check.toFixed(2)}×  ${check <= 6 ? 'met' : 'MISSED'}`);
console.log(`  check ≤ 6× node, cold (no cache):     ${cold.toFixed(2)}×  ${cold <= 6 ? 'met' : 'MISSED'}`);
console.log(`  cold check ≤ markdownlint-cli2 (1×):  ${versus.toFixed(2)}×  ${versus <= 1 ? 'met' : 'MISSED'}`);
console.log(`the CRLF + BOM copy against the LF doc, cold: ${(medians['teamdoc check, cold, CRLF'] / medians['teamdoc check, cold']).toFixed(2)}×`);
