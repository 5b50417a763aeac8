import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  gitCwd,
  logContext,
  openLog,
  openReader
} from "./chunk-B6AFR3HW.js";
import "./chunk-FY2VFAYX.js";
import "./chunk-HZXMG6JD.js";
import "./chunk-5BGLB67T.js";
import "./chunk-Q4IU6MHO.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  gitCwd,
  logContext,
  openLog,
  openReader
};
