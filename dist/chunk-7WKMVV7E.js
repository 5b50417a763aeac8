import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-TBCBVGYE.js";
import "./chunk-NTONI5YC.js";
import "./chunk-UQBAV5XG.js";
import "./chunk-C5ER3PPT.js";
import "./chunk-NSVD2C2O.js";
import "./chunk-HIW5UD3P.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-ZFBEVZYX.js";
import "./chunk-3B6OUGB7.js";
import "./chunk-SUASOZXO.js";
import "./chunk-MAPRGSMU.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-CYXENOEA.js";
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
