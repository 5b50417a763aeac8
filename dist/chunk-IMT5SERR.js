import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  gitCwd,
  logContext,
  openLog,
  openReader
} from "./chunk-JCTRV55O.js";
import "./chunk-J4E5Q4SL.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  gitCwd,
  logContext,
  openLog,
  openReader
};
