import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  unescapeWrappedBody,
  wrappedPeerMessages
} from "./chunk-BZ7B5YW5.js";
import "./chunk-3WKTQT24.js";
import "./chunk-ZM4OG63Z.js";
export {
  unescapeWrappedBody,
  wrappedPeerMessages
};
