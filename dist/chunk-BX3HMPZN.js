import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/report/terminal-text.ts
var UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff\ud800-\udfff]/gu;
function terminalSafe(text) {
  return text.replace(UNSAFE, (character) => `\\u${character.codePointAt(0).toString(16).padStart(4, "0")}`);
}
function terminalSafeLine(text) {
  return terminalSafe(text).replace(/\n/g, "\\n").replace(/\t/g, "\\t");
}

export {
  terminalSafe,
  terminalSafeLine
};
