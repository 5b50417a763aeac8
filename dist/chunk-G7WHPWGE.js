import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-GOW53LNJ.js";
import "./chunk-O5Q7ZZ25.js";
import "./chunk-J4SJ2VS4.js";
import "./chunk-G5ZI2DW5.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-CBVSJC2K.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-5E2RAWDN.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-EXPLIRC2.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-ORGMAJR7.js";
import "./chunk-A3EFWPCC.js";
import "./chunk-GE5CMY4B.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-EP7DRI54.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-FZPP6TPT.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
