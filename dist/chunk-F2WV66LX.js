import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-FNJNVUGK.js";
import "./chunk-T2GCRFGV.js";
import "./chunk-72IXVWRQ.js";
import "./chunk-FL4LFH7E.js";
import "./chunk-J76AYLB7.js";
import "./chunk-CU6ZDZFB.js";
import "./chunk-3QBPADAR.js";
import "./chunk-QLYQQ6X4.js";
import "./chunk-WA4ERBUO.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-LWP3UDT2.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7RV3B5WP.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-COJOKZUY.js";
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
