import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-E77G6WQ3.js";
import "./chunk-RFYMLQ4A.js";
import "./chunk-AH3EBJL7.js";
import "./chunk-S7COPX3A.js";
import "./chunk-D7CF2BRO.js";
import "./chunk-YQXSOTJF.js";
import "./chunk-3QBPADAR.js";
import "./chunk-K3SXI34N.js";
import "./chunk-FFV64UUG.js";
import "./chunk-THIKJNV4.js";
import "./chunk-LU4VN47S.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-GORCF4C5.js";
import "./chunk-XWATY24Z.js";
import "./chunk-SZ7P6XPA.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-EDUPP64J.js";
import "./chunk-SGM6BP7S.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-VFDTSTGV.js";
import "./chunk-XIPXUBBM.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
