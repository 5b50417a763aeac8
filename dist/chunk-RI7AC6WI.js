import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  MAX_ARGUMENT_BYTES,
  claudePermissionMode,
  handingSession
} from "./chunk-M6AHBNRR.js";
import {
  shortenPath
} from "./chunk-YVLVNX24.js";
import {
  handedOffNote,
  readBodyInput
} from "./chunk-Z7SU7KUY.js";
import "./chunk-HRJAZWW7.js";
import {
  parseEvidence
} from "./chunk-4CZTNJF2.js";
import {
  cliProvenance,
  partyOf
} from "./chunk-KJCPS37T.js";
import {
  renderAppendResult
} from "./chunk-JVBF3CJD.js";
import {
  parseWaitSeconds,
  refuseMisshapenHeading
} from "./chunk-IX7P5TI7.js";
import "./chunk-T2GCRFGV.js";
import {
  arrivalKey,
  removeQueuedNote,
  writeQueuedNote,
  writeSentNote
} from "./chunk-DAGUGS4C.js";
import {
  deliveryEventId,
  timeAfter
} from "./chunk-J76AYLB7.js";
import {
  appendEntries,
  newEntryId
} from "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import {
  hookStatePaths
} from "./chunk-Y2R454UV.js";
import {
  permissionClass
} from "./chunk-AFSCRH2H.js";
import {
  readLiveRecords
} from "./chunk-BM4JSQ7L.js";
import {
  encodeEnvelopeText,
  newNonce,
  wrapInEnvelope
} from "./chunk-G2R2KOYL.js";
import {
  findCodexRollout
} from "./chunk-QH6WZGRJ.js";
import {
  findClaudeTranscript
} from "./chunk-UOJLLWAC.js";
import {
  readSlice,
  readTail
} from "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import {
  isObject,
  objectAt,
  stringAt
} from "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  loadRepoTeamDoc
} from "./chunk-CKHU3PAM.js";
import "./chunk-VWTZAPKV.js";
import {
  chainOf
} from "./chunk-A3PGRPRT.js";
import {
  shellWord
} from "./chunk-P6QENKUQ.js";
import "./chunk-AOJ2GW5K.js";
import {
  snapshotOf
} from "./chunk-IOC56I7W.js";
import "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import {
  kindOfBody
} from "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
import "./chunk-CN746P7H.js";
import "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  gitCwd,
  logContext
} from "./chunk-ZM5PFCRO.js";
import {
  LOG_CONFIG_KEYS,
  logSettingsFrom
} from "./chunk-4EBUXWCC.js";
import {
  MESSAGE_KINDS,
  isOneOf
} from "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import {
  readConfigMatching
} from "./chunk-U5OUMOEA.js";
import {
  ExitCode,
  PendingCommitError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/report/send-text.ts
var VERBS = { sent: "sent to", delivered: "delivered to", held: "held by", refused: "refused by", expired: "expired at" };
function renderSent(result) {
  const { answer, recipient, route } = result;
  const where = route.kind === "claude-inbox" ? `Claude Code session ${route.session}` : `Codex thread ${route.thread.thread}`;
  let text = `teamdoc: ${VERBS[answer.state]} ${safe(recipient.name)} (${where}): ${safe(answer.detail)}
`;
  const hint = hintFor(result);
  if (hint !== void 0) text += `hint: ${hint}
`;
  text += renderAppendResult({ results: [result.redactions], committed: true }).stderr;
  return text;
}
function hintFor(result) {
  const name = shellWord(result.recipient.name);
  const id = result.id;
  switch (result.answer.answer) {
    case "held":
      return `${name} holds messages from senders of another permission class (bypass vs prompting) until its person approves them, or a mode or setting that accepts them applies. Ask its person to approve it there; teamdoc log --thread ${id} shows when it is released.`;
    case "refused":
    case "denied":
      return `${name} does not take messages from other sessions now (crossSessionInbound, or its person declined). It stays in the log: ${name} can read it with teamdoc log --for ${name}.`;
    case "expired":
      return `It was held and not approved in time. It stays in the log: ${name} can read it with teamdoc log --for ${name}.`;
    case "dropped":
      return `${name}'s inbox dropped it (too many messages at once, or the same text twice). Wait a little and send again if it is still needed.`;
    case "unreachable":
      return `${name} ended between the check and the delivery: open it again and send again (the message stays in the log as ${id}).`;
    case "queue failed":
      return `codex queue could not queue it; the message stays in the log as ${id}.`;
    case "not resumed":
      return `It waits in Codex's queue until the thread runs again: codex resume ${result.route.kind === "codex-queue" ? result.route.thread.thread : ""}`.trimEnd();
    default:
      return void 0;
  }
}
var safe = terminalSafeLine;

// src/send/answer.ts
function notDelivered(answer) {
  return answer.state === "held" || answer.state === "refused" || answer.state === "expired";
}

// src/send/send-message.ts
import { randomUUID } from "node:crypto";

// src/session/codex-permission-class.ts
var TAIL_BYTES = 1024 * 1024;
var FULL_ACCESS = /* @__PURE__ */ new Set(["danger-full-access", "disabled"]);
function codexPermissionClass(rollout) {
  const lines = readTail(rollout, TAIL_BYTES).split("\n");
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index];
    if (!line.includes('"turn_context"')) continue;
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObject(parsed) || parsed.type !== "turn_context") continue;
    const payload = objectAt(parsed, "payload");
    const approval = stringAt(payload, "approval_policy");
    const sandbox = stringAt(objectAt(payload, "sandbox_policy"), "type");
    if (approval === void 0 || sandbox === void 0) return void 0;
    return approval === "never" && FULL_ACCESS.has(sandbox) ? "bypass" : "prompting";
  }
  return void 0;
}

