import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-WSKICEVO.js";
import "./chunk-CV5LMQMR.js";
import "./chunk-J4SJ2VS4.js";
import "./chunk-G5ZI2DW5.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-CBVSJC2K.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-QTQJYR6U.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-G74PUJJK.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-CG3PD4IQ.js";
import "./chunk-7QEMD4I6.js";
import "./chunk-RADLN6OL.js";
import "./chunk-W4PXHZRR.js";
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
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
