import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  parseEvidence
} from "./chunk-FRIR6IZV.js";
import {
  writeAppendResult
} from "./chunk-VJUPFV3D.js";
import {
  resolveMessageId
} from "./chunk-A3MJ64FU.js";
import "./chunk-H5I6QMSO.js";
import {
  appendEntries
} from "./chunk-SF4ZDROG.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-E4G3OZPG.js";
import "./chunk-IGSZGQ7D.js";
import "./chunk-Q2XN7R3F.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-WN47GK6P.js";
import "./chunk-FU7FSBDK.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-S2NHDCHS.js";
import {
  logContext
} from "./chunk-Q7OMVIWE.js";
import {
  resolveLogSettings
} from "./chunk-RF6WXIIG.js";
import {
  readBounded,
  readDescriptorBounded
} from "./chunk-WLPOJ3QH.js";
import "./chunk-JWOAK5RU.js";
import "./chunk-XIPXUBBM.js";
import {
  InputError,
  UsageError
} from "./chunk-6QYOSLVR.js";
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
  const inReplyTo = options.inReplyTo === void 0 ? void 0 : await resolveMessageId(logContext(repo, settings), options.inReplyTo, { option: "--in-reply-to", keepUnknown: true });
  const session = detectSession(io.env);
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
  return writeAppendResult(result, io);
}
export {
  run
};
