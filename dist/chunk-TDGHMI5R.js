import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  liveProvider
} from "./chunk-SYKVC76K.js";
import {
  pushedTeamDoc
} from "./chunk-MEHJBAE5.js";
import "./chunk-DNZ6TC5X.js";
import "./chunk-LVN4UWZY.js";
import {
  PERMISSION_MODES
} from "./chunk-AFSCRH2H.js";
import "./chunk-BM4JSQ7L.js";
import {
  readEnvelope
} from "./chunk-G2R2KOYL.js";
import "./chunk-QH6WZGRJ.js";
import {
  CONFIG_RULES,
  checkLoadedDocInFull,
  configuredRules,
  locateFileInRepo,
  renderNoKickoffDoc
} from "./chunk-BOROVY4A.js";
import {
  KICKOFF_MARKER_OPENING,
  findKickoffMarker,
  relatedPlace,
  renderStylish,
  sortFindings,
  totals
} from "./chunk-VM22D54O.js";
import {
  paletteFor
} from "./chunk-W3XDMUUF.js";
import "./chunk-PUTA56ZU.js";
import "./chunk-N5ZR3VNH.js";
import {
  writeDocText
} from "./chunk-JH3HI65D.js";
import {
  joinCommand,
  ownedResources
} from "./chunk-2B7VIQGE.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import {
  findSecrets
} from "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import "./chunk-CKHU3PAM.js";
import {
  displayPath,
  findTeamDoc
} from "./chunk-VWTZAPKV.js";
import {
  loadTeamDoc,
  parseDocText
} from "./chunk-N54PVWF5.js";
import {
  ALL_RULES,
  DocHistory,
  EditConflict,
  RULES_DOC_URL,
  applyTextEdits,
  claimsOf,
  diffLines,
  neededProviders,
  offsetAt,
  oneOf,
  quote,
  runRules
} from "./chunk-G3ICI4EO.js";
import {
  currentOwner,
  rowsOwning
} from "./chunk-QQVAXXP7.js";
import {
  roleIndex
} from "./chunk-A3PGRPRT.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-NML54FI3.js";
import "./chunk-AOJ2GW5K.js";
import {
  comparable,
  readLogSnapshot
} from "./chunk-IOC56I7W.js";
import "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import {
  REPORT_FORMATS
} from "./chunk-OEIBBYLJ.js";
import {
  plural
} from "./chunk-3EQMZZWS.js";
import {
  MAX_DOC_BYTES,
  readDocFile
} from "./chunk-CN746P7H.js";
import {
  TextIndex,
  endOffset,
  locatedIn,
  normalisePath,
  parseMarkdown,
  pathsOverlap,
  plainText,
  remarkParse,
  spanOf,
  startOffset,
  unified
} from "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import {
  lfText
} from "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import {
  nameKey
} from "./chunk-PXTZHCII.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  packageVersion
} from "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import {
  DubiousOwnership,
  git
} from "./chunk-U5OUMOEA.js";
import {
  ExitCode,
  GitError,
  InputError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/check.ts
import { appendFileSync, existsSync } from "node:fs";
import { dirname as dirname2, isAbsolute, resolve } from "node:path";

// src/report/failures.ts
function describeInputError(error) {
  const location2 = error.location;
  let where = "";
  if (location2) {
    where = location2.file;
    if (location2.line !== void 0) where += `:${location2.line}`;
    if (location2.line !== void 0 && location2.column !== void 0) where += `:${location2.column}`;
    where += ": ";
  }
  return `teamdoc: ${terminalSafeLine(where + error.message)}
${error.hint ? `hint: ${terminalSafeLine(error.hint)}
` : ""}`;
}
function renderWarningLimit(warnings, limit) {
  return `teamdoc: ${plural(warnings, "warning")} ${warnings === 1 ? "is" : "are"} more than --max-warnings ${limit} allows
`;
}

// src/report/github.ts
var ANNOTATIONS_PER_LEVEL = 10;
function renderGithub(files, options) {
  const out = [];
  const shown = { error: 0, warning: 0, info: 0 };
  let skipped = 0;
  for (const file of files) {
    for (const finding of file.findings) {
      if (finding.severity !== "info" && shown[finding.severity] >= ANNOTATIONS_PER_LEVEL) {
        skipped++;
        continue;
      }
      shown[finding.severity]++;
      out.push(annotation(finding));
    }
  }
  const count = totals(files);
  if (skipped > 0) {
    const where = options.summaryWritten ? "the job summary lists them all" : "run `teamdoc check` to see them all";
    out.push(
      `teamdoc: ${plural(skipped, "more problem")} not annotated (GitHub shows ${ANNOTATIONS_PER_LEVEL} errors and ${ANNOTATIONS_PER_LEVEL} warnings per step); ${where}`
    );
  }
  out.push(`teamdoc: ${countWords(count)} in ${plural(count.files, "file")}`);
  return `${out.join("\n")}
`;
}
function annotation(finding) {
  const level = finding.severity === "info" ? "notice" : finding.severity;
  const properties = [
    ["file", finding.file],
    ["line", finding.line],
    ["col", finding.column],
    ["endLine", finding.endLine],
    ["endColumn", finding.endColumn],
    ["title", `teamdoc ${finding.ruleId}`]
  ];
  const list = properties.filter((entry) => entry[1] !== void 0).map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(",");
  const related = (finding.related ?? []).map((item) => `${relatedPlace(finding, item)}${item.message}`);
  const text = [finding.message, ...finding.hint ? [`hint: ${finding.hint}`] : [], ...related].join("\n");
  return `::${level} ${list}::${escapeData(text)}`;
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function countWords(count) {
  const notices = count.info > 0 ? plural(count.info, "notice") : void 0;
  if (count.errors + count.warnings === 0) return notices ? `no errors or warnings (${notices})` : "no errors or warnings";
  const parts = [plural(count.errors, "error"), plural(count.warnings, "warning"), ...notices ? [notices] : []];
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

// src/report/json.ts
var JSON_REPORT_VERSION = 1;
function renderJson(files) {
  const report2 = {
    version: JSON_REPORT_VERSION,
    files: files.map((file) => ({ path: file.path, messages: file.findings.map(message) })),
    summary: totals(files)
  };
  return `${JSON.stringify(report2, null, 2)}
`;
}
function message(finding) {
  return {
    ruleId: finding.ruleId,
    severity: finding.severity,
    message: finding.message,
    line: finding.line ?? null,
    column: finding.column ?? null,
    endLine: finding.endLine ?? null,
    endColumn: finding.endColumn ?? null,
    hint: finding.hint ?? null,
    url: finding.url ?? null,
    related: (finding.related ?? []).map((related) => ({
      message: related.message,
      file: related.file ?? finding.file,
      line: related.line ?? null,
      column: related.column ?? null,
      ...related.entry ? { entry: related.entry } : {}
    })),
    ...finding.entry ? { entry: finding.entry } : {},
    ...finding.suggestion ? { suggestion: finding.suggestion } : {}
  };
}

// src/report/sarif.ts
var LEVEL = { error: "error", warning: "warning", info: "note" };
function renderSarif(files, tool) {
  const ruleIndex = new Map(tool.rules.map((rule, index) => [rule.id, index]));
  const results = files.flatMap(
    (file) => sortFindings([...file.findings, ...file.suppressed ?? []]).map((finding) => result(finding, ruleIndex.get(finding.ruleId)))
  );
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "teamdoc",
            version: tool.version,
            informationUri: tool.informationUri,
            rules: tool.rules.map((rule) => ({
              id: rule.id,
              name: pascalCase(rule.id),
              shortDescription: { text: rule.description },
              helpUri: rule.url,
              defaultConfiguration: { level: LEVEL[rule.severity] }
            }))
          }
        },
        results
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}
function result(finding, ruleIndex) {
  return {
    ruleId: finding.ruleId,
    ...ruleIndex === void 0 ? {} : { ruleIndex },
    level: LEVEL[finding.severity],
    message: { text: finding.hint ? `${finding.message}
Hint: ${finding.hint}` : finding.message },
    locations: [location(finding.file, finding)],
    ...finding.entry ? { properties: { logEntry: finding.entry } } : {},
    ...finding.related?.length ? {
      relatedLocations: finding.related.map((related, id) => ({
        id,
        message: { text: related.message },
        // A log entry is no file in the checkout: named logically, as `<branch>:<path>` (what `git show` takes).
        ...related.entry ? { logicalLocations: [{ fullyQualifiedName: related.file, kind: "resource" }] } : location(related.file ?? finding.file, related)
      }))
    } : {},
    ...finding.suggestion ? { fixes: [fix(finding.file, finding.suggestion)] } : {},
    ...finding.suppression ? { suppressions: [suppression(finding.file, finding.suppression)] } : {}
  };
}
function suppression(uri, { kind, justification, comment, entry }) {
  return {
    kind,
    status: "accepted",
    justification,
    ...comment ? { location: location(uri, comment) } : {},
    ...entry ? { properties: { logEntry: entry } } : {}
  };
}
function fix(uri, suggestion) {
  return {
    description: { text: suggestion.message },
    artifactChanges: [
      {
        artifactLocation: { uri },
        replacements: suggestion.edits.map((edit) => ({
          deletedRegion: { startLine: edit.line, startColumn: edit.column, endLine: edit.endLine, endColumn: edit.endColumn },
          insertedContent: { text: edit.text }
        }))
      }
    ]
  };
}
function location(uri, place) {
  const region = {};
  if (place.line !== void 0) region.startLine = place.line;
  if (place.column !== void 0) region.startColumn = place.column;
  if (place.endLine !== void 0) region.endLine = place.endLine;
  if (place.endColumn !== void 0) region.endColumn = place.endColumn;
  return { physicalLocation: { artifactLocation: { uri }, ...region.startLine === void 0 ? {} : { region } } };
}
function pascalCase(id) {
  return id.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase());
}

