import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadRepoTeamDoc,
  loadTeamDoc,
  parseTeamDoc
} from "./chunk-TTSSXOFJ.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-ERR4DYQI.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-GORCF4C5.js";
import "./chunk-XWATY24Z.js";
import "./chunk-22ZUAEQ3.js";
import "./chunk-SZ7P6XPA.js";
import "./chunk-NGCPRPFK.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-NJYZJ7KZ.js";
import "./chunk-S2NHDCHS.js";
import "./chunk-EDUPP64J.js";
import "./chunk-SGM6BP7S.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-VFDTSTGV.js";
import "./chunk-XIPXUBBM.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadRepoTeamDoc,
  loadTeamDoc,
  parseTeamDoc
};
