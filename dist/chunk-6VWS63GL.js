import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadRepoTeamDoc,
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-UOXDURSA.js";
import "./chunk-GBE7XD2T.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-CKFHJYYA.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-DE2VRAKP.js";
import "./chunk-CYXENOEA.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-2ZZ4AHPV.js";
import "./chunk-NGCPRPFK.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-JUBBT7SJ.js";
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
  loadRepoTeamDoc,
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
