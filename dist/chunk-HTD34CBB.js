import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/hooks/error-file.ts
import { appendFileSync, mkdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { dirname } from "node:path";
var MAX_BYTES = 1024 * 1024;
function appendHookError(file, error) {
  mkdirSync(dirname(file), { recursive: true });
  try {
    if (statSync(file).size > MAX_BYTES) renameSync(file, `${file}.1`);
  } catch {
  }
  appendFileSync(file, `${JSON.stringify(error)}
`);
}
function readHookErrors(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  return text.split("\n").filter((line) => line.trim() !== "").map((line) => {
    try {
      const parsed = JSON.parse(line);
      return {
        time: String(parsed.time ?? ""),
        event: String(parsed.event ?? ""),
        session: parsed.session,
        error: String(parsed.error ?? line),
        hint: parsed.hint
      };
    } catch {
      return { time: "", event: "", error: line };
    }
  });
}

export {
  appendHookError,
  readHookErrors
};
