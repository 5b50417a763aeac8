import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-UU2VOP5U.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-NNPBSQG5.js";
import "./chunk-NUNDAP6V.js";
import "./chunk-JTZAKIPS.js";
import "./chunk-AE2MRNDX.js";
import "./chunk-3QBPADAR.js";
import "./chunk-DPB3LJP3.js";
import "./chunk-6PFRBXPB.js";
import "./chunk-IAIGJD2I.js";
import "./chunk-H4HRG3MY.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-WZAH6YCX.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-DWOX33JF.js";
import "./chunk-OMQ56U7D.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
