import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  gitCwd,
  logContext,
  openLog,
  openReader
} from "./chunk-EDUPP64J.js";
import "./chunk-SGM6BP7S.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-VFDTSTGV.js";
import "./chunk-XIPXUBBM.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  gitCwd,
  logContext,
  openLog,
  openReader
};
