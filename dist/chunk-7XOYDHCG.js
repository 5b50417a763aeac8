import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseTeamDoc
} from "./chunk-656MP7XH.js";
import "./chunk-D3LA2VNK.js";
import "./chunk-CIRHV6PS.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-OFQAYPMS.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-HDYDQ4UV.js";
import "./chunk-LXQ64KGO.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-QHMUX6WS.js";
import "./chunk-B6AFR3HW.js";
import "./chunk-FY2VFAYX.js";
import "./chunk-HZXMG6JD.js";
import "./chunk-5BGLB67T.js";
import "./chunk-Q4IU6MHO.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseTeamDoc
};
