import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  gitCwd,
  logContext,
  openLog,
  openReader
} from "./chunk-Q7OMVIWE.js";
import "./chunk-RF6WXIIG.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-JWOAK5RU.js";
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
