import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-73Y6BFIY.js";
import "./chunk-OPGQCZZS.js";
import "./chunk-JFKQRESZ.js";
import "./chunk-X4X6QVFC.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-O6C5BW2J.js";
import "./chunk-MLXI2VJS.js";
import "./chunk-KRYSR3Y7.js";
import "./chunk-6PYLCW3X.js";
import "./chunk-DXOKHFGW.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-MXVLE6CJ.js";
import "./chunk-DOLTC6B7.js";
import "./chunk-QDT6LRH4.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-JGJBAM2Z.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-TQ7PLOB7.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-D3JQUPM6.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
