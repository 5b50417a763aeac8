import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-TMWFOM7X.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-JR475OYD.js";
import "./chunk-CZKNFID5.js";
import "./chunk-LMVJGPSK.js";
import "./chunk-GFKSIY5O.js";
import "./chunk-K7GLYYMV.js";
import "./chunk-3QBPADAR.js";
import "./chunk-LQ44WXUU.js";
import "./chunk-FFV64UUG.js";
import "./chunk-3UYLNYBB.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-ORGMAJR7.js";
import "./chunk-A3EFWPCC.js";
import "./chunk-GE5CMY4B.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