// src/send/claude-arrival.ts
var MAX_READ_BYTES = 8 << 20;
function transcriptWatcher(path, msgId) {
  if (path === void 0) return () => "none";
  let offset = readSlice(path, () => ({ offset: 0, length: 0 }))?.size ?? 0;
  let text = "";
  let queued = false;
  return (replyAddress) => {
    const slice = readSlice(path, (size) => ({ offset, length: Math.min(Math.max(0, size - offset), MAX_READ_BYTES) }));
    if (slice !== void 0) {
      offset += slice.read;
      text += slice.text;
    }
    if (text.length > MAX_READ_BYTES) text = text.slice(-MAX_READ_BYTES);
    if (text.includes(`"msg_id":"${msgId}"`)) return "delivered";
    if (replyAddress !== void 0 && text.includes(replyAddress)) queued = true;
    return queued ? "queued" : "none";
  };
}

// src/send/claude-inbox.ts
import { randomBytes } from "node:crypto";
import { chmodSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { basename, dirname, join } from "node:path";

// src/send/claude-frame.ts
var TAG = "cross-session-message";
function udsAddress(socketPath) {
  const encoded = socketPath.replace(
    /[^A-Za-z0-9:_/.\\-]/gu,
    (char) => Array.from(Buffer.from(char, "utf8"), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("")
  );
  return `uds:${encoded}`;
}
function wrapperName(name) {
  const cleaned = name.replace(/["<>]/g, "").replace(/[\p{Cf}\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/gu, "").trim();
  return [...cleaned].slice(0, 64).join("").trim();
}
function escapeWrappedBody(body) {
  return body.replace(new RegExp(`<(?!\\\\)(?=/\\s*${TAG})`, "giu"), "<\\");
}
function wrapMessage(frame) {
  const attributes = [];
  if (frame.replySocket !== void 0) attributes.push(`from="${udsAddress(frame.replySocket)}"`);
  const name = wrapperName(frame.fromName);
  if (name !== "") attributes.push(`from-name="${name}"`);
  if (frame.fromMode !== void 0) attributes.push(`from-mode="${frame.fromMode}"`);
  return `<${TAG}${attributes.length > 0 ? ` ${attributes.join(" ")}` : ""}>
${escapeWrappedBody(frame.body)}
</${TAG}>`;
}
function inboxLine(frame) {
  const line = {
    msgV: 1,
    msg_id: frame.msgId,
    type: "user",
    message: { role: "user", content: wrapMessage(frame) },
    priority: "next"
  };
  if (frame.replySocket !== void 0) line.from = udsAddress(frame.replySocket);
  return `${JSON.stringify(line)}
`;
}
var RECEIPT_STATUSES = /* @__PURE__ */ new Set(["held", "delivered", "refused", "denied", "expired", "dropped"]);
function readReceipt(line) {
  let parsed;
  try {
    parsed = JSON.parse(line);
  } catch {
    return void 0;
  }
  if (parsed === null || typeof parsed !== "object") return void 0;
  const record = parsed;
  if (record.type !== "control" || record.action !== "peer_message_status" || typeof record.status !== "string") return void 0;
  const status = record.status === "expired" && record.status_detail === "refused" ? "refused" : record.status;
  if (!RECEIPT_STATUSES.has(status)) return void 0;
  const text = (key) => typeof record[key] === "string" ? record[key] : void 0;
  return { status, msgId: text("orig_msg_id"), reason: text("reason"), dropReason: text("drop_reason") };
}

// src/send/claude-inbox.ts
var MAX_SOCKET_PATH_BYTES = 103;
var FINAL_RECEIPTS = /* @__PURE__ */ new Set(["delivered", "refused", "denied", "expired", "dropped"]);
async function deliverToInbox(delivery) {
  const receipts = [];
  const reply = await bindReplySocket(delivery.socket, (receipt) => {
    if (receipt.msgId !== delivery.frame.msgId) return;
    receipts.push(receipt);
    delivery.onReceipt?.(receipt);
  });
  try {
    const frame = { ...delivery.frame, replySocket: reply?.path };
    const replyAddress = reply && udsAddress(reply.path);
    delivery.beforeWrite?.(replyAddress);
    const written = await writeLine(delivery.socket, inboxLine(frame));
    if (written !== void 0) return { written: false, reason: written.message, code: written.code };
    const started = Date.now();
    let sign = "none";
    for (; ; ) {
      sign = delivery.transcriptSign?.(replyAddress) ?? "none";
      const last = receipts.at(-1);
      if (last !== void 0 && FINAL_RECEIPTS.has(last.status)) break;
      if (sign === "delivered" && !receipts.some((receipt) => receipt.status === "held")) break;
      if (Date.now() - started >= delivery.answerWaitMs) break;
      await pause(50);
    }
    return { written: true, receipts, sign, replySocket: reply?.path, waitedMs: Date.now() - started };
  } finally {
    reply?.close();
  }
}
async function bindReplySocket(receiverSocket, onReceipt) {
  const dir = dirname(receiverSocket);
  const unique = randomBytes(4).toString("hex");
  const path = [join(dir, `teamdoc-${process.pid}-${unique}.sock`), join(dir, `td${unique}.sock`)].find(
    (candidate) => Buffer.byteLength(candidate) <= MAX_SOCKET_PATH_BYTES && basename(candidate) !== basename(receiverSocket)
  );
  if (path === void 0) return void 0;
  const connections = /* @__PURE__ */ new Set();
  const server = createServer((connection) => {
    connections.add(connection);
    connection.setEncoding("utf8");
    let buffered = "";
    connection.on("data", (chunk) => {
      buffered += chunk;
      if (buffered.length > 1 << 20) connection.destroy();
      let end;
      while ((end = buffered.indexOf("\n")) !== -1) {
        const receipt = readReceipt(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        if (receipt) onReceipt(receipt);
      }
    });
    connection.on("end", () => {
      const receipt = buffered.trim() === "" ? void 0 : readReceipt(buffered);
      if (receipt) onReceipt(receipt);
      connection.end();
    });
    connection.on("error", () => connection.destroy());
    connection.on("close", () => connections.delete(connection));
  });
  const listening = await new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(path, () => resolve(true));
  });
  if (!listening) {
    server.close();
    return void 0;
  }
  try {
    chmodSync(path, 384);
  } catch {
  }
  server.unref();
  return {
    path,
    close() {
      for (const connection of connections) connection.destroy();
      server.close();
      rmSync(path, { force: true });
    }
  };
}
function writeLine(socket, line) {
  return new Promise((resolve) => {
    const connection = createConnection({ path: socket });
    let failed;
    connection.setTimeout(5e3, () => {
      failed = Object.assign(new Error(`no answer from ${socket} within 5 s`), { code: "ETIMEDOUT" });
      connection.destroy();
    });
    connection.on("error", (error) => {
      failed = error;
    });
    connection.on("connect", () => connection.end(line));
    connection.on("close", () => resolve(failed));
  });
}
function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// src/send/deliver-claude.ts
async function deliverToClaude(delivery) {
  const outcome = await deliverToInbox({
    socket: delivery.socket,
    frame: { msgId: delivery.msgId, fromName: delivery.fromName, fromMode: delivery.fromMode, body: delivery.text },
    answerWaitMs: delivery.answerWaitMs,
    transcriptSign: transcriptWatcher(delivery.transcript, delivery.msgId),
    beforeWrite: delivery.beforeWrite
  });
  if (!outcome.written) {
    return {
      answer: "unreachable",
      state: "refused",
      detail: `unreachable: its inbox socket could not be written (${outcome.code ?? outcome.reason}); the session may have just exited`
    };
  }
  const last = outcome.receipts.at(-1);
  const held = outcome.receipts.some((receipt) => receipt.status === "held");
  if (last !== void 0 && last.status !== "held") return answerOf(last, held, delivery.session);
  if (outcome.sign === "delivered") {
    return {
      answer: "arrived",
      state: "delivered",
      detail: `arrived: the session's transcript holds it in a turn (msg_id ${delivery.msgId})`,
      receiverSession: delivery.session
    };
  }
  if (held) return { answer: "held", state: "held", detail: `held: Claude Code's receipt: ${last.reason ?? "held for the recipient user\u2019s approval"}` };
  if (outcome.sign === "queued")
    return {
      answer: "accepted",
      state: "sent",
      detail: "accepted: in the session\u2019s queue (Claude Code sends no receipt for an accepted message); its turn has not shown it yet"
    };
  const reply = outcome.replySocket === void 0 ? " (no socket could be bound beside its own, so no receipt could come back)" : "";
  return {
    answer: "no answer",
    state: "sent",
    detail: `no answer: written to its inbox; nothing came back in ${Math.round(outcome.waitedMs / 100) / 10} s${reply}`
  };
}
function answerOf(receipt, wasHeld, session) {
  const words = receipt.reason === void 0 ? "" : `: ${receipt.reason}`;
  switch (receipt.status) {
    case "delivered":
      return {
        answer: "released",
        state: "delivered",
        detail: `released${wasHeld ? " after being held" : ""}: Claude Code's receipt${words}`,
        receiverSession: session
      };
    case "expired":
      return { answer: "expired", state: "expired", detail: `expired: Claude Code's receipt${words}` };
    case "denied":
      return { answer: "denied", state: "refused", detail: `denied: Claude Code's receipt${words}` };
    case "dropped":
      return { answer: "dropped", state: "refused", detail: `dropped (${receipt.dropReason ?? "no reason given"}): Claude Code's receipt${words}` };
    default:
      return { answer: "refused", state: "refused", detail: `refused: Claude Code's receipt${words}` };
  }
}

// src/send/deliver-codex.ts
import { spawn } from "node:child_process";
var OPTION = "--message=";
var MAX_QUEUED_TEXT_BYTES = MAX_ARGUMENT_BYTES - OPTION.length;
var QUEUED = /^Queued message (\S+) for thread (\S+)\.\s*$/m;
var NOT_RESUMED = /^Warning: message was queued, but could not resume thread \S+: (.*)$/m;
async function deliverToCodex(delivery) {
  const args = ["queue", "--thread", delivery.thread, `${OPTION}${delivery.text}`, ...delivery.resume ? ["--resume"] : []];
  const result = await run("codex", args, delivery.cwd, delivery.env);
  const queued = QUEUED.exec(result.stdout);
  if (result.code !== 0 || queued === null) {
    const why = result.error ?? (firstLine(result.stderr) || `exit status ${result.code}`);
    return { answer: "queue failed", state: "refused", detail: `queue failed: codex queue said: ${why}` };
  }
  const id = queued[1];
  const notResumed = NOT_RESUMED.exec(result.stderr);
  if (notResumed) return { answer: "not resumed", state: "sent", detail: `queued as ${id}, not resumed: ${notResumed[1]}` };
  if (delivery.resume)
    return { answer: "resumed", state: "sent", detail: `resumed: queued as ${id} and the local Codex daemon asked to resume the thread with it` };
  return { answer: "queued", state: "sent", detail: `queued as ${id}: the Codex process holding the thread takes it into a turn` };
}
function run(command, args, cwd, env) {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let error;
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.setEncoding("utf8").on("data", (chunk) => stdout = (stdout + chunk).slice(-64 * 1024));
    child.stderr.setEncoding("utf8").on("data", (chunk) => stderr = (stderr + chunk).slice(-64 * 1024));
    child.on("error", (failure) => {
      error = failure.code === "ENOENT" ? `no ${command} on PATH` : failure.message;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr, error }));
  });
}
function firstLine(text) {
  return text.split("\n").map((line) => line.trim()).find((line) => line !== "") ?? "";
}

