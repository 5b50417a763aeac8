import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readBodyInput
} from "./chunk-BZPUSMR2.js";
import {
  checkRecipientAtDoor,
  refuseForeignLogAtDoor
} from "./chunk-WTQTBQB2.js";
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
} from "./chunk-NQQYWX2H.js";
import {
  resolveMessageId
} from "./chunk-RBEVZSUP.js";
import {
  appendEntries
} from "./chunk-URJPSLON.js";
import "./chunk-3QBPADAR.js";
import "./chunk-COR7QARU.js";
import "./chunk-FFIEVQUF.js";
import "./chunk-IAIGJD2I.js";
import {
  firstWriteNote,
  startedTheLog
} from "./chunk-VW37W2TT.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-O6C5BW2J.js";
import "./chunk-MLXI2VJS.js";
import "./chunk-KRYSR3Y7.js";
import "./chunk-6PYLCW3X.js";
import "./chunk-DXOKHFGW.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-MXVLE6CJ.js";
import {
  logContext
} from "./chunk-DOLTC6B7.js";
import {
  resolveLogSettings
} from "./chunk-QDT6LRH4.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-7YH2MJLW.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-TQ7PLOB7.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/record.ts
async function run(_operands, options, io) {
  const evidence = (options.evidence ?? []).map(parseEvidence);
  const waitMs = parseWaitSeconds(options.wait);
  const [repo, settings] = await Promise.all([
    locateRepo(io.cwd),
    resolveLogSettings(io.cwd, { ref: options.ref, maxBodyBytes: options.maxBodyBytes }, io.env)
  ]);
  const body = await readBodyInput(io, options.bodyFile, settings.maxBodyBytes);
  refuseMisshapenHeading(body.bytes);
  const context = logContext(repo, settings);
  await refuseForeignLogAtDoor(context);
  const inReplyTo = options.inReplyTo === void 0 ? void 0 : await resolveMessageId(context, options.inReplyTo, { option: "--in-reply-to" });
  const structural = options.kind === "join" || options.kind === "handoff";
  if (!structural) await checkRecipientAtDoor(io.cwd, repo, context, options.to, options.outsideTeam === true);
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
