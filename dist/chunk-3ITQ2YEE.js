import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseTeamDoc
} from "./chunk-CWAXZ2TC.js";
import "./chunk-V6GCHHWI.js";
import "./chunk-CIRHV6PS.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-WN47GK6P.js";
import "./chunk-FU7FSBDK.js";
import "./chunk-NCUFIANM.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-S2NHDCHS.js";
import "./chunk-Q7OMVIWE.js";
import "./chunk-RF6WXIIG.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-JWOAK5RU.js";
import "./chunk-XIPXUBBM.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseTeamDoc
};
