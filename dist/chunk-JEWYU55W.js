import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readBodyInput
} from "./chunk-A7F3C5L6.js";
import {
  checkRecipientAtDoor,
  refuseForeignLogAtDoor
} from "./chunk-UX6B33FK.js";
import {
  parseEvidence
} from "./chunk-B5PREDUX.js";
import {
  writeAppendResult
} from "./chunk-5RUVZDZK.js";
import {
  cliProvenance,
  parseWaitSeconds,
  refuseMisshapenHeading
} from "./chunk-I2DU46KT.js";
import {
  resolveMessageId
} from "./chunk-HFIU72W2.js";
import {
  appendEntries
} from "./chunk-QDGJXKDJ.js";
import "./chunk-3QBPADAR.js";
import "./chunk-ZQQV3UUC.js";
import "./chunk-WG6KJXJU.js";
import "./chunk-FFV64UUG.js";
import {
  firstWriteNote,
  startedTheLog
} from "./chunk-FYJEYBCF.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-CBVSJC2K.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-QTQJYR6U.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-G74PUJJK.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-CG3PD4IQ.js";
import {
  logContext
} from "./chunk-7QEMD4I6.js";
import {
  resolveLogSettings
} from "./chunk-RADLN6OL.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-A3CHG45U.js";
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
} from "./chunk-RKJV6UGO.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/record.ts
async function run(_operands, rawOptions, io) {
  const options = rawOptions;
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
