#!/usr/bin/env node
/**
 * Benchmark of `teamdoc scan` over ~1 GB of generated transcripts.
 *
 *   node bench/scan.mjs [--mb 1024] [--runs 3] [--record] [--keep]
 *
 * Writes a Claude Code config dir and a Codex home into a temp dir (streamed
 * to disk): mostly ordinary lines (assistant text, tool calls and outputs,
 * attachments, API request snapshots, per-turn title lines), with messages
 * between the sessions sprinkled in (idle and mid-turn deliveries, held
 * messages, refusals). Then it runs, interleaved, `grep -rc cross-session`
 * over the same files (the floor: reading the bytes once) and the built CLI's
 * `teamdoc scan --format json`, and prints medians, MB/s, the ratio to grep,
 * and peak memory from /usr/bin/time -v. With --record it then times one
 * `teamdoc scan --record` (every message into the empty log) and one scan
 * against the full log. Run `npm run build` first.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { median } from './lib/median.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const targetBytes = option('mb', 1024) * 1024 * 1024;
const runs = option('runs', 3);
const keep = args.includes('--keep');
const alsoRecord = args.includes('--record');

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'bin', 'teamdoc');
if (!existsSync(join(root, 'dist', 'cli.js'))) throw new Error('run `npm run build` first');

const base = mkdtempSync(join(tmpdir(), 'teamdoc-bench-scan-'));
const project = join(base, 'project');
const claudeDir = join(base, 'claude');
const codexDir = join(base, 'codex');
mkdirSync(project);
execFileSync('git', ['init', '-q', project]);

const SESSIONS = 48;
const CODEX_THREADS = 8;
const encoded = project.replace(/[^A-Za-z0-9]/g, '-');
const sessionId = (index) => `${index.toString(16).padStart(8, '0')}-5ca1-4000-8000-${index.toString(16).padStart(12, '0')}`;
const socket = (index) => `uds:/tmp/cc-socks/${7000 + index}.sock`;
const names = Array.from({ length: SESSIONS }, (_, index) => `worker-${index}`);

// A deterministic pseudo-random source, so every run generates the same bytes.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];
const words =
  'the of and a to in is you that it he was for on are as with his they at be this have from or one had by word but not what all were we when your can said there use an each which she do how their if will up other about out many then them these so some her would make like him into time has look two more write go see number no way could people my than first water been call who oil its now find long down day did get come made may part'.split(
    ' ',
  );
const prose = (count) => Array.from({ length: count }, () => pick(words)).join(' ');

let uuidCounter = 0;
const uuid = () => `0000${(uuidCounter++).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`.slice(-36);
let clock = Date.parse('2026-09-01T08:00:00.000Z');
const now = () => new Date((clock += 700)).toISOString();

function row(index, type, fields) {
  return JSON.stringify({
    parentUuid: null,
    isSidechain: false,
    userType: 'external',
    cwd: project,
    sessionId: sessionId(index),
    version: '2.1.330',
    gitBranch: 'main',
    type,
    uuid: uuid(),
    timestamp: now(),
    ...fields,
  });
}

function ordinaryLines(index) {
  const id = `msg_${uuidCounter}`;
  const lines = [
    row(index, 'user', { origin: { kind: 'human' }, message: { role: 'user', content: prose(40 + Math.floor(random() * 80)) } }),
    row(index, 'attachment', {
      attachment: { type: 'date', date: '2026-09-01' },
      rendered: [{ content: `<system-reminder>\n${prose(30)}\n</system-reminder>` }],
    }),
    row(index, 'assistant', {
      requestId: `req_${id}`,
      message: {
        id,
        type: 'message',
        role: 'assistant',
        model: 'claude-opus-5-5',
        content: [{ type: 'thinking', thinking: prose(120), signature: 'x'.repeat(200) }],
        usage: { input_tokens: 12000, output_tokens: 300 },
      },
    }),
    row(index, 'assistant', {
      requestId: `req_${id}`,
      message: {
        id,
        type: 'message',
        role: 'assistant',
        model: 'claude-opus-5-5',
        content: [{ type: 'text', text: prose(150 + Math.floor(random() * 300)) }],
        usage: { input_tokens: 12000, output_tokens: 300 },
      },
    }),
    row(index, 'assistant', {
      requestId: `req_${id}`,
      message: {
        id,
        type: 'message',
        role: 'assistant',
        model: 'claude-opus-5-5',
        content: [{ type: 'tool_use', id: `toolu_${uuidCounter}`, name: 'Bash', input: { command: `grep -rn ${pick(words)} src/`, description: prose(8) } }],
        usage: { input_tokens: 12000, output_tokens: 300 },
      },
    }),
    row(index, 'user', {
      message: {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: `toolu_${uuidCounter - 1}`,
            content: Array.from({ length: 20 + Math.floor(random() * 60) }, () => `src/${pick(words)}.ts:${Math.floor(random() * 900)}: ${prose(10)}`).join(
              '\n',
            ),
          },
        ],
      },
      toolUseResult: { stdout: '…', stderr: '', interrupted: false },
    }),
    JSON.stringify({
      type: 'api-request-blob',
      sessionId: sessionId(index),
      hash: 'f'.repeat(64),
      message: { role: 'user', content: [{ type: 'text', text: prose(400 + Math.floor(random() * 800)) }] },
    }),
    row(index, 'progress', {
      data: { type: 'hook_progress', hookEvent: 'PostToolUse', hookName: 'PostToolUse:Bash', command: 'node hooks/record.js' },
      toolUseID: `toolu_${uuidCounter}`,
    }),
    JSON.stringify({ type: 'custom-title', customTitle: names[index], sessionId: sessionId(index) }),
    JSON.stringify({ type: 'agent-name', agentName: names[index], sessionId: sessionId(index) }),
  ];
  // Now and then, prose that merely mentions the feature: marked, parsed, and found to be nothing.
  if (random() < 0.05)
    lines.push(
      row(index, 'attachment', { attachment: { type: 'skill_listing' }, rendered: [{ content: `Use SendMessage" for cross-session work. ${prose(60)}` }] }),
    );
  return lines;
}

let messageCounter = 0;
function messageLines(from, to) {
  const n = messageCounter++;
  const toolId = `toolu_send_${n}`;
  const msgId = `${n.toString(16).padStart(8, '0')}-6d73-4000-8000-000000000000`;
  const body = `Message ${n}: ${prose(20 + Math.floor(random() * 60))}`;
  const kind = n % 10;
  const sender = [
    row(from, 'assistant', {
      requestId: `req_s${n}`,
      message: {
        id: `msg_s${n}`,
        type: 'message',
        role: 'assistant',
        content: [{ type: 'tool_use', id: toolId, name: 'SendMessage', input: { to: names[to], summary: `m${n}`, message: body } }],
      },
    }),
  ];
  const wrapper = `<cross-session-message from="${socket(from)}" from-name="${names[from]}" from-mode="bypass">\n${body}\n</cross-session-message>`;
  if (kind === 9) {
    sender.push(
      row(from, 'user', {
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolId, content: `No agent named '${names[to]}' is reachable.` }] },
        toolUseResult: { success: false, message: `No agent named '${names[to]}' is reachable.` },
      }),
    );
    return { sender, receiver: [] };
  }
  const result = { success: true, message: `“m${n}” → ${names[to]} (another Claude session on this machine)`, msg_id: msgId };
  sender.push(
    row(from, 'user', {
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolId, content: JSON.stringify(result) }] },
      toolUseResult: result,
    }),
  );
  sender.push(JSON.stringify({ type: 'tools-used', tools: ['SendMessage', 'Bash'], sessionId: sessionId(from) }));
  if (kind === 8) {
    sender.push(
      row(from, 'user', {
        isMeta: true,
        message: {
          role: 'user',
          content: `[Cross-session delivery notice] Your message to another session was held for the recipient user's approval (recipient: ${socket(to)}). Not delivered to that session's Claude yet.`,
        },
      }),
    );
    return { sender, receiver: [] };
  }
  const receiver = [JSON.stringify({ type: 'queue-operation', operation: 'enqueue', timestamp: now(), sessionId: sessionId(to), content: wrapper })];
  if (kind < 5) {
    receiver.push(
      row(to, 'user', {
        isMeta: true,
        origin: {
          kind: 'peer',
          from: socket(from),
          verifiedPeerPid: 7000 + from,
          msg_id: msgId,
          name: names[from],
          fromMode: 'bypass',
          body,
          verifiedLocal: true,
        },
        message: { role: 'user', content: `Another Claude session sent a message:\n${wrapper}\n\nThis came from another Claude session.` },
      }),
    );
  } else if (kind < 8) {
    receiver.push(
      row(to, 'attachment', { attachment: { type: 'queued_command', prompt: wrapper, origin: { kind: 'peer', from: socket(from), name: names[from], body } } }),
    );
  }
  return { sender, receiver };
}

async function generate() {
  const claudeProject = join(claudeDir, 'projects', encoded);
  mkdirSync(claudeProject, { recursive: true });
  const streams = Array.from({ length: SESSIONS }, (_, index) => createWriteStream(join(claudeProject, `${sessionId(index)}.jsonl`)));
  const codexDay = join(codexDir, 'sessions', '2026', '09', '01');
  mkdirSync(codexDay, { recursive: true });
  const codexStreams = Array.from({ length: CODEX_THREADS }, (_, index) =>
    createWriteStream(join(codexDay, `rollout-2026-09-01T08-00-00-0199${index.toString(16).padStart(4, '0')}-0000-7000-8000-000000000000.jsonl`)),
  );
  codexStreams.forEach(
    (stream, index) =>
      void stream.write(
        `${JSON.stringify({ timestamp: now(), type: 'session_meta', payload: { id: `0199${index.toString(16).padStart(4, '0')}-0000-7000-8000-000000000000`, session_id: '01990000-0000-7000-8000-000000000000', cwd: project, cli_version: '0.169.0', agent_path: index === 0 ? '/root' : `/root/w${index}`, base_instructions: { text: prose(2000) } } })}\n`,
      ),
  );
  let written = 0;
  const write = async (stream, lines) => {
    const text = `${lines.join('\n')}\n`;
    written += Buffer.byteLength(text);
    if (!stream.write(text)) await once(stream, 'drain');
  };
  let turn = 0;
  while (written < targetBytes) {
    turn++;
    const index = turn % SESSIONS;
    if (turn % 9 === 0) {
      const thread = turn % CODEX_THREADS;
      await write(codexStreams[thread], [
        JSON.stringify({ timestamp: now(), type: 'response_item', payload: { type: 'function_call_output', call_id: `c${turn}`, output: prose(600) } }),
        JSON.stringify({
          timestamp: now(),
          type: 'response_item',
          payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: prose(300) }] },
        }),
        ...(turn % 45 === 0
          ? [
              JSON.stringify({
                timestamp: now(),
                type: 'inter_agent_communication',
                payload: { author: '/root', recipient: `/root/w${1 + (turn % (CODEX_THREADS - 1))}`, content: prose(20), trigger_turn: true },
              }),
            ]
          : []),
      ]);
    }
    await write(streams[index], ordinaryLines(index));
    if (turn % 12 === 0) {
      const to = (index + 1 + (turn % (SESSIONS - 1))) % SESSIONS;
      const { sender, receiver } = messageLines(index, to);
      await write(streams[index], sender);
      if (receiver.length > 0) await write(streams[to], receiver);
    }
  }
  await Promise.all([...streams, ...codexStreams].map((stream) => new Promise((resolve) => stream.end(resolve))));
  return written;
}

function timed(command, commandArgs, env) {
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-v', command, ...commandArgs], { cwd: project, env, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN);
  return { seconds, rssKb, stdout: result.stdout, status: result.status, stderr: result.stderr };
}

/** One `scan --record` into the empty log, then one scan against the full log (nothing left to add). */
function benchRecord(env, report) {
  execFileSync('git', ['-C', project, '-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', 'commit', '-q', '--allow-empty', '-m', 'init']);
  const record = timed(process.execPath, [cli, 'scan', '--record', '--format', 'json'], env);
  if (record.status !== 0) throw new Error(`teamdoc scan --record failed (${record.status}): ${record.stderr.slice(-2000)}`);
  const written = JSON.parse(record.stdout).record;
  const after = timed(process.execPath, [cli, 'scan', '--format', 'json'], env);
  if (after.status !== 0) throw new Error(`the scan after --record still finds something to add (${after.status})`);
  const counts = JSON.parse(after.stdout).totals.log.counts;
  process.stdout.write(
    [
      `scan --record           ${record.seconds.toFixed(2)} s, peak RSS ${(record.rssKb / 1024).toFixed(0)} MB: ${written.written.messages} messages and ${written.written.deliveries} delivery events for ${report.messages.length} traced messages, ${written.commits} commits`,
      `scan against that log   ${after.seconds.toFixed(2)} s, peak RSS ${(after.rssKb / 1024).toFixed(0)} MB: ${counts.agreed} agreed, ${counts.missing} missing, ${counts.unsettled} unsettled`,
    ].join('\n') + '\n',
  );
}

