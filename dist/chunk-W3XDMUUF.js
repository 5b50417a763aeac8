import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/report/colour.ts
var wrap = (open, close) => (text) => `\x1B[${open}m${text}\x1B[${close}m`;
var COLOUR = { red: wrap(31, 39), yellow: wrap(33, 39), dim: wrap(2, 22), bold: wrap(1, 22), underline: wrap(4, 24) };
var identity = (text) => text;
var PLAIN = { red: identity, yellow: identity, dim: identity, bold: identity, underline: identity };
function paletteFor(stream, env) {
  return stream.isTTY && !env.NO_COLOR ? COLOUR : PLAIN;
}

export {
  paletteFor
};