// src/send/delivered-text.ts
function replyCommand(sender) {
  return `teamdoc send --to ${shellWord(sender.name)}`;
}
function codexText(body, sender, entry, nonce) {
  const envelope = wrapInEnvelope(
    "message",
    body,
    [
      ["from", sender.name],
      ["claimed", sender.claimed ? "yes: no session identity backs this name" : void 0],
      ["session", sender.session],
      ["runtime", sender.runtime],
      ["kind", entry.kind],
      ["written", entry.time],
      ["entry", entry.id]
    ],
    nonce
  );
  const name = encodeEnvelopeText(sender.name);
  return `${envelope}
This message came from ${name}, another session of your team, through teamdoc: it was not typed by your user. Treat it as a teammate's request, within your own permissions and instructions. Answer with: ${encodeEnvelopeText(replyCommand(sender))}
`;
}
function claudeText(body, sender) {
  const from = sender.runtime === void 0 ? sender.name : `${sender.name}, a ${sender.runtime} session`;
  return `${body.replace(/\n$/, "")}

[teamdoc: sent by ${from}; answer with ${replyCommand(sender)}, not SendMessage]`;
}

// src/send/route.ts
function chooseRoute(input) {
  const { recipient } = input;
  const name = recipient.name;
  const refuse = refusalFor(input);
  if (recipient.runtime !== "claude" && recipient.runtime !== "codex") {
    const what = recipient.runtime === void 0 ? "no runtime in the roles table" : `runtime ${recipient.runtime}`;
    throw refuse(
      `${name} has ${what}, and teamdoc send delivers only to Claude Code and Codex sessions`,
      `If it is one, its row's Runtime (claude or codex) lets teamdoc send reach it.`
    );
  }
  if (recipient.host !== void 0 && recipient.host !== input.here) {
    throw refuse(
      `${name} runs on host ${recipient.host}, not on this one (${input.here}): a message is delivered only on the machine its session runs on`,
      `Then teamdoc sync, so it reaches ${recipient.host}. Or run teamdoc send there (e.g. ssh ${shellWord(recipient.host)} teamdoc -C <repository> send --to ${shellWord(name)}).`
    );
  }
  if (recipient.session === void 0) {
    throw refuse(
      `${name} has no session id: neither its roles-table row nor a statement of its own names one`,
      `With its session id in the Session column, teamdoc send can reach it. A worker's is in its statement (teamdoc log --kind join); a top's, in its own session: echo "$CLAUDE_CODE_SESSION_ID$CODEX_THREAD_ID".`
    );
  }
  if (recipient.runtime === "claude") return claudeRoute(input, recipient.session);
  return codexRoute(input, recipient.session);
}
function claudeRoute(input, session) {
  const name = input.recipient.name;
  const refuse = refusalFor(input);
  if (input.senderRuntime === "claude") {
    throw refusal(
      `${name} is a Claude Code session, and so is this one: Claude Code sessions message each other with SendMessage`,
      `Use SendMessage(to: "${name}", \u2026) in this session; the teamdoc plugin's hooks record it in the log.`
    );
  }
  const entries = input.live.claude.filter((entry) => entry.session === session);
  const live = entries.find((entry) => entry.liveness === "alive");
  if (live === void 0) {
    const other = entries.find((entry) => entry.liveness === "unknown");
    if (other !== void 0)
      throw refuse(
        `${name}'s registry entry (pid ${other.pid}) belongs to another machine or pid namespace, where this process cannot reach it`,
        `Or run teamdoc send where ${name} runs.`
      );
    const state = input.live.stateOf({ runtime: "claude", session, host: void 0 });
    throw refuse(
      `${name} (Claude Code session ${session}) is not running on this machine (${state.detail})`,
      `Do not start it yourself: the person may open it (${state.open?.command ?? "claude --resume <its session id>"}${input.recipient.worktree ? ` in ${input.recipient.worktree}` : ""}) if ${name} should read it sooner, and then teamdoc send reaches it.`
    );
  }
  if (live.socket === void 0) {
    throw refuse(
      `${name} (Claude Code session ${session}, pid ${live.pid}) has no inbox: it runs without cross-session messaging (a bare or -p session without one)`,
      `The person may restart it with messaging on; then teamdoc send reaches it.`
    );
  }
  return { kind: "claude-inbox", session, socket: live.socket, pid: live.pid, entry: live };
}
function codexRoute(input, thread) {
  const name = input.recipient.name;
  const refuse = refusalFor(input);
  const found = input.live.codex.get(thread);
  if (found === void 0) {
    throw refuse(
      `Codex on this machine has no thread ${thread} (the session id in ${name}'s row): it ran elsewhere, under another id, or not at all`,
      `If it runs on another machine, the Host in its row names it, and teamdoc send runs there.`
    );
  }
  const resume = `codex resume ${thread}${found.cwd ? ` (in ${found.cwd})` : ""}`;
  switch (found.writer.kind) {
    case "exec":
      throw refuse(
        `${name} is in the middle of a one-shot codex exec run (pid ${found.writer.pid}), and Codex 0.169 drops a message queued during such a run`,
        `Or send again when the run has ended (the local Codex daemon then resumes the thread with it).`
      );
    case "none":
      if (!input.codexDaemon) {
        throw refuse(
          `${name} (Codex thread ${thread}) is not running: no process holds the thread, and no local Codex daemon runs to resume it`,
          `Do not start it yourself: the person may start the daemon (codex app-server daemon start) or open the thread (${resume}), and then teamdoc send reaches it.`
        );
      }
      if (input.recipient.status !== void 0 && !WORKING.has(input.recipient.status)) {
        throw refuse(
          `${name} (Codex thread ${thread}) is not running, and its row says ${input.recipient.status}: sending would start it again`,
          `If it should work again, its parent sets its Status to active in the roles table, and then teamdoc send reaches it.`
        );
      }
      return { kind: "codex-queue", thread: found, resume: true };
    default:
      return { kind: "codex-queue", thread: found, resume: false };
  }
}
var WORKING = /* @__PURE__ */ new Set(["active", "idle", "starting"]);
function refusal(message, hint) {
  return new UsageError(`not sent: ${message}`, { hint: `Nothing was written or sent. ${hint}` });
}
function refusalFor(input) {
  const name = input.recipient.name;
  return (message, otherwise) => refusal(message, `Record it instead, for ${name} to read with teamdoc log --unread --for ${shellWord(name)}: ${input.recordInstead}. ${otherwise}`);
}

