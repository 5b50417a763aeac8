import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readBodyInput
} from "./chunk-A7F3C5L6.js";
import {
  checkRecipientAtDoor,
  refuseForeignLogAtDoor
} from "./chunk-45WZMCYY.js";
import {
  parseEvidence
} from "./chunk-B5PREDUX.js";
import {
  writeAppendResult
} from "./chunk-5RUVZDZK.js";
import {
  resolveMessageId
} from "./chunk-3Q5IJWYI.js";
import {
  cliProvenance,
  parseWaitSeconds,
  refuseMisshapenHeading
} from "./chunk-I2DU46KT.js";
import "./chunk-CJBLNT6G.js";
import {
  appendEntries
} from "./chunk-JEVHLHDK.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-SOTPJV47.js";
import {
  firstWriteNote
} from "./chunk-22C76ATV.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-CBVSJC2K.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-4R6IZ74O.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-EUPD7PPZ.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-QH6BTITB.js";
import {
  logContext
} from "./chunk-6GUKWOIV.js";
import {
  LOG_CONFIG_KEYS,
  logSettingsFrom
} from "./chunk-JBUZFEE5.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-BQD5663L.js";
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
} from "./chunk-CGZ56QP6.js";
import "./chunk-N3PY6A4L.js";
import {
  readConfigMatching
} from "./chunk-KEWBWIHM.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/record.ts
async function run(_operands, rawOptions, io) {
  const options = rawOptions;
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
  if (firstWrite) io.stderr.write(`teamdoc: ${firstWrite}
`);
  return writeAppendResult(result, io);
}
export {
  run
};
