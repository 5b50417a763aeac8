#!/usr/bin/env node
/**
 * A hook command for tests: appends what the hook saw as one JSON line.
 *
 *   node hook-recorder.mjs TAG [LOG_FILE]        (LOG_FILE defaults to $TEAMDOC_HOOK_LOG)
 *
 * The line holds the tag, the payload from stdin, the hook process's
 * environment (values of names that look secret are replaced by their
 * length) and, when the payload names a transcript and a prompt id, a probe:
 * whether the transcript already holds the rows for that prompt when the
 * hook starts, and — polling for $TEAMDOC_HOOK_PROBE_MS — when they appear.
 * Plain .mjs: Claude Code and Codex run it as a separate process. Always exits 0.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

const startedAt = Date.now();
const [tag = 'hook', logFile = process.env.TEAMDOC_HOOK_LOG] = process.argv.slice(2);

function readStdin() {
  try {
    return readFileSync(0, 'utf8');
  } catch {
    return '';
  }
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function environment() {
  return Object.fromEntries(
    Object.entries(process.env)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => [name, /TOKEN|SECRET|KEY|PASSWORD/i.test(name) ? `<${value.length} chars>` : value]),
  );
}

/** Transcript rows that belong to `promptId`, and whether the peer row (origin.kind = peer) is among them. */
function look(transcriptPath, promptId) {
  if (!transcriptPath || !existsSync(transcriptPath)) return { rows: 0, promptRows: 0, peerRow: null };
  const rows = [];
  for (const line of readFileSync(transcriptPath, 'utf8').split('\n')) {
    try {
      if (line) rows.push(JSON.parse(line));
    } catch {
      // half-written line
    }
  }
  const promptRows = rows.filter((row) => row.promptId === promptId);
  const peer = promptRows.find((row) => row.origin?.kind === 'peer');
  return { rows: rows.length, promptRows: promptRows.length, peerRow: peer ? { uuid: peer.uuid, timestamp: peer.timestamp, msg_id: peer.origin?.msg_id } : null };
}

async function probe(payload) {
  if (typeof payload !== 'object' || !payload?.prompt_id || !payload?.transcript_path) return undefined;
  const atStart = look(payload.transcript_path, payload.prompt_id);
  const pollMs = Number(process.env.TEAMDOC_HOOK_PROBE_MS ?? 0);
  let appearedAfterMs = atStart.peerRow ? 0 : null;
  while (appearedAfterMs === null && Date.now() - startedAt < pollMs) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (look(payload.transcript_path, payload.prompt_id).peerRow) appearedAfterMs = Date.now() - startedAt;
  }
  return { atStart, appearedAfterMs, polledMs: pollMs, atEnd: look(payload.transcript_path, payload.prompt_id) };
}

try {
  const payload = parse(readStdin());
  const record = {
    tag,
    event: payload?.hook_event_name,
    pid: process.pid,
    startedAt: new Date(startedAt).toISOString(),
    payload,
    env: environment(),
    probe: await probe(payload),
    endedAt: new Date().toISOString(),
  };
  if (logFile) appendFileSync(logFile, `${JSON.stringify(record)}\n`);
} catch (error) {
  if (logFile) appendFileSync(logFile, `${JSON.stringify({ tag, error: String(error) })}\n`);
}
