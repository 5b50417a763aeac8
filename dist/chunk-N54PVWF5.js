import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  rulesInGroup,
  runRules
} from "./chunk-G3ICI4EO.js";
import {
  cachedParse,
  readDocFile
} from "./chunk-CN746P7H.js";
import {
  buildModel,
  locatedIn,
  parseMarkdown
} from "./chunk-CS3S746T.js";

// src/rules/engine/load-doc.ts
function parseTeamDoc(text, file, now, parse = parseMarkdown) {
  const doc = buildModel(text, file, parse);
  return { doc, findings: runRules(rulesInGroup("structure"), { doc, file, now }) };
}
function loadTeamDoc(path, displayPath, now) {
  return parseDocText(readDocFile(path, displayPath), displayPath, now);
}
function parseDocText(text, displayPath, now) {
  return locatedIn(displayPath, () => parseTeamDoc(text, displayPath, now, (markdown) => cachedParse(markdown, parseMarkdown)));
}

export {
  parseTeamDoc,
  loadTeamDoc,
  parseDocText
};
