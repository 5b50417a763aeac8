import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-4GCAKFGN.js";
import "./chunk-U5NIXWNV.js";
import "./chunk-J4SJ2VS4.js";
import "./chunk-G5ZI2DW5.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-AO4QOEQS.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-4PZ3LT5F.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-KOMPYU52.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-ADRH5BZS.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-5LG7I5IX.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-TQ7PLOB7.js";
import "./chunk-IZ5ITI7Z.js";
import "./chunk-6GB3656E.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-D3JQUPM6.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
