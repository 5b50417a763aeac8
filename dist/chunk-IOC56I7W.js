import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  inLogOrder,
  isLater,
  isStructural,
  isTraffic,
  messageRef,
  readAcknowledgement
} from "./chunk-H6XIHYK3.js";
import {
  readLogContents
} from "./chunk-ZRLVSTEH.js";
import {
  NOTICE_TAGS,
  headingTag,
  readReportHeading
} from "./chunk-OEIBBYLJ.js";
import {
  MESSAGES_DIR,
  changedFiles,
  decodeEntry,
  ensureDirectory,
  readRef,
  remoteTrackingCopies
} from "./chunk-3EQMZZWS.js";
import {
  evidenceInText
} from "./chunk-QAS6QMLP.js";
import {
  lfText
} from "./chunk-XWATY24Z.js";
import {
  locateRepoIfAny
} from "./chunk-4NOR6AMR.js";
import {
  DamagedObject,
  logContext,
  openLog,
  openReader
} from "./chunk-ZM5PFCRO.js";
import {
  normaliseLogRef
} from "./chunk-4EBUXWCC.js";
import {
  BROADCAST_NAME
} from "./chunk-TXSQEBDJ.js";

// src/log/read/delivery-trouble.ts
var TROUBLE_STATES = ["held", "refused", "expired"];
var UNKNOWN_SHOWN = 5;
function deliveryTroubleOf(messages) {
  const result = { troubled: [], counts: { held: 0, refused: 0, expired: 0, unknown: 0 }, latestUnknown: [] };
  for (const message of messages) {
    if (!isTraffic(message)) continue;
    const state = message.delivery.state;
    if (state === "unknown") {
      result.counts.unknown++;
    } else if (TROUBLE_STATES.includes(state)) {
      result.counts[state]++;
      const latest = message.delivery.history[message.delivery.history.length - 1];
      result.troubled.push({ ...messageRef(message), detail: latest?.detail, since: message.delivery.since });
    }
  }
  for (let index = messages.length - 1; index >= 0 && result.latestUnknown.length < UNKNOWN_SHOWN; index--) {
    const message = messages[index];
    if (message.delivery.state === "unknown" && isTraffic(message)) result.latestUnknown.push(messageRef(message));
  }
  return result;
}
function deliveryTroubleOfFolded(log, traffic) {
  const result = { troubled: [], counts: { held: 0, refused: 0, expired: 0, unknown: 0 }, latestUnknown: [] };
  const positions = new Map(log.index.ids.map((id, position) => [id, position]));
  let known = 0;
  for (const id of Object.keys(log.index.deliveries)) {
    const position = positions.get(id);
    if (position === void 0) continue;
    const message = log.messageAt(position);
    if (!isTraffic(message)) continue;
    const state = message.delivery.state;
    if (state !== "unknown") known++;
    if (TROUBLE_STATES.includes(state)) {
      result.counts[state]++;
      const latest = message.delivery.history[message.delivery.history.length - 1];
      result.troubled.push({ ...messageRef(message), detail: latest?.detail, since: message.delivery.since });
    }
  }
  result.counts.unknown = traffic - known;
  result.troubled.sort((a, b) => isLater(b, a) ? -1 : isLater(a, b) ? 1 : 0);
  for (let position = log.size - 1; position >= 0 && result.latestUnknown.length < UNKNOWN_SHOWN; position--) {
    const message = log.messageAt(position);
    if (isTraffic(message) && message.delivery.state === "unknown") result.latestUnknown.push(messageRef(message));
  }
  return result;
}

