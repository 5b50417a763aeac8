import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readBodyInput
} from "./chunk-BZPUSMR2.js";
import {
  checkRecipientAtDoor,
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
  parseWaitSeconds,
  refuseMisshapenHeading
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
import "./chunk-IAIGJD2I.js";
import {
  firstWriteNote,
  startedTheLog
} from "./chunk-H4HRG3MY.js";
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
import "./chunk-WZAH6YCX.js";
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
  LOG_CONFIG_KEYS,
  logSettingsFrom
} from "./chunk-OMQ56U7D.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import {
  readConfigMatching
} from "./chunk-ASDB5VRR.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/record.ts
async function run(_operands, options, io) {
  const evidence = (options.evidence ?? []).map(parseEvidence);
  const waitMs = parseWaitSeconds(options.wait);
  const [repo, config] = await Promise.all([locateRepo(io.cwd), readConfigMatching(io.cwd, LOG_CONFIG_KEYS)]);
  const settings = logSettingsFrom(config, { ref: options.ref, maxBodyBytes: options.maxBodyBytes }, io.env);
  const body = await readBodyInput(io, options.bodyFile, settings.maxBodyBytes);
  refuseMisshapenHeading(body.bytes);
  const context = logContext(repo, settings);
  await refuseForeignLogAtDoor(context);
  const inReplyTo = options.inReplyTo === void 0 ? void 0 : await resolveMessageId(context, options.inReplyTo, { option: "--in-reply-to" });
  const structural = options.kind === "join" || options.kind === "handoff";
  if (!structural) await checkRecipientAtDoor(io.cwd, repo, context, config, options.to, options.outsideTeam === true);
  const session = detectSession(io.env);
  const firstWrite = await firstWriteNote(context);
  const result = await appendEntries(
    repo,
    [
      {
        kind: options.kind,
        from: { name: options.from },
        to: { name: options.to },
        ...options.outsideTeam === true ? { outsideTeam: true } : {},
        id: options.id,
        inReplyTo,
        nativeId: options.nativeId,
        nativeRuntime: options.nativeId === void 0 ? options.nativeRuntime : options.nativeRuntime ?? session.runtime,
        evidence,
        provenance: cliProvenance(session, repo, { from: options.from, to: options.to }),
        body: body.bytes,
        bodySource: body.source
      }
    ],
    { settings, waitMs, env: io.env }
  );
  if (firstWrite && await startedTheLog(context, result.commit)) io.stderr.write(`teamdoc: ${firstWrite}
`);
  return writeAppendResult(result, io);
}
export {
  run
};
