import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-NSPUP3TZ.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-MF2OLNDH.js";
import "./chunk-DAGUGS4C.js";
import "./chunk-J76AYLB7.js";
import "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import "./chunk-X5L4AJCZ.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7RV3B5WP.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
