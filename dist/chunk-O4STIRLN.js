import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-6BP243S2.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-SYONMEGB.js";
import "./chunk-J4SJ2VS4.js";
import "./chunk-G5ZI2DW5.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-AO4QOEQS.js";
import "./chunk-TDTF67VR.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-BYC3C55S.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-DE2VRAKP.js";
import "./chunk-BSGIAYGM.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-2ZZ4AHPV.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-UGXG7J5L.js";
import "./chunk-OT2X4A7X.js";
import "./chunk-U7SRWI6O.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
