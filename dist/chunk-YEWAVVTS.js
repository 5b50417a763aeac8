import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  handoffLinks,
  renderLogMarkdown,
  renderLogText
} from "./chunk-DJKN3UWR.js";
import {
  parseSince
} from "./chunk-BHQ3IS27.js";
import {
  renderLogProblems
} from "./chunk-YKWGT6SH.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import {
  terminalSafe
} from "./chunk-BX3HMPZN.js";
import "./chunk-XWATY24Z.js";
import {
  readLogContents
} from "./chunk-CEEWVSCZ.js";
import "./chunk-IYJMGLCB.js";
import {
  locateRepo
} from "./chunk-76LLQM2O.js";
import {
  openLog
} from "./chunk-MBE4UG4B.js";
import "./chunk-QAZU3BCA.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-5DWDUXTL.js";
import "./chunk-OOEPGV76.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
import {
  BROADCAST_NAME
} from "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";

// src/log/filter.ts
function filterMessages(messages, filter) {
  const thread = filter.thread === void 0 ? void 0 : threadOf(messages, filter.thread);
  return messages.filter(
    (message) => (filter.from === void 0 || message.from.name === filter.from) && (filter.to === void 0 || message.to.name === filter.to) && (filter.for === void 0 || message.to.name === filter.for || message.to.name === BROADCAST_NAME) && (filter.kinds === void 0 || filter.kinds.length === 0 || filter.kinds.includes(message.kind)) && (filter.since === void 0 || message.time >= filter.since) && (thread === void 0 || thread.has(message.id))
  );
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

// src/report/log-json.ts
var UNSAFE_IN_JSON = /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;
function renderLogJson(report) {
  const head = JSON.stringify({ ref: report.ref, tip: report.tip ?? null });
  const json = `${head.slice(0, -1)},"messages":${report.messagesJson},"problems":${JSON.stringify(report.problems)}}`;
  return `${json.replace(UNSAFE_IN_JSON, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)}
`;
}

// src/commands/log.ts
async function run(_operands, rawOptions, io) {
  const options = rawOptions;
  const filter = { from: options.from, to: options.to, for: options.for, kinds: options.kind, thread: options.thread };
  if (options.since !== void 0) filter.since = parseSince(options.since, currentTime(io.env)).toISOString();
  const context = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  const contents = await readLogContents(context);
  const ref = context.settings.ref;
  const unfiltered = Object.values(filter).every((value) => value === void 0 || Array.isArray(value) && value.length === 0);
  const messagesJson = () => unfiltered ? contents.log.messagesJson() : JSON.stringify(filterMessages(contents.log.messages(), filter));
  const shown = () => {
    const all = contents.log.messages();
    return { messages: filterMessages(all, filter), links: handoffLinks(all) };
  };
  if (options.format === "json") {
    io.stdout.write(renderLogJson({ ref, tip: contents.tip, messagesJson: messagesJson(), problems: contents.problems }));
  } else if (options.format === "markdown") {
    const { messages, links } = shown();
    const markdown = renderLogMarkdown(messages, ref, links);
    io.stdout.write(io.stdout.isTTY ? terminalSafe(markdown) : markdown);
  } else {
    const { messages, links } = shown();
    io.stdout.write(renderLogText(messages, ref, links));
  }
  io.stderr.write(renderLogProblems(contents.problems));
  return contents.problems.length > 0 ? 1 : 0;
}
export {
  run
};
