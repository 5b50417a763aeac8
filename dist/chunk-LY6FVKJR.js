import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadRepoTeamDoc,
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-ZYF3NXX7.js";
import "./chunk-ZKHBBD4K.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-WWKUWQHS.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-TNWD4DLV.js";
import "./chunk-CYXENOEA.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-CFIUA3IZ.js";
import "./chunk-NGCPRPFK.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-A3CHG45U.js";
import "./chunk-RKJV6UGO.js";
import "./chunk-2PRP2AON.js";
import "./chunk-NIVJHLVQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-D3JQUPM6.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadRepoTeamDoc,
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
