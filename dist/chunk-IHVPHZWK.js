import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-Y6YYOD6L.js";
import "./chunk-NETO4OJN.js";
import "./chunk-OJEYNDTP.js";
import "./chunk-ATIYIKFE.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-6YZS7G5U.js";
import "./chunk-PHXY3OJM.js";
import "./chunk-LOJI7CDE.js";
import "./chunk-MS634B3S.js";
import "./chunk-J7HYOTT2.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-COJOKZUY.js";
import "./chunk-CN746P7H.js";
import "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-4NOR6AMR.js";
import "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