try {
  process.stdout.write(`generating ~${(targetBytes / 1e6).toFixed(0)} MB of transcripts in ${base} …\n`);
  const generatedAt = Date.now();
  const bytes = await generate();
  process.stdout.write(
    `  ${(bytes / 1e6).toFixed(0)} MB, ${SESSIONS} Claude sessions, ${CODEX_THREADS} Codex threads, ${messageCounter} sends, in ${((Date.now() - generatedAt) / 1000).toFixed(1)} s\n`,
  );

  const env = { ...process.env, HOME: base, CLAUDE_CONFIG_DIR: claudeDir, CODEX_HOME: codexDir };
  for (const name of Object.keys(env)) if (name.startsWith('CLAUDE_CODE') || name === 'CODEX_THREAD_ID') delete env[name];
  const grepRun = () => timed('grep', ['-rc', 'cross-session', claudeDir, codexDir], env);
  const scanRun = () => timed(process.execPath, [cli, 'scan', '--format', 'json'], env);

  // Warm the page cache once for both, then interleave so noise hits both alike.
  grepRun();
  const warm = scanRun();
  // Exit 1 is the verdict "the log lacks what was found" (the log is empty here), not a failure.
  if (warm.status !== 0 && warm.status !== 1) throw new Error(`teamdoc scan failed: ${warm.stderr}`);
  const report = JSON.parse(warm.stdout);
  const grepTimes = [];
  const scanTimes = [];
  const scanRss = [];
  for (let run = 0; run < runs; run++) {
    grepTimes.push(grepRun().seconds);
    const scan = scanRun();
    scanTimes.push(scan.seconds);
    scanRss.push(scan.rssKb);
  }
  const scanMedian = median(scanTimes);
  const grepMedian = median(grepTimes);
  const outcomes = Object.entries(report.totals.outcomes)
    .filter(([, count]) => count > 0)
    .map(([outcome, count]) => `${count} ${outcome}`)
    .join(', ');
  process.stdout.write(
    [
      `scan found ${report.messages.length} messages (${outcomes}) in ${report.totals.files} files, ${report.totals.lines} lines`,
      `grep -rc cross-session  median ${grepMedian.toFixed(2)} s  ${(bytes / 1e6 / grepMedian).toFixed(0)} MB/s`,
      `teamdoc scan            median ${scanMedian.toFixed(2)} s  ${(bytes / 1e6 / scanMedian).toFixed(0)} MB/s  (target ≥ 100 MB/s)`,
      `ratio scan / grep       ${(scanMedian / grepMedian).toFixed(1)}×`,
      `peak RSS of scan        ${(Math.max(...scanRss) / 1024).toFixed(0)} MB  (target < 200 MB)`,
      `runs: ${runs} interleaved after one warm-up each; scan times ${scanTimes.map((time) => time.toFixed(2)).join(' ')}; grep times ${grepTimes.map((time) => time.toFixed(2)).join(' ')}`,
      `load average (1 min) at the end: ${loadavg()[0].toFixed(1)} on a machine shared with other jobs`,
    ].join('\n') + '\n',
  );
  if (alsoRecord) benchRecord(env, report);
} finally {
  if (keep) process.stdout.write(`kept ${base}\n`);
  else rmSync(base, { recursive: true, force: true });
}