// src/send/send-message.ts
async function sendMessage(request, context) {
  const identity = detectSession(context.env);
  const recipient = recipientOf(context.chain, request.to);
  const handing = handingSession({ identity, from: request.from, chain: context.chain, env: context.env, command: "send" });
  const sender = { name: handing.name, session: handing.session, runtime: handing.runtime, claimed: handing.claimed };
  const kind = kindOf(request);
  const body = request.body.toString("utf8");
  if (body.trim() === "")
    throw new UsageError("Unexpected empty body, expected the message to send", {
      hint: "Pipe the message on stdin or give --body-file; nothing was written or sent."
    });
  const live = await readLiveRecords(context.env, identity.host, [recipient]);
  const route = chooseRoute({
    recipient,
    senderRuntime: identity.runtime,
    here: identity.host,
    live,
    codexDaemon: live.codexDaemon !== void 0,
    recordInstead: `teamdoc record --from ${shellWord(sender.name)} --to ${shellWord(recipient.name)} --kind ${kind} --body-file ${request.bodySource === "<stdin>" ? "-, with the same body on stdin" : shellWord(request.bodySource)}`
  });
  const id = newEntryId(context.now.getTime());
  const time = context.now.toISOString();
  const msgId = route.kind === "claude-inbox" ? randomUUID() : void 0;
  const nonce = newNonce();
  const text = route.kind === "claude-inbox" ? claudeText(body, sender) : codexText(body, sender, { id, time, kind }, nonce);
  if (route.kind === "codex-queue" && Buffer.byteLength(text) > MAX_QUEUED_TEXT_BYTES) {
    throw new UsageError(
      `Unexpected message of ${Buffer.byteLength(text)} bytes for codex queue, expected at most ${MAX_QUEUED_TEXT_BYTES}: it is passed as one command-line argument`,
      {
        hint: `Nothing was written or sent. Put the bulk in a file ${recipient.name} can read, and send its path.`
      }
    );
  }
  const provenance = cliProvenance(identity, context.repo, { from: sender.name, to: recipient.name });
  const message = {
    id,
    time,
    kind,
    from: partyOf(sender.name, { session: sender.session, runtime: sender.runtime, host: identity.host, worktree: context.repo.worktree }),
    to: partyOf(recipient.name, { session: recipient.session, runtime: recipient.runtime, host: recipient.host }),
    inReplyTo: request.inReplyTo,
    evidence: request.evidence,
    provenance,
    body: request.body,
    bodySource: request.bodySource,
    ...msgId === void 0 ? {} : { nativeId: msgId, nativeRuntime: "claude" }
  };
  const sending = {
    entry: "delivery",
    id: `${id}.sending`,
    message: id,
    time,
    state: "unknown",
    detail: `sending: ${routeWords(route)}; no answer recorded yet`,
    provenance
  };
  const recorded = await append(context, [message, sending]);
  const paths = hookStatePaths(context.repo.commonDir);
  let answer;
  let evidence;
  if (route.kind === "claude-inbox") {
    const transcript = findClaudeTranscript(context.env, route.session);
    answer = await deliverToClaude({
      socket: route.socket,
      session: route.session,
      transcript,
      msgId,
      fromName: sender.name,
      fromMode: senderClass(identity, context.env),
      text,
      answerWaitMs: request.answerWaitMs,
      beforeWrite: (address) => {
        if (address !== void 0) writeSentNote(paths, { key: arrivalKey(address, text), message: id, nativeId: msgId, senderSession: sender.session, time });
      }
    });
    evidence = answer.state === "delivered" && transcript !== void 0 ? [{ path: shortenPath(transcript, context.env.HOME) }] : [];
  } else {
    const note = { thread: route.thread.thread, nonce, message: id, time };
    const file = writeQueuedNote(paths, note);
    answer = await deliverToCodex({ thread: route.thread.thread, text, resume: route.resume, cwd: context.cwd, env: context.env });
    if (answer.state === "refused") removeQueuedNote(paths, { ...note, file });
    evidence = [{ command: `codex queue --thread ${route.thread.thread}${route.resume ? " --resume" : ""}` }];
  }
  const outcome = {
    entry: "delivery",
    id: deliveryEventId(id, answer.state, answer.state === "delivered" ? answer.receiverSession : void 0),
    message: id,
    // A plain `sent` carries the message's time (after `sending` by its id), as the hooks' `sent` does: the
    // recipient's `delivered`, never dated before the message + 1 ms whatever its clock says, stays the state.
    time: answer.state === "sent" ? time : timeAfter(time, currentTime(context.env)),
    state: answer.state,
    detail: answer.detail,
    evidence,
    provenance
  };
  const answered = await append(context, [outcome]);
  return {
    id,
    recipient,
    sender,
    route,
    answer,
    committed: recorded.committed && answered.committed,
    pendingReason: recorded.pendingReason ?? answered.pendingReason,
    redactions: recorded.results[0]
  };
}
function recipientOf(chain, to) {
  const session = chain.resolveName(to);
  if (session !== void 0)
    return {
      name: session.name,
      runtime: session.runtime,
      session: session.session,
      host: session.host,
      worktree: session.worktree,
      status: session.role?.status
    };
  const names = [...new Set(chain.sessions.flatMap((known) => [known.name, ...known.formerNames]))];
  const near = closest(to, names);
  throw new UsageError(
    `not sent: no session named ${JSON.stringify(to)} in the roles table or the log's statements${near === void 0 ? "" : `; did you mean ${JSON.stringify(near)}?`}`,
    {
      hint: `Nothing was written or sent. ${names.length === 0 ? "The team doc lists no sessions yet: add the recipient to its roles table." : `The sessions are: ${names.join(", ")}.`}`
    }
  );
}
function kindOf(request) {
  if (request.kind !== void 0) {
    if (!isOneOf(MESSAGE_KINDS, request.kind))
      throw new UsageError(`Unexpected --kind ${JSON.stringify(request.kind)}, expected one of ${MESSAGE_KINDS.join(", ")}`);
    return request.kind;
  }
  return kindOfBody(request.body.toString("utf8"));
}
function senderClass(identity, env) {
  if (identity.session === void 0) return void 0;
  if (identity.runtime === "claude") {
    const mode = claudePermissionMode(identity.session, env);
    return mode === void 0 ? void 0 : permissionClass(mode);
  }
  if (identity.runtime === "codex") {
    const rollout = findCodexRollout(env, identity.session);
    return rollout === void 0 ? void 0 : codexPermissionClass(rollout);
  }
  return void 0;
}
function routeWords(route) {
  return route.kind === "claude-inbox" ? `through the inbox socket of Claude Code session ${route.session} (pid ${route.pid ?? "unknown"})` : `with codex queue into Codex thread ${route.thread.thread}${route.resume ? ", resuming it on the local daemon" : ""}`;
}
async function append(context, entries) {
  return appendEntries(context.repo, entries, { settings: context.settings, waitMs: context.waitMs, env: context.env });
}

