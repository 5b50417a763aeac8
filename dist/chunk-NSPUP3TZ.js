import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  liveSessionBySocket,
  ownLiveSession
} from "./chunk-T2GCRFGV.js";
import {
  appendForHook,
  hookProvenance
} from "./chunk-MF2OLNDH.js";
import {
  arrivalKey,
  pendingNotesFor,
  pruneSentNotes,
  removePendingNote,
  writeSentNote
} from "./chunk-DAGUGS4C.js";
import {
  deliveryEventId,
  hookMessageId,
  refusedMessageId,
  timeAfter
} from "./chunk-J76AYLB7.js";
import {
  findMessageByNativeId
} from "./chunk-X5L4AJCZ.js";
import {
  claudeConfigDirs,
  readRegistry
} from "./chunk-UOJLLWAC.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  kindOfBody
} from "./chunk-OEIBBYLJ.js";

// src/hooks/parties.ts
import { hostname } from "node:os";
function ownParty(here, title) {
  const live = ownLiveSession(here.env);
  const party = { name: title ?? live?.name ?? here.session, session: here.session, runtime: "claude", host: hostOf(here.env) };
  if (here.worktree !== void 0) party.worktree = here.worktree;
  return party;
}
async function recipientParty(to, env) {
  const live = to.startsWith("uds:") ? liveSessionBySocket(to, env) : await uniqueLiveSessionNamed(to, env);
  const party = { name: live?.name ?? to, runtime: "claude", host: hostOf(env) };
  if (live?.session !== void 0) party.session = live.session;
  return party;
}
function senderParty(from, env) {
  const party = { name: from.name ?? from.address, runtime: "claude", host: hostOf(env) };
  if (from.session !== void 0) party.session = from.session;
  return party;
}
function liveSender(address, env) {
  return liveSessionBySocket(address, env);
}
async function uniqueLiveSessionNamed(name, env) {
  const matches = [];
  for (const dir of claudeConfigDirs(env)) {
    for (const entry of await readRegistry(dir)) {
      if (entry.name === name && entry.pid !== void 0) matches.push({ pid: entry.pid, session: entry.session, name: entry.name, cwd: entry.cwd });
    }
  }
  return matches.length === 1 ? matches[0] : void 0;
}
function hostOf(env) {
  return env.TEAMDOC_HOST?.trim() || hostname();
}

// src/hooks/send.ts
async function recordSend(scope, call) {
  const { paths } = scope;
  const provenance = hookProvenance(scope.session, "PostToolUse");
  const existing = call.msgId === void 0 ? void 0 : await findMessageByNativeId(scope.log, "claude", call.msgId);
  const messageId = existing?.id ?? (call.msgId === void 0 ? refusedMessageId(call.toolUseId) : hookMessageId(call.msgId));
  const now = currentTime(scope.env);
  const sentAt = existing?.time ?? hookStartedAt(scope.env, now) ?? now.toISOString();
  const entries = [];
  if (existing === void 0) {
    const message = {
      kind: kindOfBody(call.message),
      from: ownParty(scope),
      to: await recipientParty(call.to, scope.env),
      body: call.message,
      provenance,
      time: sentAt
    };
    if (messageId !== void 0) message.id = messageId;
    if (call.msgId !== void 0) Object.assign(message, { nativeId: call.msgId, nativeRuntime: "claude" });
    entries.push(message);
  }
  if (messageId === void 0)
    throw new Error(`the SendMessage result carries neither a usable msg_id nor a tool use id (${JSON.stringify(call.msgId ?? call.toolUseId ?? null)})`);
  const target = messageId;
  const result = {
    entry: "delivery",
    message: target,
    state: call.success ? "sent" : "refused",
    provenance,
    id: deliveryEventId(target, call.success ? "sent" : "refused"),
    time: sentAt
  };
  if (call.resultText !== void 0) result.detail = call.resultText;
  entries.push(result);
  const claimed = [];
  const socket = scope.env.CLAUDE_CODE_MESSAGING_SOCKET;
  if (call.success && call.msgId !== void 0 && socket) {
    const key = arrivalKey(`uds:${socket}`, call.message);
    writeSentNote(paths, { key, message: target, nativeId: call.msgId, senderSession: scope.session, time: sentAt });
    for (const note of oldestPerReceiver(pendingNotesFor(paths, { key }))) {
      entries.push(
        arrivalDelivery(target, timeAfter(sentAt, now), note, provenance, "matched by the sender\u2019s address and the body, when the sender recorded it")
      );
      claimed.push(note);
    }
    pruneSentNotes(paths, now);
  }
  await appendForHook(scope, entries);
  for (const note of claimed) removePendingNote(paths, note);
}
function arrivalDelivery(message, time, note, provenance, how) {
  return {
    entry: "delivery",
    id: deliveryEventId(message, "delivered", note.receiver.session),
    message,
    time,
    state: "delivered",
    detail: `to ${note.receiver.name ?? note.receiver.session} (session ${note.receiver.session}); ${how}`,
    provenance
  };
}
function oldestPerReceiver(notes) {
  const seen = /* @__PURE__ */ new Set();
  return notes.filter((note) => !seen.has(note.receiver.session) && seen.add(note.receiver.session));
}
function hookStartedAt(env, now) {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{3})?/.exec(env.TEAMDOC_HOOK_STARTED ?? "");
  if (!match) return void 0;
  const time = `${match[1]}${match[2] ?? ".000"}Z`;
  const parsed = Date.parse(time);
  return Number.isNaN(parsed) || parsed > now.getTime() || now.getTime() - parsed > 10 * 6e4 ? void 0 : time;
}

export {
  ownParty,
  senderParty,
  liveSender,
  recordSend,
  arrivalDelivery,
  hookStartedAt
};
