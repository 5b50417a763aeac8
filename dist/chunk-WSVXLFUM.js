import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";

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
function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

// src/report/related-place.ts
function relatedPlace(finding, related) {
  const elsewhere = related.file !== void 0 && related.file !== finding.file;
  if (related.line === void 0) return elsewhere ? `${related.file}: ` : "";
  return elsewhere ? `${related.file}:${related.line}: ` : `line ${related.line}: `;
}

// src/report/stylish.ts
function renderStylish(files, palette) {
  const out = [];
  for (const file of files) {
    if (file.findings.length === 0) {
      out.push(`${palette.underline(safe(file.path))}: no issues found`);
      continue;
    }
    out.push(palette.underline(safe(file.path)));
    const places = file.findings.map(place);
    const placeWidth = Math.max(...places.map((text) => text.length));
    file.findings.forEach((finding, index) => {
      const severity = finding.severity === "error" ? palette.red("error  ") : finding.severity === "warning" ? palette.yellow("warning") : "info   ";
      out.push(`  ${places[index].padEnd(placeWidth)}  ${severity}  ${safe(finding.message)}  ${palette.dim(finding.ruleId)}`);
      const indent = " ".repeat(2 + placeWidth + 2 + 7 + 2);
      if (finding.hint) out.push(`${indent}${palette.dim(`hint: ${safe(finding.hint)}`)}`);
      for (const related of finding.related ?? []) {
        out.push(`${indent}${palette.dim(safe(`${relatedPlace(finding, related)}${related.message}`))}`);
      }
    });
    out.push("");
  }
  const count = totals(files);
  const problems = count.errors + count.warnings + count.info;
  if (problems > 0) {
    const parts = [plural(count.errors, "error"), plural(count.warnings, "warning")];
    if (count.info > 0) parts.push(`${count.info} info`);
    const line = `${count.errors > 0 ? "\u2716" : "\u26A0"} ${plural(problems, "problem")} (${parts.join(", ")})`;
    out.push(count.errors > 0 ? palette.red(palette.bold(line)) : palette.yellow(palette.bold(line)));
  }
  return out.length === 0 ? "" : `${out.join("\n")}
`;
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
  plural,
  relatedPlace,
  renderStylish,
  KICKOFF_MARKER_OPENING,
  encodeMarkerValue,
  findKickoffMarker
};