// src/report/step-summary.ts
function renderStepSummary(files) {
  const count = totals(files);
  const out = [
    "### teamdoc check",
    "",
    `**${[plural(count.errors, "error"), plural(count.warnings, "warning"), ...count.info > 0 ? [`${count.info} info`] : []].join(", ")}** in ${plural(count.files, "file")}`,
    ""
  ];
  const rows = files.flatMap((file) => file.findings);
  if (rows.length > 0) {
    out.push("| File | Line | Severity | Rule | Message |", "| --- | --- | --- | --- | --- |");
    for (const finding of rows) {
      const where = finding.line === void 0 ? "" : `${finding.line}:${finding.column ?? 1}`;
      const rule = finding.url ? `[${finding.ruleId}](${finding.url})` : finding.ruleId;
      const message2 = finding.hint ? `${cell(finding.message)}<br>hint: ${cell(finding.hint)}` : cell(finding.message);
      out.push(`| ${cell(finding.file)} | ${where} | ${finding.severity} | ${rule} | ${message2} |`);
    }
    out.push("");
  }
  return `${out.join("\n")}
`;
}
function cell(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

// src/doc/history-load.ts
import { basename, dirname } from "node:path";

// src/git/blobs.ts
async function readBlobs(root, ids) {
  const unique = [...new Set(ids)];
  const result2 = { found: /* @__PURE__ */ new Map(), missing: [] };
  if (unique.length === 0) return result2;
  const run2 = await git(["cat-file", "--batch"], { cwd: root, read: true, input: `${unique.join("\n")}
`, env: { GIT_NO_LAZY_FETCH: "1" } });
  const out = run2.stdout;
  let at = 0;
  while (at < out.length) {
    const lineEnd = out.indexOf(10, at);
    if (lineEnd === -1) break;
    const [id = "", type = "", size = ""] = out.toString("utf8", at, lineEnd).split(" ");
    at = lineEnd + 1;
    if (type !== "blob") {
      result2.missing.push(id);
      if (size !== "") at += Number(size) + 1;
      continue;
    }
    const length = Number(size);
    result2.found.set(id, out.subarray(at, at + length));
    at += length + 1;
  }
  return result2;
}

// src/git/doc-commits.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
var MAX_NAMES = 64;
var FIELD = "";
var RECORD = "";
var WALK_OPTIONS = [
  "--no-follow",
  "--no-show-signature",
  "--no-color",
  "--no-renames",
  "--no-abbrev",
  "--raw",
  "-z",
  "--topo-order",
  "--diff-merges=first-parent"
];
function startWalk(folder, fileName) {
  return walkOneName(folder, "HEAD", fileName);
}
async function fileCommits(root, path, shallowCommits2, first) {
  const result2 = { commits: [], renames: [], shallowBoundary: void 0, absentAtHead: false };
  let start = "HEAD";
  let name = path;
  for (let names = 0; names < MAX_NAMES; names++) {
    const segment = await (names === 0 && first ? first : walkOneName(root, start, name));
    if (names === 0 && segment.commits.length > 0 && segment.commits[0].deleted) result2.absentAtHead = true;
    const kept = segment.commits.slice(0, segment.cut === void 0 ? void 0 : segment.cut + 1);
    for (const commit of kept) if (!commit.deleted) result2.commits.push(toFileCommit(commit, name));
    const added = segment.cut === void 0 ? void 0 : kept[kept.length - 1];
    if (!added) break;
    if (shallowCommits2.has(added.hash)) {
      result2.shallowBoundary = toFileCommit(added, name);
      break;
    }
    const parent = added.parents[0];
    if (parent === void 0) break;
    const from = await renamedFrom(root, parent, added.hash, name);
    if (from === void 0) break;
    result2.renames.push({ commit: added.hash, from, to: name });
    start = parent;
    name = from;
  }
  if (result2.commits.length === 0) result2.absentAtHead = true;
  return result2;
}
async function walkOneName(cwd, start, path) {
  const format = "--format=%x1e%H%x1f%P%x1f%ct%x1f%s";
  const args = ["log", ...WALK_OPTIONS, format, start, "--", `:(literal)${path}`];
  const run2 = await git(args, { cwd, read: true, allowFailure: true });
  if (run2.status !== 0) {
    if (start === "HEAD" && /does not have any commits|unknown revision|bad (?:default )?revision/i.test(run2.stderr)) return { commits: [], cut: void 0 };
    throw new GitError(args, run2.status, run2.stderr);
  }
  const commits = parseWalk(run2.stdout.toString("utf8"));
  const cut = commits.findIndex((commit) => commit.status === "A" && commit.parents.length <= 1);
  return { commits, cut: cut === -1 ? void 0 : cut };
}
function parseWalk(output) {
  const commits = [];
  for (const record of output.split(RECORD)) {
    if (record === "") continue;
    const tokens = record.split("\0");
    const [hash = "", parents = "", time = "0", ...subject] = tokens[0].split(FIELD);
    const raw = tokens.slice(1).find((token) => token.replace(/^\n/, "").startsWith(":"));
    if (raw === void 0) continue;
    const [, , oldBlob = "", newBlob = "", status = ""] = raw.replace(/^\n/, "").slice(1).split(" ");
    const deleted = status.startsWith("D");
    commits.push({
      hash,
      parents: parents === "" ? [] : parents.split(" "),
      committed: new Date(Number(time) * 1e3),
      subject: subject.join(FIELD),
      status: status.charAt(0),
      blob: deleted ? oldBlob : newBlob,
      deleted
    });
  }
  return commits;
}
async function renamedFrom(root, parent, commit, to) {
  const run2 = await git(["diff-tree", "-r", "-z", "--raw", "--no-abbrev", "-M", "--no-color", parent, commit], { cwd: root, read: true });
  const tokens = run2.stdout.toString("utf8").split("\0");
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!token.startsWith(":")) continue;
    const status = token.split(" ")[4] ?? "";
    if (status.startsWith("R") || status.startsWith("C")) {
      const [from, dest] = [tokens[index + 1], tokens[index + 2]];
      if (status.startsWith("R") && dest === to && from !== void 0) return from;
      index += 2;
    } else {
      index += 1;
    }
  }
  return void 0;
}
function toFileCommit(commit, path) {
  return { hash: commit.hash, parents: commit.parents, committed: commit.committed, subject: commit.subject, path, blob: commit.blob };
}
function shallowCommits(commonDir) {
  try {
    return new Set(
      readFileSync(join(commonDir, "shallow"), "utf8").split("\n").filter((line2) => line2 !== "")
    );
  } catch {
    return /* @__PURE__ */ new Set();
  }
}

