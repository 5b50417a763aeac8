import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-K27WHMEH.js";
import "./chunk-ZKOJGUXW.js";
import "./chunk-R7MWEH7F.js";
import "./chunk-RX4ATLBC.js";
import "./chunk-RFYMLQ4A.js";
import "./chunk-S7COPX3A.js";
import "./chunk-ZU23CR7P.js";
import "./chunk-3QBPADAR.js";
import "./chunk-P5J5LDDH.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-E2OTB5OX.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-HDYDQ4UV.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-B6AFR3HW.js";
import "./chunk-FY2VFAYX.js";
import "./chunk-HZXMG6JD.js";
import "./chunk-5BGLB67T.js";
import "./chunk-Q4IU6MHO.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
