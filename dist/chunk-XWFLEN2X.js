import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-KVKIMRP2.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-VXMTNLRX.js";
import "./chunk-VZHHXPAT.js";
import "./chunk-GFKSIY5O.js";
import "./chunk-TGLEMNRP.js";
import "./chunk-3QBPADAR.js";
import "./chunk-6LK6XAGZ.js";
import "./chunk-ZQF7MFVL.js";
import "./chunk-FFV64UUG.js";
import "./chunk-WWM5SRSM.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-55MUL4HP.js";
import "./chunk-HRFHB7U5.js";
import "./chunk-NVKILQZ4.js";
import "./chunk-W4PXHZRR.js";
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