// src/doc/history-load.ts
async function readDocVersions(file) {
  const first = startWalk(dirname(file), basename(file));
  first.catch(() => void 0);
  const place = await locateFileInRepo(file);
  if (!place) return void 0;
  const walk = await fileCommits(place.root, place.path, place.shallow ? shallowCommits(place.commonDir) : /* @__PURE__ */ new Set(), first);
  const commits = walk.absentAtHead ? [] : walk.commits;
  const blobs = await readBlobs(
    place.root,
    commits.map((commit) => commit.blob)
  );
  const text = (commit) => {
    const bytes = blobs.found.get(commit.blob);
    return bytes === void 0 || bytes.length > MAX_DOC_BYTES ? void 0 : bytes.toString("utf8");
  };
  return {
    path: place.path,
    commits: commits.map((commit) => ({ commit: historyCommit(commit), text: text(commit) })),
    renames: walk.renames,
    shallowBoundary: walk.shallowBoundary && !walk.absentAtHead ? historyCommit(walk.shallowBoundary) : void 0
  };
}
function historyOf(versions, current) {
  return versions && new DocHistory({ ...versions, current });
}
function historyCommit(commit) {
  return { hash: commit.hash, committed: commit.committed, subject: commit.subject, path: commit.path };
}

// src/fix/conflict-markers.ts
var OPENING = /^<{7}(?: |$)/;
var MIDDLE = /^={7}$/;
var CLOSING = /^>{7}(?: |$)/;
function firstConflictMarker(text) {
  const lines = text.split("\n");
  let opened = false;
  for (const [index, line2] of lines.entries()) {
    if (OPENING.test(line2) || CLOSING.test(line2) || opened && MIDDLE.test(line2)) return index + 1;
    if (OPENING.test(line2)) opened = true;
  }
  return void 0;
}
function refuseConflictMarkers(text, file) {
  const line2 = firstConflictMarker(text);
  if (line2 === void 0) return;
  throw new InputError(
    "Unexpected merge-conflict marker, expected a doc without unresolved conflicts; nothing was written",
    { file, line: line2, column: 1 },
    {
      hint: "Resolve the conflict (keep what belongs between `<<<<<<<` and `>>>>>>>`, remove the markers), then run `teamdoc check --fix` again."
    }
  );
}

// src/fix/fix-rounds.ts
var MAX_FIX_ROUNDS = 10;
async function fixInRounds(text, findings, check) {
  const applied = [];
  let current = { text, findings };
  for (let round = 0; round < MAX_FIX_ROUNDS; round++) {
    const chosen = nonOverlappingFixes(current.text, current.findings);
    if (chosen.length === 0) break;
    const next = applyTextEdits(
      current.text,
      chosen.flatMap((fix2) => fix2.suggestion.edits)
    );
    if (next === current.text) break;
    applied.push(...chosen);
    current = { text: next, findings: await check(next) };
  }
  return { text: current.text, applied, findings: current.findings };
}
function nonOverlappingFixes(text, findings) {
  const taken = [];
  const chosen = [];
  for (const finding of findings) {
    const suggestion = finding.suggestion;
    if (!suggestion?.safe || suggestion.edits.length === 0) continue;
    const ranges = rangesOf(text, suggestion.edits);
    if (!ranges || ranges.some((range2) => taken.some((other) => overlap(range2, other)))) continue;
    taken.push(...ranges);
    chosen.push({ finding, suggestion });
  }
  return chosen;
}
function rangesOf(text, edits) {
  try {
    const ranges = edits.map((edit) => ({ start: offsetAt(text, edit), end: offsetAt(text, { line: edit.endLine, column: edit.endColumn }) }));
    return ranges.some((range2, index) => ranges.slice(index + 1).some((other) => overlap(range2, other))) ? void 0 : ranges;
  } catch (error) {
    if (error instanceof EditConflict) return void 0;
    throw error;
  }
}
function overlap(a, b) {
  return a.start === b.start || a.start < b.end && b.start < a.end;
}

// src/report/fix-text.ts
function renderFixes(applied) {
  return applied.map(
    ({ finding, suggestion }) => `${terminalSafeLine(`${finding.file}:${finding.line ?? 1}:${finding.column ?? 1} ${finding.ruleId}: ${suggestion.message}`)}
`
  ).join("");
}
function renderDryRunSummary(fixes, files) {
  if (fixes === 0) return "teamdoc: nothing to fix\n";
  return `teamdoc: ${plural(fixes, "fix", "fixes")} in ${plural(files, "file")} not written (--fix-dry-run); \`teamdoc check --fix\` writes them
`;
}

// src/text/unified-diff.ts
var CONTEXT = 3;
var NO_NEWLINE = "\\ No newline at end of file";
function unifiedDiff(path, before, after) {
  if (before === after) return "";
  const older = linesOf(before);
  const newer = linesOf(after);
  const out = [`--- a/${path}`, `+++ b/${path}`];
  for (const group of grouped(diffLines(keys(older), keys(newer)))) {
    const first = group[0];
    const last = group[group.length - 1];
    const oldFrom = Math.max(0, first.oldStart - CONTEXT);
    const newFrom = first.newStart - (first.oldStart - oldFrom);
    const oldTo = Math.min(older.lines.length, last.oldEnd + CONTEXT);
    const newTo = last.newEnd + (oldTo - last.oldEnd);
    out.push(`@@ -${range(oldFrom, oldTo)} +${range(newFrom, newTo)} @@`);
    let at = oldFrom;
    for (const hunk of group) {
      for (; at < hunk.oldStart; at++) out.push(...line(" ", older, at));
      for (let index = hunk.oldStart; index < hunk.oldEnd; index++) out.push(...line("-", older, index));
      for (let index = hunk.newStart; index < hunk.newEnd; index++) out.push(...line("+", newer, index));
      at = hunk.oldEnd;
    }
    for (; at < oldTo; at++) out.push(...line(" ", older, at));
  }
  return out.map((text) => `${text}
`).join("");
}
function linesOf(text) {
  const lines = text.split("\n");
  const unterminated = lines[lines.length - 1] !== "";
  if (!unterminated) lines.pop();
  return { lines, unterminated };
}
function keys(text) {
  return text.unterminated ? [...text.lines.slice(0, -1), `${text.lines[text.lines.length - 1]}
`] : text.lines;
}
function line(sign, text, index) {
  const last = index === text.lines.length - 1 && text.unterminated;
  return last ? [sign + text.lines[index], NO_NEWLINE] : [sign + text.lines[index]];
}
function grouped(hunks) {
  const groups = [];
  for (const hunk of hunks) {
    const group = groups[groups.length - 1];
    if (group && hunk.oldStart - group[group.length - 1].oldEnd <= 2 * CONTEXT) group.push(hunk);
    else groups.push([hunk]);
  }
  return groups;
}
function range(from, to) {
  const count = to - from;
  return `${count === 0 ? from : from + 1},${count}`;
}

