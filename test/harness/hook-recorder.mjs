#!/usr/bin/env node
/**
 * A hook command for tests: appends what the hook saw as one JSON line.
 *
 *   node hook-recorder.mjs TAG [LOG_FILE]        (LOG_FILE defaults to $TEAMDOC_HOOK_LOG)
 *
 * The line holds the tag, the payload from stdin, the hook process's
 * environment (values of names that look secret are replaced by their
 * length) and, when the payload names a transcript, a probe: which peer
 * message rows the transcript holds when the hook starts and when it ends,
 * and — polling for $TEAMDOC_HOOK_PROBE_MS — when the row carrying this
 * hook's own prompt appears.
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

/**
 * What the transcript holds right now: its row count, the rows of `promptId`,
 * and every row that carries a peer message (a user row with `origin.kind =
 * peer` for a message that started a turn, or a `queued_command` attachment
 * with `attachment.origin` for one absorbed mid-turn); `matchesPrompt` marks
 * the rows that carry this hook's own prompt text.
 */
function look(transcriptPath, promptId, promptText) {
  const rows = [];
  if (transcriptPath && existsSync(transcriptPath)) {
    for (const line of readFileSync(transcriptPath, 'utf8').split('\n')) {
      try {
        if (line) rows.push(JSON.parse(line));
      } catch {
        // half-written line
      }
    }
  }
  const peerRows = rows
    .map((row, index) => ({
      row,
      index,
      origin: row.origin?.kind === 'peer' ? row.origin : row.attachment?.origin?.kind === 'peer' ? row.attachment.origin : undefined,
    }))
    .filter(({ origin }) => origin !== undefined)
    .map(({ row, index, origin }) => ({
      line: index + 1,
      type: row.attachment ? `attachment/${row.attachment.type}` : row.type,
      uuid: row.uuid,
      promptId: row.promptId ?? null,
      msg_id: origin.msg_id ?? null,
      matchesPrompt: typeof promptText === 'string' && promptText !== '' && JSON.stringify(row).includes(JSON.stringify(promptText).slice(1, -1)),
    }));
  return { rows: rows.length, promptRows: rows.filter((row) => row.promptId === promptId).length, peerRows };
}

async function probe(payload) {
  if (typeof payload !== 'object' || !payload?.transcript_path) return undefined;
  const at = () => look(payload.transcript_path, payload.prompt_id, payload.prompt);
  const atStart = at();
  const pollMs = Number(process.env.TEAMDOC_HOOK_PROBE_MS ?? 0);
  const found = (view) => view.peerRows.some((row) => row.matchesPrompt);
  let appearedAfterMs = found(atStart) ? 0 : null;
  while (appearedAfterMs === null && Date.now() - startedAt < pollMs) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (found(at())) appearedAfterMs = Date.now() - startedAt;
  }
  return { atStart, appearedAfterMs, polledMs: pollMs, atEnd: at() };
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
