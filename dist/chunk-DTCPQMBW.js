import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  unescapeWrappedBody
} from "./chunk-UDVFLRGD.js";
import "./chunk-7AHOZGVK.js";
import {
  arrivalDelivery,
  ownParty,
  senderParty
} from "./chunk-NSPUP3TZ.js";
import "./chunk-T2GCRFGV.js";
import {
  appendForHook,
  hookProvenance
} from "./chunk-MF2OLNDH.js";
import {
  pendingNotesFor,
  removePendingNote,
  sha256Hex
} from "./chunk-DAGUGS4C.js";
import {
  hookMessageId,
  timeAfter
} from "./chunk-J76AYLB7.js";
import "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import {
  findMessageByNativeId
} from "./chunk-X5L4AJCZ.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import {
  fileSystemNow
} from "./chunk-CEWSEK6U.js";
import {
  isObject,
  numberAt,
  objectAt,
  stringAt
} from "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  kindOfBody
} from "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/hooks/settle.ts
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

// src/hooks/transcript-peers.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
var TRANSCRIPT_TAIL_BYTES = 64 * 1024 * 1024;
var MARKER = Buffer.from('"kind":"peer"');
function peerArrivals(transcriptPath, tailBytes = TRANSCRIPT_TAIL_BYTES) {
  const bytes = readTail(transcriptPath, tailBytes);
  const arrivals = [];
  for (let at = bytes.indexOf(MARKER); at !== -1; ) {
    const start = bytes.lastIndexOf(10, at) + 1;
    const newline = bytes.indexOf(10, at);
    const end = newline === -1 ? bytes.length : newline;
    const arrival = arrivalOf(bytes.toString("utf8", start, end));
    if (arrival) arrivals.push(arrival);
    at = newline === -1 ? -1 : bytes.indexOf(MARKER, newline);
  }
  return arrivals;
}
function arrivalOf(line) {
  let row;
  try {
    row = JSON.parse(line);
  } catch {
    return void 0;
  }
  if (!isObject(row)) return void 0;
  const direct = objectAt(row, "origin");
  const attachment = objectAt(row, "attachment");
  const queued = stringAt(attachment, "type") === "queued_command" ? objectAt(attachment, "origin") : void 0;
  const origin = stringAt(direct, "kind") === "peer" ? direct : stringAt(queued, "kind") === "peer" ? queued : void 0;
  const msgId = stringAt(origin, "msg_id");
  if (!origin || msgId === void 0) return void 0;
  const body = stringAt(origin, "body");
  return {
    msgId,
    from: stringAt(origin, "from"),
    fromName: stringAt(origin, "name"),
    body: body === void 0 ? void 0 : unescapeWrappedBody(body),
    senderPid: numberAt(origin, "verifiedPeerPid"),
    time: stringAt(row, "timestamp"),
    how: origin === direct ? "idle" : "mid-turn"
  };
}
function readTail(path, limit) {
  const descriptor = openSync(path, "r");
  try {
    const size = fstatSync(descriptor).size;
    const length = Math.min(size, limit);
    const buffer = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const count = readSync(descriptor, buffer, read, length - read, size - length + read);
      if (count === 0) break;
      read += count;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(descriptor);
  }
}

// src/hooks/settle.ts
var CLOCK_SLACK_MS = 5e3;
async function settleArrivals(scope, transcriptPath) {
  const { paths } = scope;
  await arrivalsNoted(paths, scope.session);
  const notes = pendingNotesFor(paths, { receiver: scope.session });
  if (notes.length === 0) return;
  const arrivals = peerArrivals(transcriptPath);
  const provenance = hookProvenance(scope.session, "Stop");
  const entries = [];
  const settled = [];
  const used = /* @__PURE__ */ new Set();
  for (const note of notes) {
    const arrival = rowFor(note, arrivals, used);
    if (!arrival) continue;
    used.add(arrival.msgId);
    const existing = await findMessageByNativeId(scope.log, "claude", arrival.msgId);
    const message = existing?.id ?? hookMessageId(arrival.msgId);
    if (message === void 0 || existing === void 0 && arrival.body === void 0) continue;
    const received = existing === void 0 ? receivedMessage(message, arrival, note, scope, provenance) : void 0;
    if (received) entries.push(received);
    const sentAt = existing?.time ?? received.time;
    entries.push(
      arrivalDelivery(
        message,
        timeAfter(sentAt, currentTime(scope.env)),
        note,
        provenance,
        `msg_id ${arrival.msgId} in the receiver\u2019s transcript (${arrival.how})`
      )
    );
    settled.push(note);
  }
  if (entries.length === 0) return;
  await appendForHook(scope, entries);
  for (const note of settled) removePendingNote(paths, note);
}
var MARKER_WAIT_MS = 1e4;
var MARKER_STALE_MS = 6e4;
async function arrivalsNoted(paths, session) {
  const deadline = Date.now() + MARKER_WAIT_MS;
  for (; ; ) {
    const now = fileSystemNow(paths.root);
    const markers = arrivalMarkers(paths, session).filter((marker) => {
      if (now - marker.mtimeMs < MARKER_STALE_MS) return true;
      rmSync(marker.path, { force: true });
      return false;
    });
    if (markers.length === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
function arrivalMarkers(paths, session) {
  let names;
  try {
    names = readdirSync(paths.pending);
  } catch {
    return [];
  }
  return names.filter((name) => name.startsWith(`${session}.arriving.`)).flatMap((name) => {
    try {
      return [{ path: join(paths.pending, name), mtimeMs: statSync(join(paths.pending, name)).mtimeMs }];
    } catch {
      return [];
    }
  });
}
function rowFor(note, arrivals, used) {
  const noted = Date.parse(note.time);
  const fits = arrivals.filter(
    (arrival) => !used.has(arrival.msgId) && arrival.from === note.from && arrival.body !== void 0 && sha256Hex(arrival.body) === note.bodySha256 && !(Date.parse(arrival.time ?? "") > noted + CLOCK_SLACK_MS)
  );
  return fits[fits.length - 1];
}
function receivedMessage(id, arrival, note, scope, provenance) {
  const body = arrival.body;
  return {
    id,
    kind: kindOfBody(body),
    from: senderParty({ address: note.from, name: note.fromName ?? arrival.fromName, session: note.fromSession }, scope.env),
    to: ownParty(scope, note.receiver.name),
    nativeId: arrival.msgId,
    nativeRuntime: "claude",
    body,
    provenance,
    time: normaliseTime(arrival.time, currentTime(scope.env))
  };
}
function normaliseTime(time, now) {
  const parsed = Date.parse(time ?? "");
  return Number.isNaN(parsed) ? now.toISOString() : new Date(parsed).toISOString();
}
export {
  settleArrivals
};
