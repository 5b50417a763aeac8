import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  applyTextEdits
} from "./chunk-G3ICI4EO.js";
import {
  lfText
} from "./chunk-XWATY24Z.js";
import {
  InputError
} from "./chunk-ATHXWNGJ.js";

// src/doc/rewrite.ts
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
var BOM = "\uFEFF";
function rewriteDoc(path, shown, written, edits) {
  writeDocText(path, shown, written, applyTextEdits(lfText(written), edits));
}
function writeDocText(path, shown, written, text) {
  const next = withEndingsOf(written, text);
  if (readFileSync(path, "utf8") !== written) {
    throw new InputError("changed while teamdoc was writing into it; nothing was written", { file: shown }, { hint: "Run the command again." });
  }
  const temporary = `${path}.teamdoc-${process.pid}.tmp`;
  writeFileSync(temporary, next);
  chmodSync(temporary, statSync(path).mode & 4095);
  renameSync(temporary, path);
}
function withEndingsOf(original, text) {
  const bom = original.startsWith(BOM) ? BOM : "";
  const crlf = original.split("\r\n").length - 1;
  const cr = original.split("\r").length - 1 - crlf;
  const lf = original.split("\n").length - 1 - crlf;
  const ending = crlf > lf && crlf >= cr ? "\r\n" : cr > lf ? "\r" : "\n";
  return bom + (ending === "\n" ? text : text.replace(/\n/g, ending));
}

export {
  rewriteDoc,
  writeDocText
};
