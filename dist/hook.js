import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  runHook
} from "./chunk-UHHFW3PK.js";
import "./chunk-3TKUCA2H.js";
import "./chunk-ENUUHEBO.js";
import "./chunk-Y2R454UV.js";
import "./chunk-RWR4IWXV.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-7YH2MJLW.js";
import "./chunk-TQ7PLOB7.js";
import "./chunk-6GB3656E.js";
import {
  processIo
} from "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";
export {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  processIo,
  runHook
};
