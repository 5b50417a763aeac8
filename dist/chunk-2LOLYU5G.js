import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  renderLogProblems
} from "./chunk-VOKP2JNR.js";
import {
  renderLogMarkdown,
  renderLogText
} from "./chunk-N2SDVQX3.js";
import {
  parseSince,
  parseUntil
} from "./chunk-6J2C4DPU.js";
import {
  handoffLinks,
  parentLineEntries,
  replacedAddresses,
  takenOverAddresses
} from "./chunk-HRJAZWW7.js";
import {
  resolveMessageIdIn,
  shortestUniquePrefixes
} from "./chunk-5SXHVUEJ.js";
import "./chunk-X5L4AJCZ.js";
import "./chunk-TAIHJOSP.js";
import {
  logSourceNote
} from "./chunk-M4GGBS3N.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  terminalSafe
} from "./chunk-BX3HMPZN.js";
import {
  readableRef
} from "./chunk-IOC56I7W.js";
import {
  readAcknowledgement
} from "./chunk-H6XIHYK3.js";
import {
  readLogContents
} from "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import {
  MESSAGES_DIR,
  changedFiles,
  ensureDirectory
} from "./chunk-3EQMZZWS.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  openLog,
  openReader
} from "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import {
  BROADCAST_NAME
} from "./chunk-TXSQEBDJ.js";
import {
  writeChunks
} from "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/log/read/filter.ts
function readerFilter(all, name) {
  return { for: name, takenOver: [...takenOverAddresses(all, name), ...replacedAddresses(all, name)], alsoFor: parentLineEntries(all, name) };
}
function filterMessages(messages, filter) {
  const thread = filter.thread === void 0 ? void 0 : threadOf(messages, filter.thread);
  return messages.filter(
    (message) => (filter.from === void 0 || message.from.name === filter.from) && (filter.to === void 0 || message.to.name === filter.to) && (filter.for === void 0 || message.to.name === filter.for || isBroadcastToRead(message) || // What it sent itself to a name it took over (a successor's join names its predecessor) is no news to it.
    message.from.name !== filter.for && sentToTakenOver(message, filter.takenOver) || filter.alsoFor?.has(message.id) === true) && (filter.kinds === void 0 || filter.kinds.length === 0 || filter.kinds.includes(message.kind)) && (filter.since === void 0 || message.time >= filter.since) && (filter.until === void 0 || message.time <= filter.until) && (thread === void 0 || thread.has(message.id))
  );
}
function isBroadcastToRead(message) {
  return message.to.name === BROADCAST_NAME && readAcknowledgement(message) === void 0;
}
function sentToTakenOver(message, addresses = []) {
  return addresses.some((address) => message.to.name === address.name && message.time >= address.since);
}
function threadOf(messages, id) {
  const byId = new Map(messages.map((message) => [message.id, message]));
  let root = byId.get(id);
  if (!root) throw new UsageError(`No message with id ${JSON.stringify(id)} in the log`, { hint: "teamdoc log lists the ids." });
  const visited = /* @__PURE__ */ new Set();
  while (root.inReplyTo !== void 0 && byId.has(root.inReplyTo) && !visited.has(root.id)) {
    visited.add(root.id);
    root = byId.get(root.inReplyTo);
  }
  const replies = /* @__PURE__ */ new Map();
  for (const message of messages) {
    if (message.inReplyTo === void 0) continue;
    const list = replies.get(message.inReplyTo);
    if (list) list.push(message.id);
    else replies.set(message.inReplyTo, [message.id]);
  }
  const thread = /* @__PURE__ */ new Set();
  const queue = [root.id];
  while (queue.length > 0) {
    const next = queue.pop();
    if (thread.has(next)) continue;
    thread.add(next);
    queue.push(...replies.get(next) ?? []);
  }
  return thread;
}

