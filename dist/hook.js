import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  runHook
} from "./chunk-LNJSWDZF.js";
import "./chunk-JFC6J64U.js";
import "./chunk-HTD34CBB.js";
import "./chunk-Y2R454UV.js";
import "./chunk-RWR4IWXV.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7RV3B5WP.js";
import "./chunk-VWTZAPKV.js";
import "./chunk-4NOR6AMR.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import {
  processIo
} from "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";
export {
  CODEX_HOOK_EVENTS,
  HOOK_EVENTS,
  processIo,
  runHook
};
