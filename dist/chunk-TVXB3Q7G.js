import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  LINE_ENDING
} from "./chunk-XWATY24Z.js";

// src/text/utf8.ts
function locateByte(bytes, offset) {
  const lines = bytes.subarray(0, offset).toString("utf8").split(LINE_ENDING);
  const last = lines[lines.length - 1];
  const bom = lines.length === 1 && last.charCodeAt(0) === 65279 ? 1 : 0;
  return { line: lines.length, column: last.length - bom + 1 };
}
function firstInvalidUtf8(bytes) {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index];
    if (lead < 128) {
      index++;
      continue;
    }
    let length;
    let min;
    if (lead >= 194 && lead <= 223) [length, min] = [2, 128];
    else if (lead >= 224 && lead <= 239) [length, min] = [3, 2048];
    else if (lead >= 240 && lead <= 244) [length, min] = [4, 65536];
    else return index;
    if (index + length > bytes.length) return index;
    let codePoint = lead & 255 >> length + 1;
    for (let next = 1; next < length; next++) {
      const byte = bytes[index + next];
      if ((byte & 192) !== 128) return index;
      codePoint = codePoint << 6 | byte & 63;
    }
    if (codePoint < min || codePoint >= 55296 && codePoint <= 57343 || codePoint > 1114111) return index;
    index += length;
  }
  return -1;
}

export {
  locateByte,
  firstInvalidUtf8
};
