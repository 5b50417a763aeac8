#!/usr/bin/env node
/**
 * The whole flow on a bundled example, for a person to watch: a scratch git
 * repository, `teamdoc init`, an example team copied in and checked (clean),
 * then broken and checked again, with the findings shown in the terminal, as
 * JSON and as GitHub annotations. Run after `npm install` (which builds dist/):
 *
 *   npm run demo            # the scratch repository is removed at the end
 *   npm run demo -- --keep  # keep it to look around
 *
 * Each step is small and says what it shows; later features add steps.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const teamdoc = join(root, 'bin', 'teamdoc.js');
const keep = process.argv.includes('--keep');
const scratch = mkdtempSync(join(tmpdir(), 'teamdoc-demo-'));
const repo = join(scratch, 'llm-7b-push');
const summary = join(scratch, 'step-summary.md');
// The example's open decisions are dated today, so the board is current whenever the demo runs.
const today = new Date().toISOString().slice(0, 10);

// A fixed identity and no machine config, so the demo runs the same anywhere.
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Demo Person',
  GIT_AUTHOR_EMAIL: 'demo@example.invalid',
  GIT_COMMITTER_NAME: 'Demo Person',
  GIT_COMMITTER_EMAIL: 'demo@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: join(scratch, 'gitconfig'),
  TEAMDOC_HOST: 'ana-laptop',
};
// The last step plays GitHub Actions itself; nothing from a real runner may leak in.
for (const name of ['GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY', 'GITHUB_WORKSPACE']) delete env[name];
writeFileSync(env.GIT_CONFIG_GLOBAL, '[init]\n\tdefaultBranch = main\n[commit]\n\tgpgSign = false\n');

const styled = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (text) => (styled ? `\u001b[1m${text}\u001b[22m` : text);
const dim = (text) => (styled ? `\u001b[2m${text}\u001b[22m` : text);

function heading(text) {
  console.log(`\n${bold(`== ${text}`)}`);
}

function shell(command, args, options = {}) {
  console.log(dim(`$ ${[command, ...args].join(' ')}`));
  const result = spawnSync(command === 'teamdoc' ? process.execPath : command, command === 'teamdoc' ? [teamdoc, ...args] : args, {
    cwd: repo,
    env: { ...env, ...options.env },
    stdio: 'inherit',
  });
  if (options.expect !== undefined && result.status !== options.expect) {
    throw new Error(`\`${command} ${args.join(' ')}\` exited ${result.status}, expected ${options.expect}`);
  }
  if (options.expect !== undefined) console.log(dim(`(exit ${result.status})`));
  return result;
}

function edit(file, from, to) {
  const path = join(repo, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(path, text.replace(from, to));
}

const steps = [
  ['A scratch git repository', () => {
    spawnSync('git', ['init', '-q', repo], { env, stdio: 'inherit' });
    console.log(repo);
  }],
  ['teamdoc init: a team doc with your own row', () => {
    shell('teamdoc', ['init', '--name', 'top'], { expect: 0 });
  }],
  ['teamdoc check right after init: only what you must fill in (warnings, exit 0)', () => {
    shell('teamdoc', ['check'], { expect: 0 });
  }],
  ['An example team copied in (examples/ml-training-push.md) and committed: criteria first, a verdict later', () => {
    const example = readFileSync(join(root, 'examples', 'ml-training-push.md'), 'utf8').replace(/\| 2026-11-(?:29|30) \|/g, `| ${today} |`);
    const verdict = 'Pass on all three (see `/data/mix/v7/REPORT.md`, commit `a41c9e2`). Frozen 2026-11-24.\n';
    writeFileSync(join(repo, 'TEAM.md'), example.replace(verdict, ''));
    shell('git', ['add', 'TEAM.md']);
    shell('git', ['commit', '-q', '-m', 'Team doc for the 7B push']);
    writeFileSync(join(repo, 'TEAM.md'), example);
    shell('git', ['commit', '-q', '-am', 'data-mix: verdict']);
  }],
  ['teamdoc check: clean', () => {
    shell('teamdoc', ['check'], { expect: 0 });
  }],
  ['Break it: a port range given twice, and a decision with no default', () => {
    edit('TEAM.md', '| ablation TensorBoard | port | gpu-a:6010-6014 | ablate | |', '| ablation TensorBoard | port | gpu-a:6006-6009 | ablate | |');
    edit('TEAM.md', `| pretrain | train on to 60k | ${today} |`, `| pretrain | — | ${today} |`);
    shell('git', ['--no-pager', 'diff', '-U0', '--no-color']);
  }],
  ['teamdoc check: where and why, in the terminal (exit 1)', () => {
    shell('teamdoc', ['check'], { expect: 1 });
  }],
  ['The same as JSON (for scripts and CI)', () => {
    shell('teamdoc', ['check', '--format', 'json'], { expect: 1 });
  }],
  ['The same as GitHub annotations (chosen automatically when GITHUB_ACTIONS=true)', () => {
    shell('teamdoc', ['check'], { expect: 1, env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary } });
    console.log('\n$GITHUB_STEP_SUMMARY now holds:\n');
    console.log(readFileSync(summary, 'utf8'));
  }],
  ['Over time: a pass bar loosened after a run came back, and committed', () => {
    shell('git', ['checkout', '-q', 'TEAM.md']);
    edit('TEAM.md', '- Pass: validation loss at 60k at or below 2.05', '- Pass: validation loss at 60k at or below 2.10');
    shell('git', ['commit', '-q', '-am', 'pretrain: adjust criteria']);
  }],
  ['teamdoc check: the commits that prove it (exit 1)', () => {
    shell('teamdoc', ['check'], { expect: 1 });
  }],
];

let failed = false;
try {
  for (const [title, run] of steps) {
    heading(title);
    run();
  }
  heading('Done');
  console.log(keep ? `The scratch repository is kept at ${repo}` : 'The scratch repository was removed (pass --keep to keep it).');
} catch (error) {
  failed = true;
  console.error(`\ndemo failed: ${error.message}`);
} finally {
  if (!keep) rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
