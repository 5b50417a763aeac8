import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
} from "./chunk-2CV7YGYX.js";
import "./chunk-HJVK76B6.js";
import "./chunk-QWUMUTIT.js";
import "./chunk-QPK4BPH2.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-QA6O4GUP.js";
import "./chunk-ALIXES7M.js";
import "./chunk-U3NVAJGK.js";
import "./chunk-6PYLCW3X.js";
import "./chunk-DYX4CMJA.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-WZAH6YCX.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-F7PGKMYQ.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-FZPP6TPT.js";
import "./chunk-DWOX33JF.js";
import "./chunk-OMQ56U7D.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";
export {
  loadTeamDoc,
  parseDocText,
  parseTeamDoc
};
