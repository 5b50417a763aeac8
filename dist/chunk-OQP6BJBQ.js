import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readBodyInput
} from "./chunk-A7F3C5L6.js";
import {
  checkRecipientAtDoor,
  refuseForeignLogAtDoor
} from "./chunk-SJNIUI64.js";
import {
  parseEvidence
} from "./chunk-FRIR6IZV.js";
import {
  writeAppendResult
} from "./chunk-5RUVZDZK.js";
import {
  resolveMessageId
} from "./chunk-7FO3DQIS.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-E4G3OZPG.js";
import "./chunk-YOXYUVV2.js";
import {
  appendEntries
} from "./chunk-MGPORXXY.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-7XCVDF2D.js";
import {
  firstWriteNote
} from "./chunk-BDXNKRXG.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-IXIA5YVO.js";
import "./chunk-2VNVNE6N.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-42HLHZKT.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-VE4LDAK3.js";
import "./chunk-CYXENOEA.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-C4VHFA5R.js";
import "./chunk-NGCPRPFK.js";
import "./chunk-HMP6ENEL.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-JUBBT7SJ.js";
import {
  locateRepo
} from "./chunk-UGXG7J5L.js";
import {
  logContext
} from "./chunk-2PRP2AON.js";
import {
  resolveLogSettings
} from "./chunk-NIVJHLVQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
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
  const context = logContext(repo, settings);
  await refuseForeignLogAtDoor(context);
  const inReplyTo = options.inReplyTo === void 0 ? void 0 : await resolveMessageId(context, options.inReplyTo, { option: "--in-reply-to" });
  const structural = options.kind === "join" || options.kind === "handoff";
  if (!structural) await checkRecipientAtDoor(io.cwd, repo, context, options.to, options.outsideTeam === true, currentTime(io.env));
  const session = detectSession(io.env);
  const firstWrite = await firstWriteNote(context);
  const result = await appendEntries(
    repo,
    [
      {
        kind: options.kind,
        from: { name: options.from },
        to: { name: options.to },
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
