import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  parseEvidence
} from "./chunk-FRIR6IZV.js";
import {
  findEntry
} from "./chunk-VVC3U5UQ.js";
import {
  writeAppendResult
} from "./chunk-VJUPFV3D.js";
import {
  appendEntries,
  refuseSecretInName
} from "./chunk-IYBYLRF4.js";
import "./chunk-3QBPADAR.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-E4G3OZPG.js";
import "./chunk-PJ2EKENW.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import {
  checkId
} from "./chunk-IYJMGLCB.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-76LLQM2O.js";
import {
  logContext
} from "./chunk-MBE4UG4B.js";
import {
  resolveLogSettings
} from "./chunk-QAZU3BCA.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-5DWDUXTL.js";
import "./chunk-OOEPGV76.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/deliver.ts
async function run(operands, rawOptions, io) {
  const options = rawOptions;
  const messageId = String(operands[0]);
  const evidence = (options.evidence ?? []).map(parseEvidence);
  const waitMs = parseWaitSeconds(options.wait);
  const [repo, settings] = await Promise.all([locateRepo(io.cwd), resolveLogSettings(io.cwd, { ref: options.ref }, io.env)]);
  refuseSecretInName("<message-id>", messageId);
  try {
    checkId(messageId, "message id");
  } catch (error) {
    throw new UsageError(`Unexpected ${error.message}`);
  }
  const message = await findEntry(logContext(repo, settings), messageId);
  if (message?.entry !== "message") {
    throw new UsageError(`No message with id ${JSON.stringify(messageId)} in ${settings.ref}`, { hint: "teamdoc log lists the ids; nothing was written." });
  }
  const session = detectSession(io.env);
  const result = await appendEntries(
    repo,
    [
      {
        entry: "delivery",
        id: options.id,
        message: message.id,
        state: options.state,
        detail: options.detail,
        evidence,
        provenance: cliProvenance(session, repo, {})
      }
    ],
    { settings, waitMs, env: io.env }
  );
  return writeAppendResult(result, io);
}
export {
  run
};
