import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-4ZBOBLUQ.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-UQBAV5XG.js";
import "./chunk-6PKTCBVJ.js";
import "./chunk-C5ER3PPT.js";
import "./chunk-GFKSIY5O.js";
import "./chunk-4R4RJ3VU.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-ZFBEVZYX.js";
import "./chunk-3B6OUGB7.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-BSGIAYGM.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-2ZZ4AHPV.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-OT2X4A7X.js";
import "./chunk-U7SRWI6O.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
