import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-SENKAMXE.js";
import "./chunk-RJ3NHTEJ.js";
import "./chunk-RXOTMSAG.js";
import "./chunk-VVC3U5UQ.js";
import "./chunk-RFYMLQ4A.js";
import "./chunk-S7COPX3A.js";
import "./chunk-IYBYLRF4.js";
import "./chunk-3QBPADAR.js";
import "./chunk-PJ2EKENW.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-IYJMGLCB.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-MBE4UG4B.js";
import "./chunk-QAZU3BCA.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-5DWDUXTL.js";
import "./chunk-OOEPGV76.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
