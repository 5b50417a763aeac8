import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-UGMMKMY7.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-VAGOUIO5.js";
import "./chunk-Y3ZCFTTW.js";
import "./chunk-GFKSIY5O.js";
import "./chunk-KX7QCRYM.js";
import "./chunk-3QBPADAR.js";
import "./chunk-F6W6LUKD.js";
import "./chunk-AJRVTMAO.js";
import "./chunk-FFV64UUG.js";
import "./chunk-7FAMXVM2.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-ADRH5BZS.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-IZ5ITI7Z.js";
import "./chunk-6GB3656E.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
