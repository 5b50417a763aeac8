import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  refuseForeignLogAtDoor
} from "./chunk-LPNJ6MGA.js";
import {
  parseEvidence
} from "./chunk-UFUIRVL4.js";
import {
  writeAppendResult
} from "./chunk-CFLG3T5U.js";
import {
  cliProvenance
} from "./chunk-KJCPS37T.js";
import "./chunk-JVBF3CJD.js";
import {
  parseWaitSeconds
} from "./chunk-FGU4EZ6U.js";
import {
  resolveMessageId
} from "./chunk-LKGH7A5N.js";
import {
  appendEntries
} from "./chunk-AE2MRNDX.js";
import "./chunk-3QBPADAR.js";
import "./chunk-DPB3LJP3.js";
import "./chunk-6PFRBXPB.js";
import {
  refuseSecretInName
} from "./chunk-IAIGJD2I.js";
import "./chunk-H4HRG3MY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-6UHD7IM3.js";
import "./chunk-QA6O4GUP.js";
import "./chunk-ALIXES7M.js";
import "./chunk-U3NVAJGK.js";
import "./chunk-6PYLCW3X.js";
import "./chunk-DYX4CMJA.js";
import "./chunk-JTDR2SOG.js";
import {
  checkId
} from "./chunk-WZAH6YCX.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-FZPP6TPT.js";
import {
  logContext
} from "./chunk-DWOX33JF.js";
import {
  resolveLogSettings
} from "./chunk-OMQ56U7D.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/deliver.ts
async function run(operands, options, io) {
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
  const context = logContext(repo, settings);
  await refuseForeignLogAtDoor(context);
  const message = await resolveMessageId(context, messageId, { option: "message id" });
  const session = detectSession(io.env);
  const result = await appendEntries(
    repo,
    [
      {
        entry: "delivery",
        id: options.id,
        message,
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
