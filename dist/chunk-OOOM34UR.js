import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  checkoutsOf
} from "./chunk-3QBPADAR.js";
import {
  CommitBlocked,
  commitSpool,
  describeCommitter,
  describeLockHolder,
  waitForLock
} from "./chunk-HHCNWI4V.js";
import {
  refuseSecretsInNames
} from "./chunk-TAIHJOSP.js";
import {
  describeConflict,
  isSpooled,
  lookupKeys,
  readSnapshot,
  readSpool,
  readSpoolItem,
  removeFromSpool,
  settle,
  spoolEntry,
  spoolFileName,
  storedEntry,
  withPathHolders
} from "./chunk-M4GGBS3N.js";
import {
  redactSecrets
} from "./chunk-LJ7CRIML.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  DamagedLogRef,
  EntryDecodeError,
  FieldError,
  checkDeliveryFields,
  checkMessageFields,
  encodeEntry,
  entryKeys,
  refuseForeignLogRef,
  refuseReservedRef
} from "./chunk-3EQMZZWS.js";
import {
  firstInvalidUtf8,
  locateByte
} from "./chunk-TVXB3Q7G.js";
import {
  DamagedObject,
  logContext,
  openReader
} from "./chunk-ZM5PFCRO.js";
import {
  resolveLogSettings
} from "./chunk-4EBUXWCC.js";
import {
  LIMITS
} from "./chunk-TXSQEBDJ.js";
import {
  InputError,
  StorageError,
  TeamdocError,
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/log/format/body.ts
import { isUtf8 } from "node:buffer";
function bodyProblem(bytes, maxBytes, overLimit = bytes.length > maxBytes) {
  if (overLimit || bytes.length > maxBytes) {
    return {
      ruleId: "body-too-large",
      message: `Unexpected body of more than ${maxBytes} bytes, expected at most ${maxBytes} (it is refused, not truncated)`
    };
  }
  const nul = bytes.indexOf(0);
  const before = nul < 0 ? bytes : bytes.subarray(0, nul);
  const invalid = isUtf8(before) ? -1 : firstInvalidUtf8(before);
  if (invalid >= 0) {
    return { ruleId: "body-invalid-utf8", message: "Unexpected byte sequence that is not UTF-8, expected UTF-8 text", ...locateByte(bytes, invalid) };
  }
  if (nul >= 0) {
    return { ruleId: "body-nul-byte", message: "Unexpected NUL byte, expected text", ...locateByte(bytes, nul) };
  }
  return void 0;
}

// src/log/write/append.ts
import { join } from "node:path";

// src/log/format/id.ts
import { randomBytes } from "node:crypto";
var ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
var TIME_CHARS = 10;
var RANDOM_CHARS = 16;
var lastTime = -1;
var lastRandom = [];
function newEntryId(now) {
  let random;
  if (now === lastTime) {
    random = increment(lastRandom);
  } else {
    const bytes = randomBytes(RANDOM_CHARS);
    random = [...bytes].map((byte) => byte & 31);
  }
  lastTime = now;
  lastRandom = random;
  return encodeTime(now) + random.map((digit) => ALPHABET[digit]).join("");
}
function encodeTime(time) {
  let text = "";
  let rest = time;
  for (let index = 0; index < TIME_CHARS; index++) {
    text = ALPHABET[rest % 32] + text;
    rest = Math.floor(rest / 32);
  }
  return text;
}
function increment(digits) {
  const next = [...digits];
  for (let index = next.length - 1; index >= 0; index--) {
    if (next[index] < 31) {
      next[index]++;
      return next;
    }
    next[index] = 0;
  }
  return [...randomBytes(RANDOM_CHARS)].map((byte) => byte & 31);
}

// src/log/write/prepare.ts
function prepareEntry(input, options) {
  const { now } = options;
  refuseSecretsInNames(input);
  const counter = new RedactionCounter();
  let entry;
  try {
    entry = input.entry === "delivery" ? prepareDelivery(input, now, counter) : prepareMessage(input, now, counter, options);
  } catch (error) {
    if (error instanceof FieldError) {
      throw new InputError(`Unexpected ${error.field}: ${error.problem}`, void 0, {
        hint: 'See "The record" in docs/log.md for what each field may hold.'
      });
    }
    throw error;
  }
  return { entry, bytes: encodeEntry(entry), redactedKinds: counter.kinds };
}
function prepareMessage(input, now, counter, options) {
  const raw = typeof input.body === "string" ? Buffer.from(input.body, "utf8") : input.body;
  const problem = bodyProblem(raw, options.maxBodyBytes ?? LIMITS.maxBodyBytes);
  if (problem) {
    const location = { file: input.bodySource ?? "<body>", line: problem.line, column: problem.column, ruleId: problem.ruleId };
    throw new InputError(problem.message, location, {
      hint: problem.ruleId === "body-too-large" ? "Split the message, or raise the bound with --max-body-bytes or `git config teamdoc.maxBodyBytes`." : "Bodies are stored as UTF-8 text; convert the file (for example with iconv) or attach binary data as evidence."
    });
  }
  const body = Buffer.from(counter.redact(raw.toString("utf8")), "utf8");
  const fields = checkMessageFields({
    ...input,
    id: input.id ?? newEntryId(now.getTime()),
    time: input.time ?? now.toISOString(),
    evidence: redactEvidence(input.evidence ?? [], counter),
    redactions: 0
  });
  return { ...fields, redactions: counter.count, body };
}
function prepareDelivery(input, now, counter) {
  const entry = checkDeliveryFields({
    ...input,
    id: input.id ?? newEntryId(now.getTime()),
    time: input.time ?? now.toISOString(),
    detail: counter.redactOptional(input.detail),
    evidence: redactEvidence(input.evidence ?? [], counter),
    redactions: 0
  });
  return { ...entry, redactions: counter.count };
}
function redactEvidence(evidence, counter) {
  if (!Array.isArray(evidence)) return evidence;
  return evidence.map((item) => {
    if (typeof item !== "object" || item === null) return item;
    return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, typeof value === "string" ? counter.redact(value) : value]));
  });
}
var RedactionCounter = class {
  count = 0;
  kinds = {};
  redact(text) {
    if (typeof text !== "string") return text;
    const result = redactSecrets(text);
    this.count += result.count;
    for (const [kind, count] of Object.entries(result.kinds)) this.kinds[kind] = (this.kinds[kind] ?? 0) + count;
    return result.text;
  }
  redactOptional(text) {
    return text === void 0 ? void 0 : this.redact(text);
  }
};

