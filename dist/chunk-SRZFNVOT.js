import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadRepoTeamDoc,
  modelOf,
  readTeamDoc
} from "./chunk-72ISP6Y3.js";
import "./chunk-6UHD7IM3.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-F7PGKMYQ.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-FZPP6TPT.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadRepoTeamDoc,
  modelOf,
  readTeamDoc
};
