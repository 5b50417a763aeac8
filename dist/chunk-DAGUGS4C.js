import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  createFileAtomically,
  removeIfPresent
} from "./chunk-3EQMZZWS.js";

// src/hooks/notes.ts
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
function arrivalKey(from, body) {
  return createHash("sha256").update(from).update("\n").update(body).digest("hex");
}
var SENT_NOTE_TTL_MS = 24 * 60 * 60 * 1e3;
function writeSentNote(paths, note) {
  createFileAtomically(paths.sent, `${note.key}.${safeName(note.nativeId)}.json`, `${JSON.stringify(note)}
`);
}
function sentNotesFor(paths, key) {
  return readNotes(paths.sent, (name) => name.startsWith(`${key}.`)).filter((note) => note.key === key);
}
function sentNoteByNativeId(paths, nativeId) {
  const suffix = `.${safeName(nativeId)}.json`;
  return readNotes(paths.sent, (name) => name.endsWith(suffix)).find((note) => note.nativeId === nativeId);
}
function writePendingNote(paths, note) {
  const name = `${note.receiver.session}.${note.key}.${Date.now()}-${randomBytes(4).toString("hex")}.json`;
  createFileAtomically(paths.pending, name, `${JSON.stringify(note)}
`);
  return name;
}
function pendingNotesFor(paths, match) {
  return readNotes(
    paths.pending,
    (name) => (match.receiver === void 0 || name.startsWith(`${match.receiver}.`)) && (match.key === void 0 || name.includes(`.${match.key}.`))
  ).filter((note) => (match.key === void 0 || note.key === match.key) && (match.receiver === void 0 || note.receiver.session === match.receiver)).sort((a, b) => a.time < b.time ? -1 : a.time > b.time ? 1 : 0);
}
function removePendingNote(paths, note) {
  if (note.file !== void 0) removeIfPresent(join(paths.pending, note.file));
}
function pruneSentNotes(paths, now) {
  for (const note of readNotes(paths.sent, () => true)) {
    if (now.getTime() - Date.parse(note.time) > SENT_NOTE_TTL_MS && note.file !== void 0) removeIfPresent(join(paths.sent, note.file));
  }
}
function writeQueuedNote(paths, note) {
  const name = `${safeName(note.thread)}.${safeName(note.nonce)}.${safeName(note.message)}.json`;
  createFileAtomically(paths.queued, name, `${JSON.stringify(note)}
`);
  return name;
}
function queuedNotesFor(paths, match) {
  const prefix = `${safeName(match.thread)}.${match.nonce === void 0 ? "" : `${safeName(match.nonce)}.`}`;
  return readNotes(paths.queued, (name) => name.startsWith(prefix)).filter((note) => note.thread === match.thread && (match.nonce === void 0 || note.nonce === match.nonce)).sort((a, b) => a.time < b.time ? -1 : a.time > b.time ? 1 : 0);
}
function removeQueuedNote(paths, note) {
  if (note.file !== void 0) removeIfPresent(join(paths.queued, note.file));
}
function sha256Hex(text) {
  return createHash("sha256").update(text).digest("hex");
}
function readNotes(directory, wanted) {
  let names;
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith(".json") && !name.startsWith(".") && wanted(name)).flatMap((name) => {
    try {
      return [{ ...JSON.parse(readFileSync(join(directory, name), "utf8")), file: name }];
    } catch {
      return [];
    }
  });
}
function safeName(text) {
  return text.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80);
}

export {
  arrivalKey,
  writeSentNote,
  sentNotesFor,
  sentNoteByNativeId,
  writePendingNote,
  pendingNotesFor,
  removePendingNote,
  pruneSentNotes,
  writeQueuedNote,
  queuedNotesFor,
  removeQueuedNote,
  sha256Hex
};
