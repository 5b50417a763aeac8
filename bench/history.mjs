#!/usr/bin/env node
/**
 * What reading git history costs `teamdoc check`: a team doc with 500 commits
 * of history (a team that grows to a dozen leads, moves its board, adds dated
 * criteria, judges parts; bench/lib/team-history.mjs), checked with and without
 * `--no-history`. Cases run once per round in rotating order, so background
 * load on a shared machine hits all of them alike; medians are reported.
 *
 *   node bench/history.mjs [--commits 500] [--rounds 15]
 *
 * Runs the committed build (dist/; after changing src/, `npm run build` first). Target: check within 2× of check --no-history.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { interleavedMedians, library, makeRepo, scratch, TEAMDOC } from './lib/setup.mjs';
import { fastImportStream, teamHistory } from './lib/team-history.mjs';

const argument = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const commits = argument('--commits', 500);
const rounds = argument('--rounds', 15);

const repo = makeRepo(scratch('teamdoc-bench-history-'), 'team');
const versions = teamHistory(commits);
execFileSync('git', ['fast-import', '--quiet', '--force'], { cwd: repo.dir, env: repo.env, input: fastImportStream(versions) });
repo.git('reset', '-q', '--hard', 'main');
const doc = join(repo.dir, 'TEAM.md');
const text = readFileSync(doc, 'utf8');

const cases = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'check --no-history', args: [TEAMDOC, 'check', '--no-history', 'TEAM.md'] },
  { name: 'check', args: [TEAMDOC, 'check', 'TEAM.md'] },
];
for (const entry of cases.slice(1)) {
  const result = spawnSync(process.execPath, entry.args, { cwd: repo.dir, env: { ...repo.env, NO_COLOR: '1' }, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`teamdoc ${entry.args.slice(1).join(' ')} should exit 0 on the benchmark doc, got ${result.status}:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
}

const startLoad = loadavg()[0];
const medians = await interleavedMedians(cases, rounds, { cwd: repo.dir, env: { ...repo.env, NO_COLOR: '1' } });
const endLoad = loadavg()[0];

// In-process: where the extra time goes, and how each version's outline was found.
const { loadTeamDoc, loadDocHistory, checkLoadedDoc, ALL_RULES } = library;
const loaded = loadTeamDoc(doc, 'TEAM.md');
const walkStart = performance.now();
const history = await loadDocHistory(doc, loaded.doc);
const walkMs = performance.now() - walkStart;
const rulesStart = performance.now();
checkLoadedDoc(loaded, 'TEAM.md', { now: new Date(), rules: ALL_RULES.filter((rule) => rule.group === 'history'), providers: { history } });
const rulesMs = performance.now() - rulesStart;

const node = medians['node -e 0'];
console.log(
  `doc: ${text.split('\n').length} lines, ${(text.length / 1024).toFixed(1)} KiB, ${history.versions.length} versions in ${commits} commits; ${rounds} interleaved rounds; medians of wall time`,
);
console.log(`1-minute load average: ${startLoad.toFixed(1)} at the start, ${endLoad.toFixed(1)} at the end (2 cores shared with other jobs)`);
for (const [name, ms] of Object.entries(medians))
  console.log(`  ${name.padEnd(20)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / node).toFixed(2).padStart(5)}× node`);
const { moved, scanned, stretches, whole } = history.stats;
console.log(`in-process: git walk and blobs ${walkMs.toFixed(0)} ms; history rules ${rulesMs.toFixed(0)} ms`);
console.log(
  `outlines: ${moved} versions only moved headings, ${scanned} stretches read without parsing, ${stretches} parsed, ${whole} versions parsed whole; ${history.sectionsParsed} section bodies parsed`,
);
const ratio = medians.check / medians['check --no-history'];
const above = (medians.check - node) / (medians['check --no-history'] - node);
console.log('target:');
console.log(`  check ≤ 2× check --no-history:        ${ratio.toFixed(2)}×  ${ratio <= 2 ? 'met' : 'MISSED'}  (above bare node start-up: ${above.toFixed(2)}×)`);
