import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  handedOffNote,
  readBodyInput
} from "./chunk-Z7SU7KUY.js";
import "./chunk-HRJAZWW7.js";
import {
  checkRecipientAtDoor,
  refuseForeignLogAtDoor,
  structuralAtDoor
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
  parseWaitSeconds,
  refuseMisshapenHeading
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
import "./chunk-TAIHJOSP.js";
import {
  firstWriteNote,
  startedTheLog
} from "./chunk-M4GGBS3N.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7RV3B5WP.js";
import "./chunk-BX3HMPZN.js";
import "./chunk-VWTZAPKV.js";
import "./chunk-NML54FI3.js";
import "./chunk-AOJ2GW5K.js";
import "./chunk-IOC56I7W.js";
import "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
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
  LOG_CONFIG_KEYS,
  logSettingsFrom
} from "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import {
  readConfigMatching
} from "./chunk-U5OUMOEA.js";
import "./chunk-ATHXWNGJ.js";
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
  const handedOff = structural || options.outsideTeam === true ? "" : handedOffNote(await structuralAtDoor(context), options.to);
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
  io.stderr.write(handedOff);
  return writeAppendResult(result, io);
}
export {
  run
};
