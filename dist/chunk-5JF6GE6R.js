import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readBodyInput
} from "./chunk-A7F3C5L6.js";
import {
  checkRecipientAtDoor,
  refuseForeignLogAtDoor
} from "./chunk-QA7ADLP4.js";
import {
  parseEvidence
} from "./chunk-2BW3V2CY.js";
import {
  writeAppendResult
} from "./chunk-5RUVZDZK.js";
import {
  cliProvenance,
  parseWaitSeconds,
  refuseMisshapenHeading
} from "./chunk-PPX63OHF.js";
import {
  resolveMessageId
} from "./chunk-YEYOGBGB.js";
import {
  appendEntries
} from "./chunk-KX7QCRYM.js";
import "./chunk-3QBPADAR.js";
import "./chunk-F6W6LUKD.js";
import "./chunk-AJRVTMAO.js";
import "./chunk-FFV64UUG.js";
import {
  firstWriteNote,
  startedTheLog
} from "./chunk-7FAMXVM2.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-7YH2MJLW.js";
import "./chunk-AO4QOEQS.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-4PZ3LT5F.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-KOMPYU52.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-ADRH5BZS.js";
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
import {
  logContext
} from "./chunk-IZ5ITI7Z.js";
import {
  resolveLogSettings
} from "./chunk-6GB3656E.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-W4PXHZRR.js";
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