// src/log/read/read-marks.ts
import { createHash, randomBytes } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
var MARK_FORMAT = 1;
function markPath(context, reader) {
  const key = createHash("sha256").update(`${reader.name}\0${reader.session ?? ""}`).digest("hex").slice(0, 32);
  return join(context.paths.readMarks, `${key}.json`);
}
function loadReadMark(context, reader) {
  try {
    const mark = JSON.parse(readFileSync(markPath(context, reader), "utf8"));
    if (mark.format !== MARK_FORMAT || mark.name !== reader.name || !Array.isArray(mark.seen)) return { tip: void 0, seen: [] };
    return { tip: typeof mark.tip === "string" ? mark.tip : void 0, seen: mark.seen };
  } catch {
    return { tip: void 0, seen: [] };
  }
}
async function unreadMessages(context, log, tip, all, reader) {
  const mark = loadReadMark(context, reader);
  const unseen = await unseenSince(context, log, mark, tip);
  const seen = new Set(mark.seen);
  const messages = filterMessages(all, readerFilter(all, reader.name)).filter((message) => unseen ? unseen.has(message.id) : !seen.has(message.id));
  return { reader, mark, tip, messages };
}
function markShown(context, unread, shown) {
  saveReadMark(
    context,
    unread.reader,
    unread.mark,
    unread.tip,
    shown.map((message) => message.id),
    shown.length === unread.messages.length
  );
}
async function unseenSince(context, log, mark, tip) {
  if (mark.tip === void 0 || tip === void 0) return void 0;
  const seen = new Set(mark.seen);
  if (mark.tip === tip) return /* @__PURE__ */ new Set();
  const reader = openReader(context);
  const changes = await changedFiles(context.cwd, mark.tip, tip, MESSAGES_DIR, reader).catch(() => void 0).finally(() => reader.close());
  if (!changes || changes.other.length > 0) return void 0;
  const added = changes.added.map((file) => basename(file.path, ".md")).map((id) => log.index.aliases[id] ?? id);
  return new Set(added.filter((id) => !seen.has(id)));
}
function saveReadMark(context, reader, mark, tip, shown, allUnreadShown) {
  const next = allUnreadShown ? { format: MARK_FORMAT, name: reader.name, session: reader.session, tip, seen: [] } : { format: MARK_FORMAT, name: reader.name, session: reader.session, tip: mark.tip, seen: [.../* @__PURE__ */ new Set([...mark.seen, ...shown])] };
  const path = markPath(context, reader);
  ensureDirectory(context.paths.readMarks);
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next)}
`);
  renameSync(temporary, path);
}

// src/pager.ts
import { spawn } from "node:child_process";
var NOT_FOUND = 127;
function pagerCommand(env) {
  const command = (env.TEAMDOC_PAGER ?? env.PAGER ?? "less").trim();
  return command === "" || command === "cat" ? void 0 : command;
}
async function writePaged(text, io, options) {
  const command = options.pager && io.stdout.isTTY ? pagerCommand(io.env) : void 0;
  if (command === void 0 || !await throughPager(command, text, io)) await writeChunks(io.stdout, [text]);
}
function throughPager(command, text, io) {
  return new Promise((resolve) => {
    const env = { ...io.env, LESS: io.env.LESS ?? "FRX", LV: io.env.LV ?? "-c" };
    const child = spawn("sh", ["-c", command], { cwd: io.cwd, env, stdio: ["pipe", "inherit", "inherit"] });
    child.on("error", () => resolve(false));
    child.on("close", (code) => resolve(code !== NOT_FOUND));
    child.stdin.on("error", () => void 0);
    child.stdin.end(text);
  });
}

// src/report/log-json.ts
var UNSAFE_IN_JSON = /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;
function renderLogJson(report) {
  const head = JSON.stringify({ ref: report.ref, tip: report.tip ?? null });
  const json = `${head.slice(0, -1)},"messages":${report.messagesJson},"problems":${JSON.stringify(report.problems)}}`;
  return `${json.replace(UNSAFE_IN_JSON, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)}
