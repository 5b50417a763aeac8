import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  gitCwd,
  logContext,
  openLog,
  openReader
} from "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";
export {
  gitCwd,
  logContext,
  openLog,
  openReader
};
