import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  buildProgram,
  main,
  reportError
} from "./chunk-2JPOX3IF.js";
import "./chunk-BX3HMPZN.js";
import "./chunk-NGCPRPFK.js";
import {
  packageVersion
} from "./chunk-QHN4JY6Q.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";
export {
  buildProgram,
  main,
  reportError,
  packageVersion as version
};
