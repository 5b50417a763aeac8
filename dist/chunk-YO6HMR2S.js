import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  refuseForeignLogAtDoor
} from "./chunk-X7BZUJFP.js";
import {
  parseEvidence
} from "./chunk-4CZTNJF2.js";
import {
  writeAppendResult
} from "./chunk-VUCHDBUZ.js";
import {
  cliProvenance
} from "./chunk-KJCPS37T.js";
import "./chunk-JVBF3CJD.js";
import {
  parseWaitSeconds
} from "./chunk-IX7P5TI7.js";
import {
  resolveMessageId
} from "./chunk-5SXHVUEJ.js";
import {
  appendEntries
} from "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import "./chunk-X5L4AJCZ.js";
import {
  refuseSecretInName
} from "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7RV3B5WP.js";
import "./chunk-VWTZAPKV.js";
import "./chunk-NML54FI3.js";
import "./chunk-AOJ2GW5K.js";
import "./chunk-IOC56I7W.js";
import "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import {
  checkId
} from "./chunk-3EQMZZWS.js";
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
} from "./chunk-4NOR6AMR.js";
import {
  logContext
} from "./chunk-ZM5PFCRO.js";
import {
  resolveLogSettings
} from "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";
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