// src/log/write/append.ts
var DEFAULT_WAIT_MS = 1e4;
async function appendEntries(repo, entries, options = {}) {
  const env = options.env ?? process.env;
  const settings = options.settings ?? await resolveLogSettings(repo.worktree ?? repo.gitDir, { ref: options.ref, maxBodyBytes: options.maxBodyBytes }, env);
  const context = logContext(repo, settings);
  refuseIfCheckedOut(context);
  refuseReservedRef(settings.ref);
  const now = currentTime(env);
  const prepared = entries.map((entry) => prepareEntry(entry, { maxBodyBytes: settings.maxBodyBytes, now }));
  const reader = openReader(context);
  try {
    await refuseForeignLogRef(context, reader);
    return await append(context, reader, prepared, entries, options.waitMs ?? DEFAULT_WAIT_MS, env);
  } finally {
    await reader.close();
  }
}
async function append(context, reader, prepared, entries, waitMs, env) {
  const results = prepared.map((item) => ({
    id: item.entry.id,
    status: "pending",
    redactions: item.entry.redactions,
    redactedKinds: item.redactedKinds
  }));
  const format = context.settings.objectFormat;
  const candidates = prepared.map((item) => storedEntry(item.entry, item.bytes, format));
  const waiting = await settleBeforeSpooling(context, reader, candidates, entries, results);
  spoolAll(context, waiting);
  if (waiting.length === 0) return { results, committed: true };
  let outcome;
  try {
    outcome = await commitOrVerify(context, reader, waiting, { deadline: Date.now() + waitMs, committedBy: describeCommitter(env), time: currentTime(env) });
  } catch (error) {
    return { results, committed: false, ...pendingBecause(error) };
  }
  if (outcome.pendingReason !== void 0) return { results, committed: false, pendingReason: outcome.pendingReason };
  const conflicts = [];
  for (const wait of waiting) applySettlement(wait.item, outcome.settled.get(wait.index), results[wait.index], conflicts);
  if (conflicts.length > 0) throw conflictError(conflicts);
  return outcome.commit === void 0 ? { results, committed: true } : { results, committed: true, commit: outcome.commit };
}
function spoolAll(context, waiting) {
  try {
    for (const wait of waiting) {
      if (wait.spoolId !== wait.item.entry.id) continue;
      wait.wroteSpoolFile = spoolEntry(context.paths, wait.item.entry.id, wait.item.bytes);
      if (!wait.wroteSpoolFile) settleAgainstSpoolFile(context, wait.item);
    }
  } catch (error) {
    removeFromSpool(
      context.paths,
      waiting.filter((wait) => wait.wroteSpoolFile).map((wait) => spoolFileName(wait.spoolId))
    );
    throw error instanceof StorageError ? error.kept("Nothing was recorded: run the command again once that is done.") : error;
  }
}
function pendingBecause(error) {
  if (error instanceof TeamdocError) return { pendingReason: error.message, pendingHint: error.hint, pendingCause: error.cause };
  if (error instanceof CommitBlocked) return { pendingReason: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return {
    pendingReason: `internal error: ${message}`,
    pendingHint: "This is a bug in teamdoc: please report it with the output of the same command with TEAMDOC_DEBUG=1 set.",
    pendingCause: error
  };
}
function refuseIfCheckedOut(context) {
  const checkouts = checkoutsOf(context.repo, context.settings.ref);
  if (checkouts.length === 0) return;
  throw new UsageError(
    `The log branch ${context.settings.ref} is checked out in ${checkouts.map((checkout) => checkout.worktree).join(", ")}; teamdoc will not write to it`,
    {
      hint: "Writing would make that worktree\u2019s index stale. Switch it to another branch (git -C <worktree> switch <branch>) and record again; nothing was written."
    }
  );
}
async function settleBeforeSpooling(context, reader, candidates, entries, results) {
  const retryable = (index) => {
    const entry = candidates[index].entry;
    return entries[index].id !== void 0 || entry.entry === "message" && entry.nativeId !== void 0;
  };
  const retries = candidates.filter((_, index) => retryable(index));
  const known = retries.length > 0 ? await knownEntries(context, reader, retries) : { stored: /* @__PURE__ */ new Map(), spooledIds: /* @__PURE__ */ new Set() };
  const waiting = [];
  const conflicts = [];
  candidates.forEach((candidate, index) => {
    const item = { entry: candidate.entry, bytes: candidate.bytes, redactedKinds: results[index].redactedKinds };
    const settlement = settle(candidate, known.stored);
    if (settlement.status === "new") {
      for (const key of entryKeys(candidate.entry)) known.stored.set(key, candidate);
      known.spooledIds.add(candidate.entry.id);
      waiting.push({ index, item, candidate, spoolId: candidate.entry.id, wroteSpoolFile: false });
    } else if (settlement.status === "conflict") {
      conflicts.push({ text: describeConflict(candidate.entry, settlement) });
    } else {
      const existingId = settlement.status === "duplicate" ? settlement.existing.id : candidate.entry.id;
      if (known.spooledIds.has(existingId)) waiting.push({ index, item, candidate, spoolId: existingId, wroteSpoolFile: false });
      else applySettlement(item, settlement, results[index], conflicts);
    }
  });
  if (conflicts.length > 0) throw conflictError(conflicts);
  return waiting;
}
async function knownEntries(context, reader, candidates) {
  const format = context.settings.objectFormat;
  const keys = new Set(candidates.flatMap((candidate) => entryKeys(candidate.entry)));
  let stored = /* @__PURE__ */ new Map();
  try {
    const snapshot = await readSnapshot(context, reader);
    stored = await withPathHolders(
      reader,
      snapshot,
      candidates.map((candidate) => candidate.entry),
      await lookupKeys(reader, snapshot, [...keys])
    );
  } catch (error) {
    if (!(error instanceof DamagedLogRef || error instanceof DamagedObject)) throw error;
  }
  const spooledIds = /* @__PURE__ */ new Set();
  const needsScan = candidates.some((candidate) => candidate.entry.entry === "message" && candidate.entry.nativeId !== void 0);
  const spooledItems = needsScan ? readSpool(context.paths).items : candidates.flatMap((candidate) => readSpooledCopy(context, candidate.entry.id) ?? []);
  for (const spooled of spooledItems) {
    for (const key of entryKeys(spooled.entry)) {
      if (keys.has(key) && !stored.has(key)) {
        stored.set(key, storedEntry(spooled.entry, spooled.bytes, format));
        spooledIds.add(spooled.entry.id);
      }
    }
  }
  return { stored, spooledIds };
}
function readSpooledCopy(context, id) {
  try {
    return readSpoolItem(context.paths, spoolFileName(id));
  } catch (error) {
    if (!(error instanceof EntryDecodeError)) throw error;
    throw new InputError(
      `The spool holds a damaged file for id ${id}: ${error.message}`,
      { file: join(context.paths.spool, spoolFileName(id)), line: error.line },
      {
        hint: "Run teamdoc doctor: it moves damaged spool files to quarantine."
      }
    );
  }
}
function settleAgainstSpoolFile(context, item) {
  const spooled = readSpooledCopy(context, item.entry.id);
  if (!spooled) return;
  const format = context.settings.objectFormat;
  const holder = storedEntry(spooled.entry, spooled.bytes, format);
  const settlement = settle(storedEntry(item.entry, item.bytes, format), new Map(entryKeys(spooled.entry).map((key) => [key, holder])));
  if (settlement.status === "conflict") throw conflictError([{ text: describeConflict(item.entry, settlement) }]);
}
function applySettlement(item, settlement, result, conflicts) {
  if (settlement === void 0 || settlement.status === "new") {
    conflicts.push({ text: `${item.entry.id} left the spool but is not in the log (see the quarantine folder, or run teamdoc doctor)` });
  } else if (settlement.status === "recorded") {
    result.status = "recorded";
  } else if (settlement.status === "duplicate") {
    result.status = "duplicate";
    result.id = settlement.existing.id;
  } else if (settlement.status === "blocked") {
    conflicts.push({ text: `${item.entry.id} cannot be stored: ${settlement.reason}; it was moved to the quarantine folder`, blocked: true });
  } else {
    conflicts.push({ text: describeConflict(item.entry, settlement) });
  }
}
function conflictError(refusals) {
  const conflicts = refusals.map((refusal) => refusal.text);
  if (refusals.every((refusal) => refusal.blocked)) {
    return new InputError(`Unexpected file in the log where this entry belongs: ${conflicts.join("; ")}`, void 0, {
      hint: "Nothing is lost: the entry waits in the quarantine folder. `teamdoc doctor --verify` names what is in the way and who committed it."
    });
  }
  return new InputError(`Unexpected reuse of an id: ${conflicts.join("; ")}`, void 0, {
    hint: "A retry must send the same body under the same id; a different message needs a new id (omit --id to get one)."
  });
}
async function commitOrVerify(context, reader, waiting, options) {
  const { deadline } = options;
  const ours = () => waiting.some((wait2) => isSpooled(context.paths, wait2.spoolId));
  const wait = await waitForLock(context.paths.lock, "append", deadline, () => !ours());
  if (wait.status === "stopped") return { settled: await verify(context, reader, waiting) };
  if (wait.status === "timed-out") return { settled: /* @__PURE__ */ new Map(), pendingReason: describeLockHolder(wait.holder) };
  let outcome;
  try {
    outcome = await commitSpool(context, { ...options, reader });
  } finally {
    wait.lock.release();
  }
  const settled = /* @__PURE__ */ new Map();
  const rest = waiting.filter((item) => {
    const own = item.wroteSpoolFile ? outcome.settled.get(item.spoolId) : void 0;
    if (own?.status === "new") settled.set(item.index, { status: "recorded" });
    else if (own?.status === "blocked") settled.set(item.index, own);
    return !settled.has(item.index);
  });
  for (const [index, settlement] of await verify(context, reader, rest)) settled.set(index, settlement);
  return outcome.commit === void 0 ? { settled } : { settled, commit: outcome.commit };
}
async function verify(context, reader, waiting) {
  if (waiting.length === 0) return /* @__PURE__ */ new Map();
  const snapshot = await readSnapshot(context, reader);
  const stored = await withPathHolders(
    reader,
    snapshot,
    waiting.map((wait) => wait.candidate.entry),
    await lookupKeys(
      reader,
      snapshot,
      waiting.flatMap((wait) => entryKeys(wait.candidate.entry))
    )
  );
  return new Map(waiting.map((wait) => [wait.index, settle(wait.candidate, stored)]));
}

export {
  bodyProblem,
  newEntryId,
  prepareEntry,
  appendEntries
};
