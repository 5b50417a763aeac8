import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-SHPQYKK7.js";
import "./chunk-NTONI5YC.js";
import "./chunk-YOXYUVV2.js";
import "./chunk-IDFNWINO.js";
import "./chunk-ZFYP5IPW.js";
import "./chunk-MGPORXXY.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-7XCVDF2D.js";
import "./chunk-BDXNKRXG.js";
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
import "./chunk-C4VHFA5R.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-2PRP2AON.js";
import "./chunk-NIVJHLVQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
