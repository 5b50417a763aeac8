import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-BQ67HUET.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-CJBLNT6G.js";
import "./chunk-MIK2RKYO.js";
import "./chunk-7YID2JDY.js";
import "./chunk-GFKSIY5O.js";
import "./chunk-JEVHLHDK.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-SOTPJV47.js";
import "./chunk-22C76ATV.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-QH6BTITB.js";
import "./chunk-6GUKWOIV.js";
import "./chunk-JBUZFEE5.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-KEWBWIHM.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
