import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/time/clock.ts
var NOW_VARIABLE = "TEAMDOC_NOW";
var PINNED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
function currentTime(env) {
  const pinned = env[NOW_VARIABLE];
  if (pinned === void 0 || pinned === "") return /* @__PURE__ */ new Date();
  const time = PINNED_TIME.test(pinned) ? Date.parse(pinned) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new UsageError(`Unexpected ${NOW_VARIABLE} value \`${pinned}\`, expected an ISO 8601 time with its zone, such as 2026-11-30T12:00:00Z`, {
      hint: `unset ${NOW_VARIABLE} to use this machine's clock`
    });
  }
  return new Date(time);
}

export {
  currentTime
};
