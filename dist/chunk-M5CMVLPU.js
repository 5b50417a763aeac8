import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadRepoTeamDoc,
  modelOf,
  readTeamDoc
} from "./chunk-CKHU3PAM.js";
import "./chunk-VWTZAPKV.js";
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
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadRepoTeamDoc,
  modelOf,
  readTeamDoc
};
