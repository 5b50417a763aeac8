import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-WFMCRVAD.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-5SUY5AG2.js";
import "./chunk-C3TOCGXQ.js";
import "./chunk-GFKSIY5O.js";
import "./chunk-QDGJXKDJ.js";
import "./chunk-3QBPADAR.js";
import "./chunk-ZQQV3UUC.js";
import "./chunk-WG6KJXJU.js";
import "./chunk-FFV64UUG.js";
import "./chunk-FYJEYBCF.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-CG3PD4IQ.js";
import "./chunk-7QEMD4I6.js";
import "./chunk-RADLN6OL.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
