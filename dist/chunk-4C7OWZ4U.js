import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  promptOf,
  readPayload,
  sendCallOf
} from "./chunk-RWR4IWXV.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-ZM4OG63Z.js";
export {
  promptOf,
  readPayload,
  sendCallOf
};