// src/commands/send.ts
var DEFAULT_ANSWER_WAIT_MS = 5e3;
async function run2(_operands, options, io) {
  const evidence = (options.evidence ?? []).map(parseEvidence);
  const waitMs = parseWaitSeconds(options.wait);
  const answerWaitMs = parseAnswerWait(options.answerWait);
  const repo = await locateRepo(io.cwd);
  const config = await readConfigMatching(gitCwd(repo), LOG_CONFIG_KEYS);
  const settings = logSettingsFrom(config, { ref: options.ref, maxBodyBytes: options.maxBodyBytes }, io.env);
  const body = await readBodyInput(io, options.bodyFile, settings.maxBodyBytes);
  refuseMisshapenHeading(body.bytes);
  const now = currentTime(io.env);
  const doc = await loadRepoTeamDoc(io.cwd, repo);
  const { snapshot } = await snapshotOf({ branch: settings.ref, context: logContext(repo, settings) });
  const result = await sendMessage(
    { to: options.to, from: options.from, kind: options.kind, body: body.bytes, bodySource: body.source, inReplyTo: options.inReplyTo, evidence, answerWaitMs },
    { repo, settings, chain: chainOf(doc?.doc, snapshot.digest.structural), env: io.env, cwd: io.cwd, now, waitMs }
  );
  io.stdout.write(`${result.id}
`);
  io.stderr.write(renderSent(result));
  io.stderr.write(handedOffNote(snapshot.digest.structural, options.to));
  if (!result.committed) {
    throw new PendingCommitError(
      `${result.id} is ${result.answer.state === "sent" || result.answer.state === "delivered" ? "delivered" : "answered"} and durable on disk, but not committed to the log yet: ${result.pendingReason ?? "the commit could not be made"}`,
      {
        hint: "Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits it."
      }
    );
  }
  return notDelivered(result.answer) ? ExitCode.findings : ExitCode.ok;
}
function parseAnswerWait(text) {
  if (text === void 0) return DEFAULT_ANSWER_WAIT_MS;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) {
    throw new UsageError(`Unexpected --answer-wait ${JSON.stringify(text)}, expected a number of seconds from 0 to 3600`);
  }
  return Math.round(seconds * 1e3);
}
export {
  run2 as run
};
