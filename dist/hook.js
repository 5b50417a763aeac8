import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  runHook
} from "./chunk-NTHFBZA4.js";
import "./chunk-BBFQWXGA.js";
import "./chunk-ENUUHEBO.js";
import "./chunk-Y2R454UV.js";
import "./chunk-RWR4IWXV.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-JUBBT7SJ.js";
import "./chunk-UGXG7J5L.js";
import "./chunk-U7SRWI6O.js";
import {
  processIo
} from "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";
export {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  processIo,
  runHook
};
