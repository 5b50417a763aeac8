import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  runHook
} from "./chunk-2F3YHFXX.js";
import "./chunk-BBFQWXGA.js";
import "./chunk-ENUUHEBO.js";
import "./chunk-Y2R454UV.js";
import "./chunk-K6C7GZHZ.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-JUBBT7SJ.js";
import "./chunk-UGXG7J5L.js";
import "./chunk-NIVJHLVQ.js";
import {
  processIo
} from "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  processIo,
  runHook
};