`;
}

// src/commands/log.ts
async function run(_operands, options, io) {
  if (options.unread && options.for === void 0) {
    throw new UsageError("--unread needs --for NAME: whose unread messages to list", {
      hint: "teamdoc log --unread --for eval lists what is new for `eval` since this session last looked."
    });
  }
  if (options.peek && !options.unread)
    throw new UsageError("--peek goes with --unread: it lists what is unread without marking it seen", { hint: "teamdoc log --unread --for eval --peek" });
  if (options.oneline && options.format !== "text")
    throw new UsageError(`--oneline is a way of printing text, not ${options.format}`, { hint: "Drop --format, or --oneline." });
  const now = currentTime(io.env);
  const filter = { from: options.from, to: options.to, for: options.for, kinds: options.kind, thread: options.thread };
  if (options.since !== void 0) filter.since = parseSince(options.since, now).toISOString();
  if (options.until !== void 0) filter.until = parseUntil(options.until, now).toISOString();
  const local = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  const context = await readableRef(local);
  const contents = await readLogContents(context);
  if (filter.thread !== void 0) filter.thread = resolveMessageIdIn(contents.log, context, filter.thread, { option: "--thread" });
  const ref = context.settings.ref;
  const source = await logSourceNote(local, context, contents.tip);
  if (source) io.stderr.write(`teamdoc: ${source}
`);
  const plain = Object.values(filter).every((value) => value === void 0 || Array.isArray(value) && value.length === 0);
  const whole = plain && !options.unread && options.maxCount === void 0 && !options.reverse;
  let output;
  if (options.format === "json" && whole) {
    output = renderLogJson({ ref, tip: contents.tip, messagesJson: contents.log.messagesJson(), problems: contents.problems });
  } else {
    const all = contents.log.messages();
    if (filter.for !== void 0) Object.assign(filter, readerFilter(all, filter.for));
    const unread = options.unread ? await unreadMessages(context, contents.log, contents.tip, all, { name: options.for, session: detectSession(io.env).session }) : void 0;
    let listed = filterMessages(unread?.messages ?? all, filter);
    if (options.maxCount !== void 0) listed = options.maxCount === 0 ? [] : listed.slice(-options.maxCount);
    if (options.format === "text" !== (options.reverse === true)) listed = [...listed].reverse();
    if (listed.length === 0 && options.format === "text") {
      output = "";
      io.stderr.write(`${emptyWords(unread?.reader, ref, contents.tip === void 0, all.length) ?? `No messages in ${ref}.`}
`);
    } else output = RENDERERS[options.format]({ listed, all, options, ref, contents, reader: unread?.reader, shownFor: shownForOf(filter) });
    if (unread && !options.peek) markShown(context, unread, listed);
  }
  if (output !== "") await writePaged(options.format === "markdown" && io.stdout.isTTY ? terminalSafe(output) : output, io, { pager: options.pager !== false });
  io.stderr.write(renderLogProblems(contents.problems));
  return contents.problems.length > 0 ? 1 : 0;
}
var RENDERERS = {
  text: ({ listed, all, options, ref, contents, shownFor }) => renderLogText(listed, ref, {
    links: handoffLinks(all),
    full: options.full,
    oneline: options.oneline ? shortestUniquePrefixes(
      contents.log.index.ids,
      listed.map((message) => message.id)
    ) : void 0,
    shownFor
  }),
  json: ({ listed, ref, contents }) => renderLogJson({ ref, tip: contents.tip, messagesJson: JSON.stringify(listed), problems: contents.problems }),
  markdown: ({ listed, all, ref }) => renderLogMarkdown(listed, ref, handoffLinks(all))
};
function shownForOf(filter) {
  if (filter.for === void 0) return void 0;
  return { name: filter.for, addresses: filter.takenOver ?? [], parentLine: filter.alsoFor ?? /* @__PURE__ */ new Set() };
}
function emptyWords(reader, ref, noLog, inLog) {
  const none = `this repository has no teamdoc log (${ref}) yet: nothing was recorded here, or this is not the repository the team works in`;
  if (reader) return noLog ? `No unread messages for ${reader.name}: ${none}.` : `No unread messages for ${reader.name}.`;
  if (noLog) return `No messages: ${none}.`;
  return inLog > 0 ? `No messages match (${ref} holds ${inLog}).` : void 0;
}
export {
  run
};
