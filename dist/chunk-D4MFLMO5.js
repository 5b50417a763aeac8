import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  handedOff
} from "./chunk-4X7XKF7P.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";

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
  handedOffNote
};
