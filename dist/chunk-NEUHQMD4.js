import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-XMKQH2TA.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-LMHWT3XI.js";
import "./chunk-PVDYAJRJ.js";
import "./chunk-TA4JULRI.js";
import "./chunk-GFKSIY5O.js";
import "./chunk-ULSGS2IL.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-ND6IBKHS.js";
import "./chunk-JRBU4ETA.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-PCCHU46O.js";
import "./chunk-M4YBPRLK.js";
import "./chunk-HBBAN5HP.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-QEZKNIHH.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
