import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  hookStartedAt,
  recordSend
} from "./chunk-ZOBJIVZL.js";
import "./chunk-NTONI5YC.js";
import "./chunk-WPBW4X2Z.js";
import "./chunk-4XMPNFMB.js";
import "./chunk-5GRQSGTT.js";
import "./chunk-4RTBANQZ.js";
import "./chunk-3QBPADAR.js";
import "./chunk-FFV64UUG.js";
import "./chunk-V2P37IHV.js";
import "./chunk-PRWJ4QM2.js";
import "./chunk-SUASOZXO.js";
import "./chunk-MAPRGSMU.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-C4ZXJO5B.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-VIIC4UHB.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-NUTZY5F3.js";
import "./chunk-NIVJHLVQ.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  arrivalDelivery,
  hookStartedAt,
  recordSend
};
