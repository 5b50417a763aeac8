import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadRepoTeamDoc,
  modelOf,
  readTeamDoc
} from "./chunk-5UBPBZMH.js";
import "./chunk-7YH2MJLW.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-JGJBAM2Z.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-TQ7PLOB7.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-D3JQUPM6.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadRepoTeamDoc,
  modelOf,
  readTeamDoc
};
