import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-L3WPLENG.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-OBAJT3BB.js";
import "./chunk-UUZCC6I2.js";
import "./chunk-JTZAKIPS.js";
import "./chunk-URJPSLON.js";
import "./chunk-3QBPADAR.js";
import "./chunk-COR7QARU.js";
import "./chunk-FFIEVQUF.js";
import "./chunk-IAIGJD2I.js";
import "./chunk-VW37W2TT.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-MXVLE6CJ.js";
import "./chunk-DOLTC6B7.js";
import "./chunk-QDT6LRH4.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
