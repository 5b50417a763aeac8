import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-ES4WYUZ5.js";
import "./chunk-NTONI5YC.js";
import "./chunk-2YAHSWHK.js";
import "./chunk-IDFNWINO.js";
import "./chunk-YM7UONIO.js";
import "./chunk-WTWERJ2G.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-5LV4J7FK.js";
import "./chunk-ZU2QZXRN.js";
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
