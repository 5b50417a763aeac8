import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadRepoTeamDoc,
  modelOf,
  readTeamDoc
} from "./chunk-CGQPP34T.js";
import "./chunk-A3CHG45U.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-5LG7I5IX.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-RKJV6UGO.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-D3JQUPM6.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadRepoTeamDoc,
  modelOf,
  readTeamDoc
};
