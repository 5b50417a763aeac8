import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  plural
} from "./chunk-3EQMZZWS.js";

// src/findings/finding.ts
function countFindings(findings) {
  const counts = { errors: 0, warnings: 0, info: 0 };
  for (const finding of findings) {
    if (finding.severity === "error") counts.errors++;
    else if (finding.severity === "warning") counts.warnings++;
    else counts.info++;
  }
  return counts;
}
function compareFindings(a, b) {
  return compareText(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareText(a.ruleId, b.ruleId) || compareText(a.message, b.message);
}
function sortFindings(findings) {
  return [...findings].sort(compareFindings);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/findings/file-findings.ts
function totals(files) {
  const counts = countFindings(files.flatMap((file) => file.findings));
  return { ...counts, files: files.length };
}

// src/text/wrap.ts
function wrapText(text, firstWidth, restWidth = firstWidth) {
  const lines = [];
  let line = "";
  const width = () => lines.length === 0 ? firstWidth : restWidth;
  for (let word of text.split(" ")) {
    while (word.length > 0) {
      const room = width() - (line === "" ? 0 : line.length + 1);
      if (word.length <= room) {
        line = line === "" ? word : `${line} ${word}`;
        word = "";
      } else if (line !== "") {
        lines.push(line);
        line = "";
      } else {
        lines.push(word.slice(0, Math.max(1, room)));
        word = word.slice(Math.max(1, room));
      }
    }
  }
  if (line !== "" || lines.length === 0) lines.push(line);
  return lines;
}

// src/report/related-place.ts
function relatedPlace(finding, related) {
  const elsewhere = related.file !== void 0 && related.file !== finding.file;
  if (related.line === void 0) return elsewhere ? `${related.file}: ` : "";
  return elsewhere ? `${related.file}:${related.line}: ` : `line ${related.line}: `;
}

// src/report/stylish.ts
var STYLISH_WIDTH = 100;
function renderStylish(files, palette, options = {}) {
  const out = [];
  for (const file of files) {
    if (file.findings.length === 0) {
      if (!options.quiet) out.push(`${palette.underline(safe(file.path))}: no issues found`);
      continue;
    }
    out.push(palette.underline(safe(file.path)));
    const places = file.findings.map(place);
    const placeWidth = Math.max(...places.map((text) => text.length));
    const indent = " ".repeat(2 + placeWidth + 2 + 7 + 2);
    const room = STYLISH_WIDTH - indent.length;
    file.findings.forEach((finding, index) => {
      const severity = finding.severity === "error" ? palette.red("error  ") : finding.severity === "warning" ? palette.yellow("warning") : "info   ";
      const lines = wrapText(safe(finding.message), room);
      const last = lines[lines.length - 1];
      if (last.length + 2 + finding.ruleId.length <= room) lines[lines.length - 1] = `${last}  ${palette.dim(finding.ruleId)}`;
      else lines.push(palette.dim(finding.ruleId));
      out.push(`  ${places[index].padEnd(placeWidth)}  ${severity}  ${lines[0]}`);
      for (const line2 of lines.slice(1)) out.push(`${indent}${line2}`);
      const details = [
        ...finding.hint ? [`hint: ${finding.hint}`] : [],
        ...(finding.related ?? []).map((related) => `${relatedPlace(finding, related)}${related.message}`)
      ];
      for (const detail of details) {
        for (const line2 of wrapText(safe(detail), room)) out.push(`${indent}${palette.dim(line2)}`);
      }
    });
    out.push("");
  }
  const line = summaryLine(totals(files));
  if (line) out.push(line.errors ? palette.red(palette.bold(line.text)) : palette.yellow(palette.bold(line.text)));
  return out.length === 0 ? "" : `${out.join("\n")}
`;
}
function summaryLine(count) {
  const info = count.info > 0 ? `${count.info} info` : void 0;
  if (count.errors + count.warnings === 0) return info ? { text: `\u2139 ${info}, no errors or warnings`, errors: false } : void 0;
  const parts = [plural(count.errors, "error"), plural(count.warnings, "warning"), ...info ? [info] : []];
  const problems = count.errors + count.warnings + count.info;
  return { text: `${count.errors > 0 ? "\u2716" : "\u26A0"} ${plural(problems, "problem")} (${parts.join(", ")})`, errors: count.errors > 0 };
}
function place(finding) {
  if (finding.line === void 0) return "";
  let text = `${finding.line}:${finding.column ?? 1}`;
  if (finding.endLine !== void 0 && (finding.endLine !== finding.line || finding.endColumn !== finding.column)) {
    text += `-${finding.endLine}:${finding.endColumn ?? 1}`;
  }
  return text;
}
var safe = terminalSafeLine;

// src/kickoff/marker.ts
var KICKOFF_MARKER_OPENING = "<!-- teamdoc:kickoff ";
var MARKER_LINE = /<!-- teamdoc:kickoff((?: [a-z]+=[^\s<>]*)+) -->/;
var ATTRIBUTE = / ([a-z]+)=([^\s<>]*)/g;
function encodeMarkerValue(value) {
  return encodeURIComponent(value);
}
function findKickoffMarker(text) {
  const match = MARKER_LINE.exec(text);
  if (!match) return void 0;
  const attributes = {};
  for (const [, key, raw] of match[1].matchAll(ATTRIBUTE)) {
    const value = decodeMarkerValue(raw);
    if (value === void 0 || key in attributes) return void 0;
    attributes[key] = value;
  }
  const version = Number(attributes.v);
  if (!Number.isInteger(version) || version < 1) return void 0;
  delete attributes.v;
  return { version, attributes };
}
function decodeMarkerValue(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return void 0;
  }
}

export {
  countFindings,
  sortFindings,
  totals,
  relatedPlace,
  renderStylish,
  KICKOFF_MARKER_OPENING,
  encodeMarkerValue,
  findKickoffMarker
};
