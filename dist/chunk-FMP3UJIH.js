import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-BL7FKVXQ.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-AFVISTD7.js";
import "./chunk-ZRXSQNMX.js";
import "./chunk-G5ZI2DW5.js";
import "./chunk-XCUA6YKS.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-4FSBYXZN.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-UC2ES4VQ.js";
import "./chunk-BSGIAYGM.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-JO3T2RK2.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-UGXG7J5L.js";
import "./chunk-2PRP2AON.js";
import "./chunk-NIVJHLVQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