// src/protocol/formats-in-markdown.ts
var FIRST_LINE = /^\[([a-z]+)\] /;
var LABEL = /^([A-Z][A-Za-z ]*):(?: |$)/;
function formatsWritten(markdown) {
  const tree = unified().use(remarkParse).parse(markdown);
  const formats = [];
  const visit = (node) => {
    if (node.type === "code" && node.value !== void 0) {
      const [first = "", ...rest] = node.value.split("\n");
      const tag = FIRST_LINE.exec(first)?.[1];
      if (tag !== void 0) {
        const fields = rest.flatMap((line2) => LABEL.exec(line2)?.[1] ?? []);
        formats.push({ tag, fields, line: node.position?.start.line ?? 1 });
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return formats;
}

// src/kickoff/read-kickoff.ts
function readKickoff(written, file) {
  const text = lfText(written);
  const index = new TextIndex(text);
  const tree = parseMarkdown(text);
  return {
    file,
    text,
    index,
    marker: markerLine(text, index),
    headings: headingsOf(tree, index),
    joinCommands: joinCommandsIn(text, index),
    prose: proseOf(tree, text),
    sentences: sentencesOf(tree, index),
    paths: pathsIn(text, index),
    formats: formatsWritten(text)
  };
}
function markerLine(text, index) {
  const marker = findKickoffMarker(text);
  if (!marker) return void 0;
  const start = text.indexOf(KICKOFF_MARKER_OPENING);
  const end = text.indexOf("-->", start) + 3;
  return { span: index.span(start, end), attributes: marker.attributes };
}
function headingsOf(tree, index) {
  const headings = tree.children.filter((node) => node.type === "heading");
  return headings.map((heading, position) => {
    const next = headings.slice(position + 1).find((later) => later.depth <= heading.depth);
    const sectionEnd = next ? startOffset(next) : index.text.length;
    return {
      text: plainText(heading).trim(),
      span: spanOf(heading),
      depth: heading.depth,
      sectionStart: startOffset(heading),
      sectionEnd,
      section: index.span(startOffset(heading), sectionEnd)
    };
  });
}
function proseOf(tree, text) {
  const chars = text.split("");
  const blank = (node) => {
    for (let offset = startOffset(node); offset < endOffset(node); offset++) if (chars[offset] !== "\n") chars[offset] = " ";
  };
  const visit = (node) => {
    if (node.type === "code" || node.type === "inlineCode" || node.type === "html") return blank(node);
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return chars.join("");
}
function sentencesOf(tree, index) {
  const found = [];
  const visit = (node) => {
    if (node.type === "paragraph" || node.type === "tableCell" || node.type === "heading") {
      found.push({ text: plainText(node), span: spanOf(node) });
      return;
    }
    if (node.type === "code") {
      const start = startOffset(node);
      const raw = index.text.slice(start, endOffset(node));
      let offset = 0;
      for (const line2 of raw.split("\n")) {
        if (line2.trim() !== "") found.push({ text: line2.trim(), span: index.span(start + offset, start + offset + line2.length) });
        offset += line2.length + 1;
      }
      return;
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}
var JOIN = /teamdoc\s+join\b[^\n`]*/g;
var FLAG = /--(parent|part|name|handoff)(?:=|\s+)('[^']*'|"[^"]*"|[^\s'"`]+)/g;
function joinCommandsIn(text, index) {
  const commands = [];
  for (const match of text.matchAll(JOIN)) {
    const command = {
      span: index.span(match.index, match.index + match[0].length),
      parent: void 0,
      part: void 0,
      name: void 0,
      handoff: void 0
    };
    for (const flag of match[0].matchAll(FLAG)) {
      const raw = flag[2];
      const quoted = raw.startsWith("'") || raw.startsWith('"');
      const valueStart = match.index + flag.index + flag[0].length - raw.length + (quoted ? 1 : 0);
      const value = quoted ? raw.slice(1, -1) : raw;
      const key = flag[1];
      command[key] ??= { text: value, span: index.span(valueStart, valueStart + value.length) };
    }
    commands.push(command);
  }
  return commands;
}
var PATH = /(?<![\w.:/~-])(?:~?\/[\w.@%+=,-]+(?:\/[\w.@%+=,-]*)*|\.{1,2}\/[\w.@%+=,/-]*|[\w.-]+\/[\w.@%+=,/-]*)/g;
function pathsIn(text, index) {
  const paths = [];
  for (const match of text.matchAll(PATH)) {
    const written = match[0].replace(/[.,]+$/, "");
    if (written === "" || /^\w+:\/\//.test(text.slice(match.index, match.index + written.length + 3))) continue;
    paths.push({ text: written, start: match.index, span: index.span(match.index, match.index + written.length) });
  }
  return paths;
}

// src/rules/kickoff/kickoff-rule.ts
function defineKickoffRule(definition) {
  return { ...definition, group: "kickoff", needs: definition.needs ?? [], url: `${RULES_DOC_URL}#${definition.id}` };
}
function headingMatching(kickoff, pattern) {
  return kickoff.headings.find((heading) => pattern.test(heading.text));
}
function missingAt(kickoff, section) {
  const heading = (section && headingMatching(kickoff, section)) ?? kickoff.headings[0];
  return heading?.span ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
function inDoc(context, span, message2) {
  return context.docFile === void 0 ? { span, message: message2 } : { span, message: message2, file: context.docFile };
}
function mentions(text, name) {
  const key = nameKey(name);
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + 1)) {
    const before = lower[at - 1];
    const after = lower[at + key.length];
    if (!isWordChar(before) && !isWordChar(after)) return true;
  }
  return false;
}
function isWordChar(char) {
  return char !== void 0 && /[\p{L}\p{N}_-]/u.test(char);
}

// src/rules/kickoff/kickoff-subject.ts
var cache = /* @__PURE__ */ new WeakMap();
function kickoffSubject(kickoff, doc) {
  const cached = cache.get(kickoff);
  if (cached && cached.doc === doc) return cached.subject;
  const subject = readSubject(kickoff, doc);
  cache.set(kickoff, { doc, subject });
  return subject;
}
function readSubject(kickoff, doc) {
  const join2 = kickoff.joinCommands[0];
  const fromMarker = (key) => {
    const value = kickoff.marker?.attributes[key];
    return value === void 0 || kickoff.marker === void 0 ? void 0 : { text: value, span: kickoff.marker.span };
  };
  const partName = fromMarker("part") ?? join2?.part;
  const parentName = join2?.parent ?? fromMarker("parent");
  const part = partName && doc?.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(partName.text));
  const owner = part && doc && currentOwner(doc, part.id.text);
  const parent = owner?.parent === void 0 || doc === void 0 ? void 0 : roleIndex(doc).find(owner.parent)?.role;
  return { partName, part, owner, parentName, parent };
}

// src/rules/kickoff/kickoff-part.ts
var kickoff_part_default = defineKickoffRule({
  id: "kickoff-part",
  severity: "error",
  description: "The kickoff names its part (in its marker line or its `teamdoc join --part`), a part of the team doc, and the name of the part\u2019s owner.",
  check(context, report2) {
    const { kickoff, doc } = context;
    const subject = kickoffSubject(kickoff, doc);
    if (subject.partName === void 0) {
      report2(missingAt(kickoff), "Unexpected kickoff that names no part, expected its part in `teamdoc join \u2026 --part <part>`", {
        hint: "Write the ack command with --part, or render the kickoff with `teamdoc kickoff <part>`."
      });
      return;
    }
    if (doc === void 0) return;
    if (subject.part === void 0) {
      const parts = doc.parts.map((part) => part.id.text);
      report2(
        subject.partName.span,
        `Unexpected part ${quote(subject.partName.text)}, expected a part of the team doc${parts.length > 0 ? `: ${oneOf(parts)}` : ""}`,
        {
          hint: "Use the id of the part\u2019s `### <part>` heading in the team doc."
        }
      );
      return;
    }
    const owner = subject.owner;
    if (owner && !mentions(kickoff.text, owner.name.text)) {
      report2(
        missingAt(kickoff),
        `Unexpected kickoff without its owner\u2019s name, expected ${quote(owner.name.text)}, the role that owns ${quote(subject.part.id.text)}`,
        {
          hint: "Tell the worker who it is: the name others address it by.",
          related: [inDoc(context, owner.cells.name.span, `${quote(owner.name.text)} owns ${quote(subject.part.id.text)}`)]
        }
      );
    }
  }
});

// src/rules/kickoff/kickoff-intent.ts
var INTENT_HEADINGS = /\b(?:whole work|intent|goal|why|background|the work)\b/i;
var kickoff_intent_default = defineKickoffRule({
  id: "kickoff-intent",
  severity: "error",
  description: "The kickoff says what the whole work is for: the team doc\u2019s intent, or a section such as `## The whole work`.",
  check({ kickoff, doc }, report2) {
    const intent = doc?.intent?.text;
    if (intent !== void 0 && comparable(kickoff.text).includes(comparable(intent))) return;
    const heading = headingMatching(kickoff, INTENT_HEADINGS);
    if (heading && kickoff.text.slice(heading.sectionStart, heading.sectionEnd).split("\n").slice(1).join("\n").trim() !== "") return;
    report2(missingAt(kickoff), "Unexpected kickoff without the whole work\u2019s intent, expected the team doc\u2019s intent (or a `## The whole work` section)", {
      hint: "A worker that knows what the whole work is for makes better calls inside its part: paste the doc\u2019s intent."
    });
  }
});

// src/rules/kickoff/kickoff-parent.ts
var kickoff_parent_default = defineKickoffRule({
  id: "kickoff-parent",
  severity: "error",
  description: "The kickoff gives the parent\u2019s reply address: its name, and its session id when the Roles table has one.",
  check(context, report2) {
    const { kickoff, doc } = context;
    const subject = kickoffSubject(kickoff, doc);
    const parent = subject.parent;
    if (subject.parentName === void 0 && parent === void 0) {
      report2(missingAt(kickoff), "Unexpected kickoff without a parent to report to, expected the parent\u2019s name and session id", {
        hint: "Name the parent in the ack command (`teamdoc join --parent <name> \u2026`) and give its session id."
      });
      return;
    }
    if (parent?.session === void 0 || kickoff.text.includes(parent.session)) return;
    report2(
      missingAt(kickoff, /parent|report/i),
      `Unexpected kickoff without ${quote(parent.name.text)}\u2019s session id, expected ${quote(parent.session)}, its reply address in the Roles table`,
      {
        hint: "A name can change or collide; the session id is how the worker finds its parent for sure.",
        related: [inDoc(context, parent.cells.session.span, `${quote(parent.name.text)}\u2019s session`)]
      }
    );
  }
});

// src/rules/kickoff/kickoff-doc-path.ts
import { basename as basename2 } from "node:path";
var kickoff_doc_path_default = defineKickoffRule({
  id: "kickoff-doc-path",
  severity: "error",
  description: "The kickoff names the team doc by its absolute path: the worker may start in another folder or on another machine.",
  check({ kickoff, docPath }, report2) {
    if (docPath !== void 0 && kickoff.text.includes(docPath)) return;
    const name = docPath === void 0 ? void 0 : basename2(docPath);
    const absolute = kickoff.paths.filter((path) => /^~?\//.test(path.text));
    const isDoc = (path) => name === void 0 ? path.endsWith(".md") : basename2(path) === name;
    if (absolute.some((path) => isDoc(path.text))) return;
    const expected = docPath === void 0 ? "the team doc\u2019s absolute path" : `its absolute path ${quote(docPath)}`;
    const relative = kickoff.paths.find((path) => !/^~?\//.test(path.text) && isDoc(path.text)) ?? bareName(kickoff.text, name, kickoff.index);
    if (relative) {
      report2(relative.span, `Unexpected relative team doc path ${quote(relative.text)}, expected ${expected}`, {
        hint: "The worker may start in another folder or on another machine: give the whole path."
      });
      return;
    }
    report2(missingAt(kickoff), `Unexpected kickoff without the team doc\u2019s path, expected ${expected}`, {
      hint: "The team doc is what is true; the worker reads its Roles, Resources and part there."
    });
  }
});
function bareName(text, name, index) {
  if (name === void 0) return void 0;
  const at = new RegExp(`(?<![\\w/.-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w/-])`).exec(text);
  return at ? { text: name, span: index.span(at.index, at.index + name.length) } : void 0;
}

// src/rules/kickoff/kickoff-resources.ts
var kickoff_resources_default = defineKickoffRule({
  id: "kickoff-resources",
  severity: "error",
  description: "The kickoff lists every resource the team doc gives the part\u2019s owner (its value, as the Resources table writes it).",
  needs: ["doc"],
  check(context, report2) {
    const { kickoff, doc } = context;
    const { owner } = kickoffSubject(kickoff, doc);
    if (!owner) return;
    const text = comparable(kickoff.text);
    for (const resource of ownedResources(doc, owner)) {
      const value = resource.cells.value;
      if (value.none || value.placeholder || text.includes(comparable(value.text))) continue;
      const name = resource.cells.resource.text || resource.cells.kind.text;
      report2(
        missingAt(kickoff, /resource/i),
        `Unexpected kickoff without ${quote(name)} (${quote(value.text)}), expected every resource ${quote(owner.name.text)} holds in the team doc`,
        {
          hint: "A worker uses only what its kickoff lists; render it again with teamdoc kickoff, or add the row\u2019s value.",
          related: [inDoc(context, value.span, `${quote(value.text)} held by ${quote(owner.name.text)}`)]
        }
      );
    }
  }
});

// src/rules/kickoff/kickoff-criteria.ts
var WRITE_FIRST = /\bcriteria\b.*\b(?:before|first)\b|\b(?:before|first)\b.*\bcriteria\b/i;
var kickoff_criteria_default = defineKickoffRule({
  id: "kickoff-criteria",
  severity: "error",
  description: "The kickoff carries the part\u2019s criteria as the team doc writes them (the latest dated section), or, when there are none, tells the worker to write them before looking at any result.",
  check(context, report2) {
    const { kickoff, doc } = context;
    const { part } = kickoffSubject(kickoff, doc);
    const written = part?.criteria.filter((section) => !section.empty) ?? [];
    const latest = written[written.length - 1];
    if (latest) {
      const text = comparable(kickoff.text);
      for (const line2 of latest.lines) {
        if (text.includes(comparable(line2.text))) continue;
        report2(
          missingAt(kickoff, /criteri/i),
          `Unexpected kickoff without the criterion ${quote(line2.text)}, expected the part\u2019s criteria as the team doc writes them`,
          {
            hint: "Criteria are fixed before any result: paste them word for word (teamdoc kickoff does).",
            related: [inDoc(context, line2.span, `${quote(latest.heading.text)} of ${quote(part.id.text)}`)]
          }
        );
      }
      return;
    }
    if (kickoff.sentences.some((sentence) => WRITE_FIRST.test(sentence.text))) return;
    report2(
      missingAt(kickoff, /criteri/i),
      "Unexpected kickoff without criteria, expected the part\u2019s criteria or the instruction to write them before looking at any result",
      {
        hint: "Criteria written after the results are in are not criteria: say that the worker writes them first."
      }
    );
  }
});

// src/rules/kickoff/kickoff-report-formats.ts
var UP = REPORT_FORMATS.filter((format) => format.direction === "up");
var kickoff_report_formats_default = defineKickoffRule({
  id: "kickoff-report-formats",
  severity: "error",
  description: "The kickoff spells out every report format a worker sends (`[plan]`, `[done]`, `[result]`, `[blocked]`, `[question]`, `[resource]`), each in a fenced block with its fields in order.",
  check({ kickoff }, report2) {
    if (!UP.some((format) => kickoff.formats.some((written) => written.tag === format.tag))) {
      report2(
        missingAt(kickoff, /report|format/i),
        `Unexpected kickoff without report formats, expected ${UP.map((format) => `\`[${format.tag}]\``).join(", ")}, each with its fields`,
        {
          hint: "Paste the formats from the worker skill\u2019s references/report-formats.md, or render the kickoff with teamdoc kickoff."
        }
      );
      return;
    }
    for (const format of UP) {
      const written = kickoff.formats.find((candidate) => candidate.tag === format.tag);
      const expected = format.fields.join(", ");
      if (!written) {
        report2(
          missingAt(kickoff, /report|format/i),
          `Unexpected kickoff without the \`[${format.tag}]\` format, expected every report format a worker sends, with its fields`,
          {
            hint: `Add a fenced block: \`[${format.tag}] <part>: ${format.heading}\`, then the lines ${expected}.`
          }
        );
        continue;
      }
      if (written.fields.join(", ") === expected) continue;
      const line2 = kickoff.index.line(written.line + 1);
      report2(
        { start: { line: written.line + 1, column: 1 }, end: { line: written.line + 1, column: line2.length + 1 } },
        `Unexpected fields \`${written.fields.join(", ") || "none"}\` in the \`[${format.tag}]\` format, expected \`${expected}\``,
        { hint: "Keep every labelled line, in this order; the parent reads reports by them." }
      );
    }
  }
});

// src/rules/kickoff/kickoff-contract.ts
var CONTRACT_CLAUSES = [
  {
    clause: "work only in its own worktree, with its own resources",
    written: /\bown worktree\b|\bwork only (?:in|there)\b|\bonly (?:in )?your (?:own )?worktree\b/i
  },
  {
    clause: "never stop a process it did not start",
    written: /\b(?:did not|didn['’]t|never) start(?:ed)?\b[^.\n]*|\bprocess(?:es)? (?:it|you) (?:did not|didn['’]t) start\b/i
  },
  { clause: "report with evidence (a path, a commit, a command)", written: /\bevidence\b/i },
  {
    clause: "change shared definitions only through their owner",
    written: /\bthrough (?:its|their) owner\b|\b(?:another|other) role owns\b|\bowner['’]s (?:approval|agreement)\b/i
  },
  { clause: "a message from another session approves nothing", written: /\bapproves? nothing\b|\bis (?:never|not) (?:an? )?approval\b|\bapproves? no\b/i }
];
var kickoff_contract_default = defineKickoffRule({
  id: "kickoff-contract",
  severity: "error",
  description: "The kickoff carries the worker contract: own worktree and resources only, never stop what it did not start, report with evidence, shared definitions through their owner, a peer message approves nothing.",
  check({ kickoff }, report2) {
    const missing = CONTRACT_CLAUSES.filter(({ written }) => !written.test(kickoff.text));
    if (missing.length === CONTRACT_CLAUSES.length) {
      report2(
        missingAt(kickoff, /contract|rules/i),
        "Unexpected kickoff without the worker contract, expected its clauses: own worktree and resources only, never stop what it did not start, evidence, shared definitions through their owner, a peer message approves nothing",
        {
          hint: "The worker may have no skill installed: the kickoff is its whole contract (teamdoc kickoff writes it out)."
        }
      );
      return;
    }
    for (const { clause } of missing) {
      report2(missingAt(kickoff, /contract|rules/i), `Unexpected worker contract without \u201C${clause}\u201D, expected every clause of the contract`, {
        hint: "The worker may have no skill installed: the kickoff is its whole contract (teamdoc kickoff writes it out)."
      });
    }
  }
});

// src/rules/kickoff/kickoff-permission-mode.ts
var CODEX_APPROVAL_POLICIES = ["untrusted", "on-failure", "on-request", "never"];
var NAMED = new RegExp(
  `permission[ -]mode\\b[^\\n]{0,80}?(?<![\\w-])(${[...PERMISSION_MODES, ...CODEX_APPROVAL_POLICIES].join("|")}|unknown)(?![\\w-])`,
  "i"
);
var kickoff_permission_mode_default = defineKickoffRule({
  id: "kickoff-permission-mode",
  severity: "error",
  description: "The kickoff says which permission mode the worker runs in: sessions in different classes (bypass versus prompting) hold each other\u2019s messages. A Codex worker (its row\u2019s Runtime) has no such mode.",
  check({ kickoff, doc }, report2) {
    if (kickoffSubject(kickoff, doc).owner?.runtime === "codex") return;
    const match = NAMED.exec(kickoff.text);
    if (match && match[1].toLowerCase() !== "unknown") return;
    const expected = `the mode the worker is started in (${oneOf(PERMISSION_MODES)}), the same class as its parent\u2019s`;
    if (match) {
      const at = match.index + match[0].length - match[1].length;
      report2(kickoff.index.span(at, at + match[1].length), `Unexpected permission mode ${quote(match[1])}, expected ${expected}`, {
        hint: "Render it again with teamdoc kickoff --permission-mode <your mode>."
      });
      return;
    }
    report2(missingAt(kickoff, /permission/i), `Unexpected kickoff without a permission mode, expected ${expected}`, {
      hint: "Say it in one line, e.g. \u201CYou run in permission mode `default`, as your parent does.\u201D"
    });
  }
});

// src/rules/kickoff/kickoff-first-command.ts
var kickoff_first_command_default = defineKickoffRule({
  id: "kickoff-first-command",
  severity: "error",
  description: "The kickoff gives the ack to run first, `teamdoc join --parent <parent> --part <part> --name <owner>`, with the names the team doc gives; a successor\u2019s first message (`join \u2026 --handoff <id>`) names its predecessor, an owner of the part, as parent.",
  check(context, report2) {
    const { kickoff, doc } = context;
    const command = kickoff.joinCommands[0];
    const subject = kickoffSubject(kickoff, doc);
    if (!command) {
      const expected = subject.part && subject.owner && subject.parent ? `\`${joinCommand(subject.parent.name.text, subject.part.id.text, subject.owner.name.text)}\`` : "`teamdoc join --parent <parent> --part <part> --name <owner>`";
      report2(missingAt(kickoff, /ack|first/i), `Unexpected kickoff without the ack command, expected ${expected} as the first thing the worker runs`, {
        hint: "The ack records the worker\u2019s parent statement in the log; without it the chain has a gap."
      });
      return;
    }
    const absent = ["parent", "part", "name"].filter((flag) => command[flag] === void 0);
    if (absent.length > 0) {
      report2(command.span, `Unexpected \`teamdoc join\` without ${absent.map((flag) => `--${flag}`).join(", ")}, expected --parent, --part and --name`, {
        hint: "teamdoc join records who the worker is, its parent and its part; it needs all three."
      });
    }
    const mismatch = (written, expected, what, related) => {
      if (written === void 0 || expected === void 0 || nameKey(written.text) === nameKey(expected)) return;
      report2(written.span, `Unexpected ${quote(written.text)}, expected ${quote(expected)}, ${what}`, {
        hint: "The ack must state what the team doc says, or the chain check reports a mismatch.",
        ...related ? { related: [related] } : {}
      });
    };
    const { owner, parent } = subject;
    if (subject.part && command.part !== subject.partName) mismatch(command.part, subject.part.id.text, "the part this kickoff is for", void 0);
    if (command.handoff !== void 0) {
      const predecessors = doc && subject.part ? rowsOwning(doc, subject.part.id.text) : [];
      if (owner && predecessors.length > 0 && !statesOneOf(command, predecessors, doc)) {
        mismatch(
          command.parent,
          owner.name.text,
          `the owner of ${quote(subject.part.id.text)} handing it off`,
          inDoc(context, owner.cells.name.span, `${quote(owner.name.text)} owns ${quote(subject.part.id.text)}`)
        );
      }
      return;
    }
    if (owner && parent)
      mismatch(
        command.parent,
        parent.name.text,
        `the Parent of ${quote(owner.name.text)} in Roles`,
        inDoc(context, owner.cells.parent.span, `${quote(owner.name.text)}\u2019s parent`)
      );
    if (owner)
      mismatch(
        command.name,
        owner.name.text,
        `the owner of ${quote(subject.part.id.text)}`,
        inDoc(context, owner.cells.name.span, `${quote(owner.name.text)} owns ${quote(subject.part.id.text)}`)
      );
  }
});
function statesOneOf(command, rows, doc) {
  const written = command.parent?.text;
  if (written === void 0) return true;
  const named = roleIndex(doc).find(written)?.role;
  return rows.some((row) => row === named || row.session === written);
}

// src/rules/kickoff/kickoff-context.ts
var CONTEXT_PHRASES = [
  "as discussed",
  "as we discussed",
  "discussed above",
  "as agreed earlier",
  "as mentioned earlier",
  "as before",
  "like before",
  "same as before",
  "like last time",
  "same as last time",
  "the usual",
  "as usual",
  "you already know",
  "you know the drill"
];
var PHRASE = new RegExp(`\\b(?:${CONTEXT_PHRASES.map((phrase) => phrase.replace(/ /g, "\\s+")).join("|")})\\b`, "gi");
var kickoff_context_default = defineKickoffRule({
  id: "kickoff-context",
  severity: "warning",
  description: "The kickoff does not lean on context the worker does not have (\u201Cas discussed\u201D, \u201Clike before\u201D, \u201Cthe usual ports\u201D).",
  check({ kickoff }, report2) {
    for (const match of kickoff.prose.matchAll(PHRASE)) {
      report2(
        kickoff.index.span(match.index, match.index + match[0].length),
        `Unexpected ${quote(match[0])}, expected what it refers to, written out: the worker saw no earlier conversation`,
        {
          hint: "Say the thing itself (the ports, the decision, the earlier result), or put it in the team doc and point there."
        }
      );
    }
  }
});

// src/rules/kickoff/kickoff-path-overlap.ts
var kickoff_path_overlap_default = defineKickoffRule({
  id: "kickoff-path-overlap",
  severity: "error",
  description: "No folder the kickoff gives its worker (under its resources, or as its worktree) is, contains or lies inside a folder the team doc gives another role.",
  needs: ["doc"],
  check(context, report2) {
    const { kickoff, doc } = context;
    const { owner } = kickoffSubject(kickoff, doc);
    if (!owner) return;
    const others = claimsOf(doc, "path").filter((claim) => claim.holderKey !== nameKey(owner.name.text) && claim.resource.value.type === "path");
    for (const path of ownedPaths(kickoff)) {
      const mine = normalisePath(path.text);
      for (const claim of others) {
        const theirs = claim.resource.value.type === "path" ? claim.resource.value.path : "";
        if (!pathsOverlap(mine, theirs)) continue;
        const cell2 = claim.resource.cells.value;
        const relation = mine === theirs ? "the same folder as" : mine.length > theirs.length ? "inside" : "contains";
        report2(
          path.span,
          `Unexpected path ${quote(path.text)} (${relation} ${quote(cell2.text)} of ${quote(claim.holder)}, line ${claim.resource.line}), expected folders only ${quote(owner.name.text)} holds`,
          {
            hint: "Give the worker its own folder, and write it in the team doc\u2019s Resources first.",
            related: [inDoc(context, cell2.span, `${quote(cell2.text)} held by ${quote(claim.holder)}`)]
          }
        );
      }
    }
  }
});
function ownedPaths(kickoff) {
  const packet = readEnvelope(kickoff.text);
  const quoted = (offset) => packet !== void 0 && offset >= packet.start && offset < packet.end;
  const sections = kickoff.headings.filter((heading) => /resource/i.test(heading.text));
  const inSection = (offset) => sections.some((heading) => offset >= heading.sectionStart && offset < heading.sectionEnd);
  const onWorktreeLine = (line2) => /worktree/i.test(kickoff.index.line(line2));
  return kickoff.paths.filter((path) => {
    const absolute = /^~?\//.test(path.text);
    const inCode = kickoff.prose[path.start] === " " && kickoff.text[path.start] !== " ";
    if (!absolute && !inCode || quoted(path.start)) return false;
    return inSection(path.start) || onWorktreeLine(path.span.start.line);
  });
}

// src/rules/kickoff/kickoff-secret.ts
var kickoff_secret_default = defineKickoffRule({
  id: "kickoff-secret",
  severity: "error",
  description: "The kickoff holds no secret-looking string: API keys, tokens, private keys, passwords in URLs, Claude Code socket paths or peer tokens.",
  check({ kickoff }, report2) {
    for (const secret of findSecrets(kickoff.text)) {
      report2(
        kickoff.index.span(secret.start, secret.end),
        `Unexpected ${secret.kind} in a kickoff, expected no secrets: a kickoff is pasted, logged and shown`,
        {
          hint: secret.kind === "claude-socket" ? 'Address the parent by name (SendMessage `to: "<name>"`); whoever can write to a socket can speak as that session.' : "Remove it, and hand the worker a secret through the machine\u2019s own secret store or environment, never a message."
        }
      );
    }
  }
});

// src/rules/kickoff/index.ts
var KICKOFF_RULES = [
  kickoff_part_default,
  kickoff_intent_default,
  kickoff_parent_default,
  kickoff_doc_path_default,
  kickoff_resources_default,
  kickoff_criteria_default,
  kickoff_report_formats_default,
  kickoff_contract_default,
  kickoff_permission_mode_default,
  kickoff_first_command_default,
  kickoff_context_default,
  kickoff_path_overlap_default,
  kickoff_secret_default
];
var TOP_HANDOFF_RULES = [kickoff_intent_default, kickoff_parent_default, kickoff_doc_path_default, kickoff_permission_mode_default, kickoff_context_default, kickoff_secret_default];

// src/rules/engine/check-kickoff.ts
function checkKickoff(path, displayPath2, options) {
  const text = readDocFile(path, displayPath2);
  const kickoff = locatedIn(displayPath2, () => readKickoff(text, displayPath2));
  const context = { kickoff, file: displayPath2, now: options.now, doc: options.doc?.doc, docPath: options.doc?.path, docFile: options.doc?.file };
  const forTop = kickoff.marker?.attributes.handoff !== void 0 && kickoff.marker.attributes.role === "top";
  return sortFindings(runRules(forTop ? TOP_HANDOFF_RULES : KICKOFF_RULES, context));
}

// src/commands/check.ts
async function run(operands, settings, io) {
  const files = operands[0] ?? [];
  const format = chooseFormat(settings.format, io.env);
  const now = currentTime(io.env);
  const fixing = settings.fix === true || settings.fixDryRun === true;
  if (settings.kickoff !== void 0 && settings.kickoff.length > 0) {
    if (fixing)
      throw new UsageError("--fix and --fix-dry-run fix team docs, not kickoffs", {
        hint: "Run `teamdoc check --fix` without --kickoff; a kickoff is regenerated with `teamdoc kickoff`."
      });
    return checkKickoffs(settings.kickoff, files, format, settings, io, now);
  }
  const rules = ALL_RULES.filter(
    (rule) => !(settings.history === false && rule.group === "history") && !(settings.log === false && (rule.needs.includes("log") || rule.needs.includes("messages"))) && !(settings.live === false && rule.needs.includes("live"))
  );
  const paths = files.length > 0 ? files.map((file) => resolve(io.cwd, file)) : [await findTeamDoc(io.cwd)];
  const base = format === "github" && io.env.GITHUB_WORKSPACE ? io.env.GITHUB_WORKSPACE : io.cwd;
  const checked = [];
  const failures = [];
  const dryRun = { fixes: 0, files: 0 };
  for (const path of paths) {
    const shown = displayPath(base, path);
    try {
      const file = await openFileCheck(path, shown, rules, now, settings, io);
      if (!fixing) {
        checked.push({ path: shown, findings: file.findings, suppressed: file.suppressed });
        continue;
      }
      const before = lfText(file.written);
      refuseConflictMarkers(before, shown);
      const fixed = await fixInRounds(before, file.findings, file.recheck);
      if (settings.fixDryRun) {
        io.stdout.write(unifiedDiff(shown, before, fixed.text));
        if (fixed.applied.length > 0) [dryRun.fixes, dryRun.files] = [dryRun.fixes + fixed.applied.length, dryRun.files + 1];
      } else {
        if (fixed.text !== before) writeDocText(path, shown, file.written, fixed.text);
        (format === "json" || format === "sarif" ? io.stderr : io.stdout).write(renderFixes(fixed.applied));
      }
      checked.push({ path: shown, findings: fixed.findings, suppressed: file.suppressedIn(fixed.text) });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      failures.push(error);
    }
  }
  if (settings.fixDryRun) {
    if (checked.length > 0) io.stderr.write(renderDryRunSummary(dryRun.fixes, dryRun.files));
    return report(checked, failures, format, settings, io, { findingsShown: false });
  }
  return report(checked, failures, format, settings, io);
}
async function openFileCheck(path, shown, rules, now, settings, io) {
  const versions = settings.history === false ? void 0 : readDocVersions(path);
  versions?.catch(() => void 0);
  const written = readDocFile(path, shown);
  const loaded = parseDocText(written, shown, now);
  const needed = neededProviders(configuredRules(loaded.doc, rules));
  const read = needed.has("log") || needed.has("messages") ? await readLogSnapshot(dirname2(path), { docLogRef: loaded.doc.frontMatter.settings?.["log-ref"], env: io.env, messages: needed.has("messages") }) : void 0;
  const commits = await versions;
  const checkOf = async (version) => {
    const history = historyOf(commits, version.doc);
    const live = needed.has("live") ? await liveProvider(version.doc, read?.snapshot, { env: io.env, host: detectSession(io.env).host, projectDir: dirname2(path) }) : void 0;
    return checkLoadedDocInFull(version, shown, { now, rules, providers: { log: read?.snapshot, messages: read?.messages, history, live } });
  };
  const first = await checkOf(loaded);
  let latest = { text: lfText(written), suppressed: first.suppressed };
  return {
    written,
    findings: first.findings,
    suppressed: first.suppressed,
    suppressedIn: (text) => text === latest.text ? latest.suppressed : [],
    recheck: async (text) => {
      const next = await checkOf(parseDocText(text, shown, now));
      latest = { text, suppressed: next.suppressed };
      return next.findings;
    }
  };
}
function report(checked, failures, format, settings, io, { findingsShown = true } = {}) {
  if (checked.length === 0 && failures.length === 1) throw failures[0];
  const shownFiles = settings.quiet ? checked.map((file) => ({ ...file, findings: file.findings.filter((finding) => finding.severity === "error") })) : checked;
  if (findingsShown) io.stdout.write(RENDERERS[format](shownFiles, io, settings.quiet === true));
  for (const failure of failures) io.stderr.write(describeInputError(failure));
  if (failures.length > 0) return ExitCode.failure;
  const count = totals(checked);
  if (count.errors > 0) return ExitCode.findings;
  if (settings.maxWarnings !== void 0 && count.warnings > settings.maxWarnings) {
    io.stderr.write(renderWarningLimit(count.warnings, settings.maxWarnings));
    return ExitCode.findings;
  }
  return ExitCode.ok;
}
async function checkKickoffs(kickoffs, docs, format, settings, io, now) {
  if (docs.length > 1)
    throw new UsageError("with --kickoff, name at most one team doc to check the kickoffs against", { hint: "Check team docs and kickoffs in separate runs." });
  const base = format === "github" && io.env.GITHUB_WORKSPACE ? io.env.GITHUB_WORKSPACE : io.cwd;
  const doc = await kickoffDoc(docs[0], base, io);
  const checked = [];
  const failures = [];
  for (const file of kickoffs) {
    const path = resolve(io.cwd, file);
    const shown = isAbsolute(file) ? file : displayPath(base, path);
    try {
      checked.push({ path: shown, findings: checkKickoff(path, shown, { now, doc }) });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      failures.push(error);
    }
  }
  return report(checked, failures, format, settings, io);
}
async function kickoffDoc(named, base, io) {
  if (named !== void 0) {
    const path2 = resolve(io.cwd, named);
    return { doc: loadTeamDoc(path2, displayPath(base, path2), currentTime(io.env)).doc, path: path2, file: displayPath(base, path2) };
  }
  const path = await findTeamDoc(io.cwd).catch((error) => {
    if (error instanceof UsageError && !(error instanceof DubiousOwnership)) return void 0;
    throw error;
  });
  if (path !== void 0 && existsSync(path)) {
    const mainWorktree = (await locateRepo(io.cwd)).mainWorktree;
    const pushed = mainWorktree === void 0 ? void 0 : await pushedTeamDoc(mainWorktree, path, { fetch: false });
    return { doc: pushed?.doc ?? loadTeamDoc(path, displayPath(base, path), currentTime(io.env)).doc, path, file: displayPath(base, path) };
  }
  io.stderr.write(renderNoKickoffDoc(path === void 0 ? void 0 : displayPath(io.cwd, path)));
  return void 0;
}
function chooseFormat(requested, env) {
  if (requested !== void 0) return requested;
  return env.GITHUB_ACTIONS === "true" ? "github" : "stylish";
}
var RENDERERS = {
  stylish: (files, io, quiet) => renderStylish(files, paletteFor(io.stdout, io.env), { quiet }),
  json: (files) => renderJson(files),
  github: (files, io) => renderGithub(files, { summaryWritten: writeStepSummary(files, io) }),
  sarif: (files) => renderSarif(files, { version: packageVersion(), rules: [...ALL_RULES, ...CONFIG_RULES, ...KICKOFF_RULES], informationUri: RULES_DOC_URL })
};
function writeStepSummary(files, io) {
  const path = io.env.GITHUB_STEP_SUMMARY;
  if (!path) return false;
  try {
    appendFileSync(path, renderStepSummary(files));
    return true;
  } catch (error) {
    io.stderr.write(`teamdoc: could not write the step summary to ${path}: ${error.message}
`);
    return false;
  }
}
export {
  run
};
