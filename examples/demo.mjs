#!/usr/bin/env node
/**
 * The whole flow on a bundled example, for a person to watch: a scratch git
 * repository, `teamdoc init`, an example team copied in and checked (clean);
 * three workers state their parents (one of them the wrong one), a few messages
 * are recorded, `teamdoc check` catches the mismatch and `teamdoc view` shows
 * the chain (text and Mermaid), the worker corrects its statement; a worker hands
 * off to a fresh session that joins as its successor; `teamdoc scan` finds a
 * message that two real Claude Code sessions' transcripts hold and the log
 * lacks, and records it; then the doc is broken and checked again, with the
 * findings shown in the terminal, as JSON and as GitHub annotations, and a
 * committed criterion is loosened and caught from git history. It runs the
 * committed build (dist/; after changing src/, `npm run build` first):
 *
 *   npm run demo            # the scratch repository is removed at the end
 *   npm run demo -- --keep  # keep it to look around
 *
 * Each step is small and says what it shows; later features add steps.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const teamdoc = join(root, 'bin', 'teamdoc');
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
  console.log(dim(`$ ${[command, ...args].map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : JSON.stringify(arg))).join(' ')}`));
  const result = spawnSync(command === 'teamdoc' ? process.execPath : command, command === 'teamdoc' ? [teamdoc, ...args] : args, {
    cwd: repo,
    env: { ...env, ...options.env },
    // What a command says on stderr (a join's note, a hint) is shown in line with what it prints.
    stdio: [0, 1, 1],
  });
  if (options.expect !== undefined && result.status !== options.expect) {
    throw new Error(`\`${command} ${args.join(' ')}\` exited ${result.status}, expected ${options.expect}`);
  }
  if (options.expect !== undefined) console.log(dim(`(exit ${result.status})`));
  return result;
}

/**
 * Two Claude Code sessions' transcripts, recorded from the real CLI (test/fixtures/transcripts), put where
 * `teamdoc scan` looks (a Claude config dir of the demo's own, never yours) as if both had run in the repo.
 */
function installTranscripts(name, configDir) {
  const recorded = join(root, 'test', 'fixtures', 'transcripts', name);
  const { scratchRoot } = JSON.parse(readFileSync(join(recorded, 'case.json'), 'utf8'));
  const relocate = (text) => text.replace(new RegExp(`${scratchRoot}/w[ab]`, 'g'), repo);
  const copy = (from, to) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (entry.isDirectory()) copy(join(from, entry.name), join(to, entry.name));
      else writeFileSync(join(to, entry.name), relocate(readFileSync(join(from, entry.name), 'utf8')));
    }
  };
  copy(join(recorded, 'claude', 'projects'), join(configDir, 'projects'));
}

/** What a worker's own commands see: its name, its runtime's session id, its machine. */
const WORKERS = {
  pretrain: { TEAMDOC_NAME: 'pretrain', CLAUDE_CODE_SESSION_ID: '8c41d2a0-1e9b-4f3c-a7d5-6b0e2c9f1a34', TEAMDOC_HOST: 'gpu-a' },
  data: { TEAMDOC_NAME: 'data', CLAUDE_CODE_SESSION_ID: 'c7e90f13-2b4d-4a68-9e1c-5f3a7b2d8e06', TEAMDOC_HOST: 'gpu-b' },
  evals: { TEAMDOC_NAME: 'evals', CODEX_THREAD_ID: '019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08', TEAMDOC_HOST: 'gpu-b' },
};

