import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  gitCwd,
  logContext,
  openLog,
  openReader
} from "./chunk-DOLTC6B7.js";
import "./chunk-QDT6LRH4.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  gitCwd,
  logContext,
  openLog,
  openReader
};
