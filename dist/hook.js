import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  runHook
} from "./chunk-TRBYFIHT.js";
import "./chunk-DRWDW3N6.js";
import "./chunk-ENUUHEBO.js";
import "./chunk-Y2R454UV.js";
import "./chunk-RWR4IWXV.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-RADLN6OL.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-A3CHG45U.js";
import "./chunk-RKJV6UGO.js";
import {
  processIo
} from "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  processIo,
  runHook
};
