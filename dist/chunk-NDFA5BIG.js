import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  parseEvidence
} from "./chunk-FRIR6IZV.js";
import {
  TeamNames,
  checkRecipient,
  pendingStatements
} from "./chunk-FULBW4CI.js";
import {
  writeAppendResult
} from "./chunk-VJUPFV3D.js";
import {
  appendEntries
} from "./chunk-YQXSOTJF.js";
import "./chunk-3QBPADAR.js";
import {
  resolveMessageId
} from "./chunk-TKNCDXRJ.js";
import "./chunk-K3SXI34N.js";
import "./chunk-FFV64UUG.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-E4G3OZPG.js";
import "./chunk-THIKJNV4.js";
import {
  firstWriteNote
} from "./chunk-LU4VN47S.js";
import "./chunk-LJ7CRIML.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import {
  loadRepoTeamDoc
} from "./chunk-TTSSXOFJ.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-TVXB3Q7G.js";
import {
  digestCachePath,
  loadDigest,
  readableRef,
  snapshotOf
} from "./chunk-ERR4DYQI.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-GORCF4C5.js";
import "./chunk-XWATY24Z.js";
import "./chunk-22ZUAEQ3.js";
import "./chunk-SZ7P6XPA.js";
import "./chunk-NGCPRPFK.js";
import "./chunk-HMP6ENEL.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-NJYZJ7KZ.js";
import {
  locateRepo
} from "./chunk-S2NHDCHS.js";
import {
  logContext
} from "./chunk-EDUPP64J.js";
import {
  resolveLogSettings
} from "./chunk-SGM6BP7S.js";
import {
  readBounded,
  readDescriptorBounded
} from "./chunk-WLPOJ3QH.js";
import "./chunk-VFDTSTGV.js";
import "./chunk-XIPXUBBM.js";
import {
  InputError,
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";

// src/log/body-input.ts
import { closeSync, openSync } from "node:fs";
import { resolve } from "node:path";
async function readBodyInput(io, bodyFile, maxBytes) {
  if (bodyFile === void 0 || bodyFile === "-") {
    if (bodyFile === void 0 && io.stdin.isTTY) {
      throw new UsageError("No body given: pipe it on stdin or pass --body-file <file>", {
        hint: 'Bodies never come from the command line, so that any size works: echo "\u2026" | teamdoc record \u2026'
      });
    }
    const { bytes, overLimit } = await readBounded(io.stdin, maxBytes);
    return { bytes, overLimit, source: "<stdin>" };
  }
  return { ...readFileBounded(resolve(io.cwd, bodyFile), bodyFile, maxBytes), source: bodyFile };
}
function readFileBounded(path, shownAs, maxBytes) {
  let descriptor;
  try {
    descriptor = openSync(path, "r");
  } catch (error) {
    const code = error.code;
    throw new InputError(code === "ENOENT" ? "No such file" : `Cannot read the body file (${code})`, { file: shownAs });
  }
  try {
    return readDescriptorBounded(descriptor, maxBytes);
  } catch (error) {
    throw new InputError(`Cannot read the body file (${error.code ?? "error"})`, { file: shownAs });
  } finally {
    closeSync(descriptor);
  }
}

// src/chain/door-reads.ts
async function checkRecipientAtDoor(cwd, repo, context, to, outsideTeam, now) {
  if (outsideTeam) return;
  const pending = pendingStatements(context);
  const earlier = loadDigest(digestCachePath(context.paths.root), context.settings.ref);
  if (earlier && new TeamNames(void 0, [...earlier.digest.structural, ...pending]).has(to)) return;
  const { snapshot } = await snapshotOf({ branch: context.settings.ref, context: await readableRef(context) });
  const structural = [...snapshot.digest.structural, ...pending];
  if (new TeamNames(void 0, structural).has(to)) return;
  const team = await loadRepoTeamDoc(cwd, repo, now);
  if (!team && structural.length === 0) return;
  checkRecipient(new TeamNames(team?.doc, structural), to, outsideTeam);
}

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
