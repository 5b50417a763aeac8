import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  misshapenHeading
} from "./chunk-OEIBBYLJ.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/commands/input/cli-input.ts
function refuseMisshapenHeading(body) {
  const misshapen = misshapenHeading(body.toString("utf8"));
  if (!misshapen) return;
  throw new UsageError(`Unexpected first line ${JSON.stringify(misshapen.line.slice(0, 80))}, expected a report heading: ${misshapen.expected}`, {
    hint: `The first line names the tag, the part and a summary, with a colon after the part, e.g. "[plan] train: warmup sweep on 2 GPUs". Nothing was written.`
  });
}
function parseWaitSeconds(text) {
  if (text === void 0) return void 0;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) {
    throw new UsageError(`Unexpected --wait ${JSON.stringify(text)}, expected a number of seconds from 0 to 3600`);
  }
  return Math.round(seconds * 1e3);
}

export {
  refuseMisshapenHeading,
  parseWaitSeconds
};