function record(from, to, kind, body) {
  console.log(dim(`$ echo ${JSON.stringify(body)} | teamdoc record --from ${from} --to ${to} --kind ${kind}`));
  const result = spawnSync(process.execPath, [teamdoc, 'record', '--from', from, '--to', to, '--kind', kind], { cwd: repo, env, input: `${body}\n`, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`teamdoc record exited ${result.status}: ${result.stderr}`);
  process.stdout.write(result.stdout);
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
  ['teamdoc check --no-log: the doc itself is clean', () => {
    shell('teamdoc', ['check', '--no-log'], { expect: 0 });
  }],
  ['Three workers state their parents with teamdoc join (evals names the wrong one)', () => {
    shell('teamdoc', ['join', '--parent', 'top', '--part', 'pretrain-7b'], { expect: 0, env: WORKERS.pretrain });
    shell('teamdoc', ['join', '--parent', 'top', '--part', 'data-mix'], { expect: 0, env: WORKERS.data });
    shell('teamdoc', ['join', '--parent', 'pretrain', '--part', 'eval-suite'], { expect: 0, env: WORKERS.evals });
  }],
  ['A few messages, recorded with teamdoc record', () => {
    record('top', 'pretrain', 'brief', 'Start the 7B run on gpu-a cards 0-5; report the loss at 20k steps.');
    record('pretrain', 'top', 'report', 'Run 42 started; loss 2.31 at 2k steps. Evidence: runs/42/metrics.jsonl');
    record('top', 'evals', 'brief', 'Score the 20k checkpoint with eval/score.py when it lands.');
  }],
  ['teamdoc check: the roles table says evals reports to top; evals said pretrain (exit 1)', () => {
    shell('teamdoc', ['check'], { expect: 1 });
  }],
  ['teamdoc view: the chain, its traffic, open work, delivery and holdings', () => {
    shell('teamdoc', ['view'], { expect: 0 });
  }],
  ['teamdoc view --format mermaid: the same chain as a diagram for a pull request', () => {
    shell('teamdoc', ['view', '--format', 'mermaid'], { expect: 0 });
  }],
  ['evals corrects its statement, on the record; check is clean of errors again', () => {
    shell('teamdoc', ['join', '--parent', 'top', '--part', 'eval-suite', '--amend', '--reason', 'my kickoff names top as my parent'], { expect: 0, env: WORKERS.evals });
    shell('teamdoc', ['check'], { expect: 0 });
  }],
  ['pretrain hands its thread to a fresh session: teamdoc handoff records the packet and prints the first message', () => {
    const packet = [
      '## Goal', '', 'Train the 7B model to 60k steps and report the loss curve; handed over: all of pretrain-7b.', '',
      '## Current state', '', 'Run 42 at 2k steps on gpu-a cards 0-5 (tmux session run42); metrics in runs/42/metrics.jsonl.', '',
      '## Tried and ruled out', '', 'A learning rate of 3e-4: diverged at 800 steps (runs/41).', '',
      '## Decisions and why', '', 'Stop at 60k unless the 40k eval is ahead (top decided: the budget is fixed).', '',
      '## Next steps', '', '1. Watch runs/42/metrics.jsonl; report the loss at 20k steps to top.', '',
      '## Skills and commands that helped', '', '`teamdoc view`; `tail -f runs/42/metrics.jsonl`.', '',
      '## Open risks', '', 'gpu-a card 3 ran hot at 2k steps.', '',
    ].join('\n');
    console.log(dim('$ teamdoc handoff --name pretrain-2 --permission-mode acceptEdits < packet.md > first-message.md'));
    const handoff = spawnSync(process.execPath, [teamdoc, 'handoff', '--name', 'pretrain-2', '--permission-mode', 'acceptEdits'], { cwd: repo, env: { ...env, ...WORKERS.pretrain }, input: packet, encoding: 'utf8' });
    if (handoff.status !== 0) throw new Error(`teamdoc handoff exited ${handoff.status}: ${handoff.stderr}`);
    process.stdout.write(handoff.stderr);
    const firstCommand = /^teamdoc join .+$/m.exec(handoff.stdout)[0];
    console.log(dim('$ grep -m1 -A2 "^# Handoff" first-message.md; grep "^teamdoc join" first-message.md'));
    console.log(`${handoff.stdout.split('\n').slice(1, 4).join('\n')}\n${firstCommand}`);
    heading('The successor, a new session, runs that first command');
    shell('teamdoc', firstCommand.split(' ').slice(1), { expect: 0, env: { CLAUDE_CODE_SESSION_ID: '5d2e8a41-7c3f-4b19-8e60-a1f4c9b2d737', TEAMDOC_HOST: 'gpu-a' } });
  }],
  ['teamdoc view and log: pretrain-2 is generation 2, took over from pretrain; the handoff names who took it over', () => {
    shell('teamdoc', ['view'], { expect: 0 });
    shell('teamdoc', ['log', '--kind', 'handoff'], { expect: 0 });
  }],
  ['teamdoc check: pretrain-2 is not in the roles table yet; the hint is the one edit, pretrain-2 in pretrain\'s place (a warning)', () => {
    shell('teamdoc', ['check'], { expect: 0 });
  }],
  ['teamdoc scan: what two Claude Code sessions on this machine left on disk, against the log', () => {
    const scanEnv = { CLAUDE_CONFIG_DIR: join(scratch, 'claude-config'), CODEX_HOME: join(scratch, 'codex-home'), HOME: scratch };
    installTranscripts('claude-delivered-idle', scanEnv.CLAUDE_CONFIG_DIR);
    shell('teamdoc', ['scan'], { expect: 1, env: scanEnv });
    shell('teamdoc', ['scan', '--record'], { expect: 0, env: scanEnv });
    shell('teamdoc', ['scan'], { expect: 0, env: scanEnv });
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
