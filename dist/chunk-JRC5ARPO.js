import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  handedOffNote
} from "./chunk-D4MFLMO5.js";
import "./chunk-4X7XKF7P.js";
import "./chunk-BX3HMPZN.js";
import "./chunk-ZM4OG63Z.js";
export {
  handedOffNote
};
