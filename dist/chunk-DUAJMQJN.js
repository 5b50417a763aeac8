import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-CRAYOEZO.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-AF73NQRZ.js";
import "./chunk-ZVBYMFZ3.js";
import "./chunk-JTZAKIPS.js";
import "./chunk-HAR663VM.js";
import "./chunk-3QBPADAR.js";
import "./chunk-VHAZ6JMZ.js";
import "./chunk-LY3IKPDW.js";
import "./chunk-IAIGJD2I.js";
import "./chunk-X3LPXH6P.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-PJJX454I.js";
import "./chunk-JCTRV55O.js";
import "./chunk-J4E5Q4SL.js";
import "./chunk-GGQK7RRQ.js";
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
