import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseTeamDoc
} from "./chunk-WIZ4FRUW.js";
import "./chunk-XLVEMEMA.js";
import "./chunk-CIRHV6PS.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-CEEWVSCZ.js";
import "./chunk-IYJMGLCB.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-76LLQM2O.js";
import "./chunk-MBE4UG4B.js";
import "./chunk-QAZU3BCA.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-5DWDUXTL.js";
import "./chunk-OOEPGV76.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseTeamDoc
};