// src/text/comparable.ts
function comparable(text) {
  return text.replace(/\\([!-/:-@[-`{-~])/g, "$1").replace(/[`*_]/g, "").replace(/\s+/g, " ").trim().toLowerCase();
}

// src/protocol/report-evidence.ts
var NOT_RESULTS = /* @__PURE__ */ new Set([...NOTICE_TAGS, "plan", "blocked", "question", "resource"]);
function isResultReport(message) {
  if (message.kind !== "report") return false;
  const tag = headingTag(message.body);
  return tag === void 0 || !NOT_RESULTS.has(tag);
}
function reportEvidence(message) {
  if (message.kind !== "report") return void 0;
  const heading = readReportHeading(message.body);
  if (heading?.format.tag !== "done") return void 0;
  const fromField = (message.evidence ?? []).flatMap(
    (item) => Object.entries(item).flatMap(([kind, text]) => text === void 0 ? [] : [{ kind, text }])
  );
  const body = lfText(message.body);
  return {
    part: heading.part,
    summary: heading.summary,
    evidence: [...fromField, ...evidenceInText(body)],
    criteria: fieldLines(body, heading.format, "Criteria")
  };
}
function readPlanReport(message) {
  if (message.kind !== "report") return void 0;
  const heading = readReportHeading(message.body);
  if (heading?.format.tag !== "plan") return void 0;
  const body = lfText(message.body);
  const said = (label) => (fieldLines(body, heading.format, label) ?? []).filter((line) => !/^none\.?$/i.test(line));
  return { part: heading.part, summary: heading.summary, plan: said("Plan"), criteria: said("Criteria") };
}
function readQuestionReport(message) {
  if (message.kind !== "report") return void 0;
  const heading = readReportHeading(message.body);
  if (heading?.format.tag !== "question") return void 0;
  return { part: heading.part, deadline: fieldLines(lfText(message.body), heading.format, "Deadline")?.[0] };
}
function fieldLines(body, format, label) {
  const fieldLine = new RegExp(`^\\s*(${format.fields.join("|")})\\s*:\\s*(.*)$`, "i");
  let inside = false;
  let found = false;
  const lines = [];
  for (const line of body.split("\n").slice(1)) {
    const field = fieldLine.exec(line);
    if (field) {
      inside = field[1].toLowerCase() === label.toLowerCase();
      found ||= inside;
      if (inside && field[2].trim() !== "") lines.push(field[2].trim());
      continue;
    }
    if (inside && line.trim() !== "") lines.push(line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "").trim());
  }
  return found ? lines : void 0;
}
function unansweredCriteria(criteria, answers) {
  const said = answers.map(plainWords);
  return criteria.filter((line) => !/^\s*fail\s*:/i.test(line) && !said.some((answer) => answer.includes(plainWords(line.replace(/^\s*pass\s*:\s*/i, "")))));
}
function plainWords(text) {
  return comparable(text).replace(/[.;]$/, "");
}

// src/log/read/digest.ts
var TRAFFIC_KINDS = ["brief", "report", "correction", "other"];
function digestOf(messages) {
  const builder = new DigestBuilder();
  for (const message of messages) builder.add(message);
  return builder.finish(deliveryTroubleOf(messages));
}
function extendDigest(digest, log, added) {
  const positions = new Map(log.index.ids.map((id, position) => [id, position]));
  const builder = new DigestBuilder(digest);
  let count = 0;
  for (const id of added) {
    const position = positions.get(id);
    if (position === void 0) continue;
    builder.add(log.messageAt(position));
    count++;
  }
  if (digest.messages + count !== log.size) return void 0;
  return builder.finish(deliveryTroubleOfFolded(log, builder.trafficCount));
}
var MAX_CRITERIA_LINES = 64;
var MAX_CRITERIA_CHARS = 1e3;
var DigestBuilder = class {
  structural;
  flows;
  broadcasts;
  done;
  plans;
  settlements;
  questions;
  answered;
  traffic;
  messages;
  // Flows by sender name, sender session, receiver name, receiver session: no key strings per message.
  byParties = /* @__PURE__ */ new Map();
  byPartiesOutside = /* @__PURE__ */ new Map();
  constructor(start) {
    this.structural = [...start?.structural ?? []];
    this.flows = (start?.flows ?? []).map((flow) => ({ ...flow, counts: { ...flow.counts }, lastOf: { ...flow.lastOf } }));
    this.broadcasts = { ...start?.broadcasts ?? { count: 0, last: void 0 } };
    this.done = [...start?.done ?? []];
    this.plans = [...start?.plans ?? []];
    this.settlements = [...start?.settlements ?? []];
    this.questions = [...start?.questions ?? []];
    this.answered = new Set(start?.answered ?? []);
    this.traffic = start?.traffic ?? 0;
    this.messages = start?.messages ?? 0;
    for (const flow of this.flows) this.slot(flow.from, flow.to, flow.outsideTeam === true, () => flow);
  }
  add(message) {
    this.messages++;
    if (isStructural(message)) {
      this.structural.push(message);
      return;
    }
    const ref = messageRef(message);
    const settlement = settlementOf(message);
    if (settlement) this.settlements.push({ ...ref, ...settlement });
    if (!isTraffic(message)) return;
    this.traffic++;
    const done = reportEvidence(message);
    if (done)
      this.done.push({
        ...ref,
        part: done.part,
        evidence: done.evidence.length,
        criteria: done.criteria?.slice(0, MAX_CRITERIA_LINES).map((line) => line.slice(0, MAX_CRITERIA_CHARS))
      });
    const plan = readPlanReport(message);
    const question = readQuestionReport(message);
    if (question) this.questions.push({ ...ref, part: question.part, deadline: question.deadline?.slice(0, MAX_CRITERIA_CHARS) });
    if (message.inReplyTo !== void 0) this.answered.add(message.inReplyTo);
    if (plan)
      this.plans.push({
        ...ref,
        ...message.from.session === void 0 ? {} : { session: message.from.session },
        part: plan.part,
        plan: bounded(plan.plan),
        criteria: bounded(plan.criteria)
      });
    if (message.to.name === BROADCAST_NAME) {
      this.broadcasts.count++;
      if (isLater(ref, this.broadcasts.last)) this.broadcasts.last = ref;
      return;
    }
    const outsideTeam = message.outsideTeam === true;
    const flow = this.slot(message.from, message.to, outsideTeam, () => {
      const made = {
        from: partyKey(message.from),
        to: partyKey(message.to),
        ...outsideTeam ? { outsideTeam } : {},
        counts: { brief: 0, report: 0, correction: 0, other: 0 },
        lastOf: {}
      };
      this.flows.push(made);
      return made;
    });
    const kind = message.kind;
    flow.counts[kind]++;
    if (isLater(ref, flow.lastOf[kind])) flow.lastOf[kind] = ref;
    if (kind === "brief" && !isNotice(message.body) && isLater(ref, flow.lastAsking)) flow.lastAsking = ref;
    if (kind === "report" && (flow.firstResult === void 0 || isLater(flow.firstResult, ref)) && isResultReport(message)) flow.firstResult = ref;
  }
  get trafficCount() {
    return this.traffic;
  }
  finish(trouble) {
    this.structural.sort(inLogOrder);
    this.done.sort(inLogOrder);
    this.plans.sort(inLogOrder);
    this.settlements.sort(inLogOrder);
    this.questions.sort(inLogOrder);
    return {
      structural: this.structural,
      flows: this.flows,
      broadcasts: this.broadcasts,
      done: this.done,
      plans: this.plans,
      settlements: this.settlements,
      questions: this.questions,
      answered: [...this.answered],
      trouble,
      traffic: this.traffic,
      messages: this.messages
    };
  }
  slot(from, to, outsideTeam, make) {
    const level = (map, key, create) => {
      let value = map.get(key);
      if (value === void 0) map.set(key, value = create());
      return value;
    };
    const byFromSession = level(outsideTeam ? this.byPartiesOutside : this.byParties, from.name, () => /* @__PURE__ */ new Map());
    const byToName = level(byFromSession, from.session, () => /* @__PURE__ */ new Map());
    const byToSession = level(byToName, to.name, () => /* @__PURE__ */ new Map());
    return level(byToSession, to.session, make);
  }
};
function settlementOf(message) {
  if (message.inReplyTo === void 0) return void 0;
  const acknowledgement = readAcknowledgement(message);
  if (acknowledgement)
    return { how: "acknowledged", settles: message.inReplyTo, rule: acknowledgement.rule, reason: acknowledgement.reason.slice(0, MAX_CRITERIA_CHARS) };
  const heading = readReportHeading(message.body);
  if (heading?.format.tag !== "correction") return void 0;
  return { how: "corrected", settles: message.inReplyTo, reason: heading.summary.slice(0, MAX_CRITERIA_CHARS) };
}
function bounded(lines) {
  return lines.slice(0, MAX_CRITERIA_LINES).map((line) => line.slice(0, MAX_CRITERIA_CHARS));
}
function partyKey(party) {
  return party.session === void 0 ? { name: party.name } : { name: party.name, session: party.session };
}
function isNotice(body) {
  const tag = headingTag(body);
  return tag !== void 0 && NOTICE_TAGS.has(tag);
}

// src/log/read/digest-cache.ts
import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
var DIGEST_FORMAT = 10;
function digestCachePath(stateRoot) {
  return join(stateRoot, "digest-cache.json");
}
function loadDigest(path, ref, tip) {
  try {
    const cached = JSON.parse(readFileSync(path, "utf8"));
    if (cached.format !== DIGEST_FORMAT || cached.ref !== ref || typeof cached.tip !== "string" || !cached.digest || !Array.isArray(cached.problems))
      return void 0;
    if (tip !== void 0 && cached.tip !== tip) return void 0;
    return { tip: cached.tip, digest: cached.digest, problems: cached.problems };
  } catch {
    return void 0;
  }
}
function saveDigest(path, ref, cached) {
  try {
    ensureDirectory(dirname(path));
    const temporary = join(dirname(path), `.tmp-digest-${process.pid}-${randomBytes(4).toString("hex")}`);
    writeFileSync(temporary, JSON.stringify({ format: DIGEST_FORMAT, ref, ...cached }));
    renameSync(temporary, path);
  } catch {
  }
}

// src/log/read/digest-since.ts
async function digestSince(context, tip, options = {}) {
  const cached = loadDigest(digestCachePath(context.paths.root), context.settings.ref);
  if (cached === void 0) return void 0;
  if (cached.tip === tip) return { cached, added: [], ...options.read ? { messages: [] } : {} };
  const reader = openReader(context);
  try {
    const changes = await changedFiles(context.cwd, cached.tip, tip, MESSAGES_DIR, reader).catch(() => void 0);
    if (changes === void 0 || changes.other.length > 0 || changes.added.length > (options.atMost ?? Number.POSITIVE_INFINITY)) return void 0;
    const files = changes.added.map((file) => ({ id: file.path.slice(file.path.lastIndexOf("/") + 1, -".md".length), blob: file.id }));
    const added = files.map((file) => file.id);
    if (!options.read) return { cached, added };
    const objects = await reader.readEach(files.map((file) => file.blob));
    const messages = files.flatMap((file, index) => {
      const object = objects[index];
      return object instanceof DamagedObject ? [] : messageIn(object?.content, file.id);
    });
    return { cached, added, messages: messages.sort(inLogOrder) };
  } finally {
    await reader.close();
  }
}
function messageIn(content, id) {
  if (content === void 0) return [];
  try {
    const decoded = decodeEntry(content);
    if (decoded.entry !== "message" || decoded.id !== id) return [];
    const { entry: _entry, body, ...fields } = decoded;
    return [{ ...fields, body: body.toString("utf8") }];
  } catch {
    return [];
  }
}

// src/log/read/provider.ts
async function readLogSnapshot(dir, options) {
  const source = await openLogSource(dir, options);
  return source && snapshotOf(source, options);
}
async function openLogSource(dir, options) {
  const repo = await locateRepoIfAny(dir);
  if (repo === void 0) return void 0;
  if (options.ref === void 0 && options.docLogRef !== void 0) normaliseLogRef(options.docLogRef, "the team doc\u2019s log-ref");
  const context = await openLog(repo, { ref: options.ref ?? options.docLogRef }, options.env);
  return { branch: context.settings.ref, context: await readableRef(context) };
}
async function snapshotOf(source, options = {}) {
  const { context } = source;
  const ref = context.settings.ref;
  const seen = await readRef(context.repo.commonDir, ref, context.cwd);
  const early = seen === void 0 ? void 0 : await digestSince(context, seen);
  if (early && early.cached.tip === seen && !options.messages)
    return { snapshot: { ref, branch: source.branch, tip: seen, digest: early.cached.digest, problems: early.cached.problems }, messages: void 0 };
  const contents = await readLogContents(context);
  const messages = options.messages ? contents.log.messages() : void 0;
  const tip = contents.tip;
  const since = tip === seen ? early : tip === void 0 ? void 0 : await digestSince(context, tip);
  const digest = tip === void 0 ? digestOf([]) : (since && extended(since, contents.log, tip)) ?? digestOf(messages ?? contents.log.messages());
  if (tip !== void 0) saveDigest(digestCachePath(context.paths.root), ref, { tip, digest, problems: contents.problems });
  return { snapshot: { ref, branch: source.branch, tip, digest, problems: contents.problems }, messages };
}
function extended(since, log, tip) {
  return since.cached.tip === tip ? since.cached.digest : extendDigest(since.cached.digest, log, since.added);
}
async function readableRef(context) {
  const { repo, settings, cwd } = context;
  if (await readRef(repo.commonDir, settings.ref, cwd) !== void 0) return context;
  const copy = (await remoteTrackingCopies(cwd, settings.ref))[0];
  return copy === void 0 ? context : logContext(repo, { ...settings, ref: copy });
}

export {
  comparable,
  unansweredCriteria,
  TRAFFIC_KINDS,
  digestOf,
  digestCachePath,
  loadDigest,
  digestSince,
  readLogSnapshot,
  openLogSource,
  snapshotOf,
  readableRef
};
