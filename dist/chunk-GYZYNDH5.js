import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-XLRU76JD.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-QTBUI5JM.js";
import "./chunk-F6VMRTEA.js";
import "./chunk-DIQ4NYX6.js";
import "./chunk-GFKSIY5O.js";
import "./chunk-35ASMXC5.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-DGIPEVFB.js";
import "./chunk-35JHZVQV.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-JQ3SQHVZ.js";
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
