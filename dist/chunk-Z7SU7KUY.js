import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  handedOff
} from "./chunk-HRJAZWW7.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  readBounded,
  readDescriptorBounded
} from "./chunk-2E4FK3OU.js";
import {
  InputError,
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/commands/input/body-input.ts
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

// src/report/handed-off-text.ts
function handedOffNote(structural, to) {
  const found = handedOff(structural, to);
  if (found === void 0) return "";
  const { handoff, successor } = found;
  const named = successor ?? handoff.handoff?.successor ?? handoff.to.name;
  const time = `${handoff.time.slice(0, 10)} ${handoff.time.slice(11, 19)}Z`;
  const who = successor === void 0 ? `; its successor ${terminalSafeLine(named)} has not joined yet, and reads this message when it does` : ` to ${terminalSafeLine(named)}, which reads this message as its own`;
  return `teamdoc: ${terminalSafeLine(to)} handed off at ${time} (handoff ${handoff.id})${who}; address ${terminalSafeLine(named)} from now on.
`;
}

export {
  readBodyInput,
  handedOffNote
};
