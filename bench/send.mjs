#!/usr/bin/env node
/**
 * What `teamdoc send`, its Codex hook and the live rules cost, each against
 * bare `node -e 0` and `teamdoc record` measured in the same rounds:
 *
 *   - send to a Claude Code session: the team doc and the log's statements
 *     read, the registry read, two appends (the message with its `sending`
 *     event, then the answer) and the line written to an inbox socket (a
 *     stand-in process; `--answer-wait 0`, so no waiting for a receipt);
 *   - send to a Codex thread: the same, with a stand-in `codex queue`;
 *   - the Codex hook on an ordinary prompt (its pre-filter: what every prompt
 *     of a Codex session waits for) and on a queued message (pre-filter and fork);
 *   - check with the live rules against `check --no-live` (reading the records).
 *
 *   npm run build && node bench/send.mjs [--rounds 9]
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { median } from './lib/median.mjs';
import { timeRounds } from './lib/rounds.mjs';
import { benchEnv, scratch, TEAMDOC } from './lib/setup.mjs';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 9;
const dir = scratch('teamdoc-send-bench-');
const home = join(dir, 'home');
const codexHome = join(home, '.codex');
mkdirSync(join(home, '.claude', 'sessions'), { recursive: true });
mkdirSync(join(codexHome, 'sessions', '2026', '12', '01'), { recursive: true });
writeFileSync(join(home, '.gitconfig'), '[gc]\n\tauto = 0\n[init]\n\tdefaultBranch = main\n');

// A stand-in for both runtimes' long-lived processes: an inbox socket that takes lines and answers nothing.
const socket = join(dir, 'cc-socks', 'inbox.sock');
mkdirSync(join(dir, 'cc-socks'), { recursive: true, mode: 0o700 });
const inbox = spawn(process.execPath, ['-e', `require('net').createServer((c) => c.resume()).listen(${JSON.stringify(socket)}, () => console.log('ready'))`], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => inbox.stdout.once('data', resolve));
const procStart = readFileSync(`/proc/${inbox.pid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
const domain = `linux:${readFileSync('/etc/machine-id', 'utf8').trim()}:${readlinkSync('/proc/self/ns/pid')}`;
const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const lead = randomUUID();
const thread = '01a233ba-0000-7000-8000-000000000099';
const workerThread = '01a233ba-0000-7000-8000-000000000098';
writeFileSync(
  join(home, '.claude', 'sessions', `${inbox.pid}.json`),
  JSON.stringify({ pid: inbox.pid, sessionId: lead, cwd: dir, procStart, pidDomain: domain, name: 'lead', status: 'idle', messagingSocketPath: socket }),
);
// The worker's thread is not held; the "daemon" (the same stand-in process) runs, so send queues and resumes it.
writeFileSync(
  join(codexHome, 'sessions', '2026', '12', '01', `rollout-2026-12-01T10-00-00-${thread}.jsonl`),
  `${JSON.stringify({ type: 'session_meta', payload: { id: thread, cwd: dir } })}\n`,
);
mkdirSync(join(codexHome, 'app-server-daemon'), { recursive: true });
writeFileSync(
  join(codexHome, 'app-server-daemon', 'daemon.pid'),
  JSON.stringify({ pid: inbox.pid, processIdentity: { bootId, startTicks: Number(procStart) } }),
);
const bin = join(dir, 'bin');
mkdirSync(bin);
writeFileSync(join(bin, 'codex'), `#!/bin/sh\necho "Queued message 01a233cf-0000-7000-8000-000000000001 for thread ${thread}."\n`);
chmodSync(join(bin, 'codex'), 0o755);

const repo = join(dir, 'repo');
mkdirSync(repo);
const env = { ...benchEnv(home), CODEX_HOME: codexHome, TEAMDOC_HOST: 'box', PATH: `${bin}:${process.env.PATH}` };
const git = (...args) => execFileSync('git', args, { cwd: repo, env, stdio: 'ignore' });
git('init', '-q');
writeFileSync(join(repo, 'TEAM.md'), teamDoc());
git('add', '-A');
git('commit', '-q', '-m', 'team');

const teamdoc = (args, input, extra = {}) => {
  const result = spawnSync(process.execPath, [TEAMDOC, ...args], {
    cwd: repo,
    env: { ...env, ...extra },
    input,
    stdio: ['pipe', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0 && !(args[0] === 'check' && result.status === 1))
    throw new Error(`teamdoc ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result;
};
const hook = (prompt) =>
  spawnSync('sh', [join(TEAMDOC, '..', '..', 'hooks', 'teamdoc-codex-hook.sh'), 'UserPromptSubmit'], {
    cwd: repo,
    env,
    input: JSON.stringify({ session_id: thread, turn_id: 't', cwd: repo, hook_event_name: 'UserPromptSubmit', prompt }),
    stdio: ['pipe', 'ignore', 'ignore'],
  });
let count = 0;
const asWorker = { CODEX_THREAD_ID: workerThread, TEAMDOC_NAME: 'worker' };
const cases = [
  { name: 'node -e 0', run: () => spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' }) },
  { name: 'teamdoc record', run: () => teamdoc(['record', '--from', 'worker', '--to', 'lead', '--kind', 'report'], `[result] bench: record ${++count}\n`) },
  {
    name: 'teamdoc send → Claude Code inbox',
    run: () => teamdoc(['send', '--to', 'lead', '--answer-wait', '0'], `[result] bench: send ${++count}\n`, asWorker),
  },
  {
    name: 'teamdoc send → codex queue',
    run: () => teamdoc(['send', '--to', 'eval', '--from', 'lead'], `[answer] bench: send ${++count}\nAnswer: yes\nDecided by: lead\n`, { CODEX_THREAD_ID: '' }),
  },
  { name: 'Codex hook: an ordinary prompt', run: () => hook('please run the tests') },
  {
    name: 'Codex hook: a queued message',
    run: () => hook(`<teamdoc-message-0123456789abcdef from="lead" entry="x">\nbrief\n</teamdoc-message-0123456789abcdef>`),
  },
  { name: 'teamdoc check --no-live', run: () => teamdoc(['check', '--no-live']) },
  { name: 'teamdoc check', run: () => teamdoc(['check']) },
];

// The queued-message case needs a note for the thread to pass the pre-filter (the background recording then finds no match).
const queued = join(repo, '.git', 'teamdoc', 'hooks', 'queued');
mkdirSync(queued, { recursive: true });
writeFileSync(
  join(queued, `${thread}.ffffffffffffffff.01MBENCH.json`),
  JSON.stringify({ thread, nonce: 'ffffffffffffffff', message: '01MBENCH', time: '2026-12-01T10:00:00.000Z' }),
);

const startLoad = loadavg()[0];
const times = timeRounds(cases, rounds);
inbox.kill();

const log = JSON.parse(execFileSync(process.execPath, [TEAMDOC, 'log', '--format', 'json'], { cwd: repo, env, encoding: 'utf8' })).messages;
const sends = log.filter((message) => message.delivery.history.some((event) => event.detail?.startsWith('sending:')));
const medians = Object.fromEntries([...times].map(([name, values]) => [name, median(values)]));
const node = medians['node -e 0'];
const record = medians['teamdoc record'];
console.log(
  `${rounds} interleaved rounds; medians of wall time; ${sends.length} of ${rounds * 2} sends in the log, each with its sending event and its answer`,
);
console.log(`1-minute load average: ${startLoad.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (2 cores shared with other jobs)`);
for (const [name, ms] of Object.entries(medians)) {
  console.log(
    `  ${name.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / node).toFixed(2).padStart(5)}× node   ${(ms / record).toFixed(2).padStart(5)}× record`,
  );
}
console.log(`live rules in check: +${(medians['teamdoc check'] - medians['teamdoc check --no-live']).toFixed(0)} ms`);

/** Enough of a team doc for the routes: the roles table (the doc's other sections do not matter here). */
function teamDoc() {
  return [
    '---',
    'team: bench',
    'format: 1',
    '---',
    '',
    '# Bench',
    '',
    '## Roles',
    '',
    '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| lead | claude | ${lead} | box | — | — | — | active |`,
    `| eval | codex | ${thread} | box | — | lead | eval | active |`,
    `| worker | codex | ${workerThread} | box | — | lead | work | active |`,
    '',
  ].join('\n');
}
