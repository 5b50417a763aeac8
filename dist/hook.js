import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  runHook
} from "./chunk-TPLFZHEC.js";
import "./chunk-J6CJ2G4E.js";
import "./chunk-ENUUHEBO.js";
import "./chunk-Y2R454UV.js";
import "./chunk-RWR4IWXV.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-6UHD7IM3.js";
import "./chunk-FZPP6TPT.js";
import "./chunk-OMQ56U7D.js";
import "./chunk-GGQK7RRQ.js";
import {
  processIo
} from "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  processIo,
  runHook
};
