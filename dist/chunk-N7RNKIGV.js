import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  promptOf,
  readPayload,
  sendCallOf
} from "./chunk-K6C7GZHZ.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-ZM4OG63Z.js";
export {
  promptOf,
  readPayload,
  sendCallOf
};
