import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-L5EB2CUD.js";
import "./chunk-OF2F5CFU.js";
import "./chunk-EZKQI5HM.js";
import "./chunk-H5I6QMSO.js";
import "./chunk-RFYMLQ4A.js";
import "./chunk-S7COPX3A.js";
import "./chunk-SF4ZDROG.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-IGSZGQ7D.js";
import "./chunk-Q2XN7R3F.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-FU7FSBDK.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-Q7OMVIWE.js";
import "./chunk-RF6WXIIG.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-JWOAK5RU.js";
import "./chunk-XIPXUBBM.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
