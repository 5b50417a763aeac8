import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  unescapeWrappedBody,
  wrappedPeerMessages
} from "./chunk-UDVFLRGD.js";
import "./chunk-7AHOZGVK.js";
import "./chunk-ZM4OG63Z.js";
export {
  unescapeWrappedBody,
  wrappedPeerMessages
};
