import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  gitCwd,
  logContext,
  openLog,
  openReader
} from "./chunk-MBE4UG4B.js";
import "./chunk-QAZU3BCA.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-5DWDUXTL.js";
import "./chunk-OOEPGV76.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  gitCwd,
  logContext,
  openLog,
  openReader
};
