import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadRepoTeamDoc,
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-IXIA5YVO.js";
import "./chunk-2VNVNE6N.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-42HLHZKT.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-VE4LDAK3.js";
import "./chunk-CYXENOEA.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-C4VHFA5R.js";
import "./chunk-NGCPRPFK.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-JUBBT7SJ.js";
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
  loadRepoTeamDoc,
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
