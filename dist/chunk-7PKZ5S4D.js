import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-RQXTTTRP.js";
import "./chunk-C6XX7PMG.js";
import "./chunk-JFKQRESZ.js";
import "./chunk-X4X6QVFC.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-77SG3WNV.js";
import "./chunk-MLXI2VJS.js";
import "./chunk-H5O7O6SY.js";
import "./chunk-6PYLCW3X.js";
import "./chunk-DYX4CMJA.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-WZAH6YCX.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-F2KVQWQ7.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-FZPP6TPT.js";
import "./chunk-DWOX33JF.js";
import "./chunk-OMQ56U7D.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
