import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  currentOwner,
  isFinished,
  resourcesHeldBy,
  rowInPlaceOf
} from "./chunk-QQVAXXP7.js";
import {
  lineFrom,
  parentCycles,
  restartedAway,
  roleIndex
} from "./chunk-A3PGRPRT.js";
import {
  shellWord
} from "./chunk-P6QENKUQ.js";
import {
  TeamNames
} from "./chunk-NML54FI3.js";
import {
  TRAFFIC_KINDS,
  comparable,
  unansweredCriteria
} from "./chunk-IOC56I7W.js";
import {
  isLater
} from "./chunk-H6XIHYK3.js";
import {
  plural
} from "./chunk-3EQMZZWS.js";
import {
  DocTooComplex,
  KNOWN_FIELDS,
  RESOURCE_KINDS,
  buildModel,
  formatRange,
  outlineHeadings,
  parseDuration,
  parseMarkdown,
  pathsOverlap,
  rangesOverlap,
  readKeys,
  readSubsections
} from "./chunk-CS3S746T.js";
import {
  lfText
} from "./chunk-XWATY24Z.js";
import {
  closest,
  onlyReading
} from "./chunk-YELDAO2H.js";
import {
  COLUMNS,
  FINISHED_STATUSES,
  PLACEHOLDER_MARK,
  REQUIRED_SECTIONS,
  ROLE_STATUSES,
  SECTIONS,
  isPlaceholder,
  nameKey,
  saysNone
} from "./chunk-PXTZHCII.js";
import {
  RUNTIMES
} from "./chunk-XRTOXWZQ.js";
import {
  shortRef
} from "./chunk-4EBUXWCC.js";

// src/rules/engine/rule.ts
function loadedProvider(need) {
  return need === "chain" ? "log" : need;
}
var RULES_DOC_URL = "https://github.com/teamdoc/teamdoc/blob/main/docs/rules.md";
function defineRule(definition) {
  return { ...definition, needs: definition.needs ?? [], url: `${RULES_DOC_URL}#${definition.id}` };
}
function hasNeeds(context, needs) {
  return needs.every((need) => context[need] !== void 0);
}
function runRules(rules, context) {
  const findings = [];
  for (const rule of rules) {
    if (!hasNeeds(context, rule.needs)) continue;
    rule.check(context, (span, message, details = {}) => {
      const finding = { file: context.file, ruleId: rule.id, severity: details.severity ?? rule.severity, message, url: rule.url };
      if (span) Object.assign(finding, { line: span.start.line, column: span.start.column, endLine: span.end.line, endColumn: span.end.column });
      if (details.hint) finding.hint = details.hint;
      if (details.entry) finding.entry = details.entry;
      if (details.related?.length) finding.related = details.related.map((related) => relatedLocation(related, context.file));
      if (details.suggestion) finding.suggestion = details.suggestion;
      findings.push(finding);
    });
  }
  return findings;
}
function relatedLocation(related, file) {
  if (related.entry) return { message: related.message, file: entryFile(related.entry), entry: related.entry };
  return {
    message: related.message,
    file: related.file ?? file,
    ...related.span ? { line: related.span.start.line, column: related.span.start.column } : {}
  };
}
function entryFile(entry) {
  return `${entry.ref.replace(/^refs\/(heads|remotes)\//, "")}:${entry.path}`;
}

// src/doc/section-words.ts
function sectionWords(section) {
  if (section.empty) return [];
  const texts = section.lines.length > 0 ? section.lines.map((line) => line.text) : [section.content.text];
  return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter((text) => text !== "");
}
function saysSomething(section) {
  return section !== void 0 && sectionWords(section).some((text) => !isPlaceholder(text));
}

// src/text/inline-html.ts
function escapeInlineHtml(line) {
  let out = "";
  let index = 0;
  while (index < line.length) {
    const ticks = /^`+/.exec(line.slice(index));
    if (ticks) {
      const fence = ticks[0];
      const close = findClosingTicks(line, index + fence.length, fence.length);
      const end = close === -1 ? index + fence.length : close + fence.length;
      out += line.slice(index, end);
      index = end;
      continue;
    }
    const char = line[index];
    out += char === "<" && /[A-Za-z/!?]/.test(line[index + 1] ?? "") && line[index - 1] !== "\\" ? "\\<" : char;
    index++;
  }
  return out;
}
function findClosingTicks(line, from, length) {
  const run = new RegExp(`(?<!\`)\`{${length}}(?!\`)`, "g");
  run.lastIndex = from;
  return run.exec(line)?.index ?? -1;
}

// src/chain/table-agreement.ts
function tableDisagreement(session) {
  const role = session.role;
  const record = session.statement;
  if (!role || !record) return void 0;
  const result = {};
  const inForce = session.parent;
  const judged = session.takeover?.kind === "handoff" || session.statedParent?.session !== void 0;
  if (judged && inForce?.session !== session.tableParent?.session) {
    result.parent = { table: role.parent ?? "\u2014", expected: inForce?.session ? roleName(inForce.session) : inForce?.name ?? "\u2014" };
  }
  const stated = record.statement.part;
  const statesNone = saysNone(stated.trim()) && role.parts.length === 0;
  if (!statesNone && !role.parts.some((part) => [part.text, part.written].some((text) => text !== void 0 && nameKey(text) === nameKey(stated)))) {
    result.part = { table: role.parts.map((part) => part.text).join(", ") || "\u2014", expected: stated };
  }
  return result.parent || result.part ? result : void 0;
}
function roleName(session) {
  return session.role?.name.text ?? session.name;
}
function cellSays(column, written, stated) {
  if (nameKey(written) === nameKey(stated)) return true;
  if (column !== "worktree" || written.startsWith("/")) return false;
  const tail = written.replace(/^(?:~\/|(?:\.{1,2}\/)+)/, "").replace(/\/+$/, "");
  return tail !== "" && stated.replace(/\/+$/, "").endsWith(`/${tail}`);
}

// src/findings/text-edits.ts
var EditConflict = class extends Error {
};
function applyTextEdits(text, edits) {
  const starts = lineStarts(text);
  const ranges = edits.map((edit) => ({
    start: offsetOf(starts, text, { line: edit.line, column: edit.column }),
    end: offsetOf(starts, text, { line: edit.endLine, column: edit.endColumn }),
    text: edit.text
  })).sort((a, b) => a.start - b.start || a.end - b.end);
  for (const [index, range2] of ranges.entries()) {
    if (range2.end < range2.start) throw new EditConflict(`an edit ends before it starts (offset ${range2.start})`);
    const next = ranges[index + 1];
    if (next && next.start < range2.end) throw new EditConflict(`two edits overlap at offset ${next.start}`);
  }
  let result = text;
  for (const range2 of [...ranges].reverse()) result = result.slice(0, range2.start) + range2.text + result.slice(range2.end);
  return result;
}
function offsetAt(text, point) {
  return offsetOf(lineStarts(text), text, point);
}
function pointAt(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}
function lineStarts(text) {
  const starts = [0];
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) starts.push(index + 1);
  return starts;
}
function offsetOf(starts, text, point) {
  const start = starts[point.line - 1];
  if (start === void 0) throw new EditConflict(`line ${point.line} is past the end of the text`);
  const next = starts[point.line];
  const length = (next === void 0 ? text.length : next - 1) - start;
  if (point.column < 1 || point.column > length + 1) throw new EditConflict(`column ${point.column} is outside line ${point.line}`);
  return start + point.column - 1;
}

// src/rules/support/edits.ts
function suggestion(message, ...edits) {
  return { message, edits };
}
function safeSuggestion(message, ...edits) {
  return { message, edits, safe: true };
}
function cellEdit(doc, cell, text) {
  const value = tableCellText(text);
  const start = offsetAt(doc.text, cell.span.start);
  if (!cell.missing && cell.text !== "") return { ...spanOf(cell), text: value };
  if (cell.missing) {
    const piped = doc.text[start - 1] === "|";
    return { ...pointEdit(cell.span.start), text: piped ? ` ${value} |` : ` | ${value}` };
  }
  let from = start;
  while (from > 0 && doc.text[from - 1] !== "|") from--;
  let to = start;
  while (to < doc.text.length && doc.text[to] !== "|" && doc.text[to] !== "\n") to++;
  return { ...range(doc.text, from, to), text: ` ${value} ` };
}
function respellEdit(doc, written, text) {
  const source = doc.text.slice(offsetAt(doc.text, written.span.start), offsetAt(doc.text, written.span.end));
  return source === written.text ? { ...spanOf(written), text } : void 0;
}
function respellSuggestion(doc, written, replacement, meant, candidates) {
  const edit = respellEdit(doc, written, replacement);
  if (!edit) return void 0;
  const message = `Replace \`${written.text}\` with \`${replacement}\``;
  return onlyReading(written.text, meant, candidates) ? safeSuggestion(message, edit) : suggestion(message, edit);
}
function tableLinesEdit(doc, source, lines) {
  const last = source.rows[source.rows.length - 1] ?? source.delimiter;
  const starts = lineStarts(doc.text);
  const end = (starts[last.line] ?? doc.text.length + 1) - 1;
  return { ...range(doc.text, starts[source.header.line - 1], end), text: lines.join("\n") };
}
function missingCellsEdit(doc, row, count) {
  const end = offsetAt(doc.text, row.span.end);
  const piped = doc.text[end - 1] === "|";
  return { ...range(doc.text, end, end), text: piped ? " \u2014 |".repeat(count) : " | \u2014".repeat(count) };
}
function insertLinesAfter(doc, line, lines) {
  const starts = lineStarts(doc.text);
  const next = starts[line];
  if (next !== void 0) return { ...range(doc.text, next, next), text: lines.map((text) => `${text}
`).join("") };
  return { ...range(doc.text, doc.text.length, doc.text.length), text: lines.map((text) => `
${text}`).join("") };
}
function deleteLines(doc, lines) {
  const starts = lineStarts(doc.text);
  const runs = [];
  for (const line of [...new Set(lines)].sort((a, b) => a - b)) {
    const run = runs[runs.length - 1];
    if (run && run[1] === line - 1) run[1] = line;
    else runs.push([line, line]);
  }
  return runs.map(([first, last]) => {
    const from = starts[first - 1];
    const next = starts[last];
    return next !== void 0 ? { ...range(doc.text, from, next), text: "" } : { ...range(doc.text, Math.max(0, from - 1), doc.text.length), text: "" };
  });
}
function tableRow(table, values) {
  const cells = table.header.map((_, index) => {
    const column = [...table.columns].find(([, at2]) => at2 === index)?.[0];
    const value = column === void 0 ? void 0 : values[column];
    return value === void 0 || value.trim() === "" ? "\u2014" : tableCellText(value);
  });
  return `| ${cells.join(" | ")} |`;
}
function lastRoleLine(doc) {
  const table = rolesTable(doc);
  return table?.span.end.line;
}
function rolesTable(doc) {
  return doc.tables.find((table) => table.section === "roles");
}
function tableCellText(text) {
  return text.replace(/\s+/g, " ").trim().replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
}
function spanOf(located) {
  return { line: located.span.start.line, column: located.span.start.column, endLine: located.span.end.line, endColumn: located.span.end.column };
}
function pointEdit(point) {
  return { line: point.line, column: point.column, endLine: point.line, endColumn: point.column };
}
function range(text, from, to) {
  const start = pointAt(text, from);
  const end = pointAt(text, to);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

// src/rules/support/words.ts
function quote(text, limit = 60) {
  return `\`${shorten(text, limit).replace(/`/g, "\u02CB")}\``;
}
function shorten(text, limit = 100) {
  const oneLine = text.replace(/\s+/g, " ").trim();
  if (oneLine.length <= limit) return oneLine;
  const cut = oneLine.lastIndexOf(" ", limit - 1);
  return `${oneLine.slice(0, cut > limit / 2 ? cut : limit - 1)}\u2026`;
}
function oneOf(values) {
  const quoted = values.map((value) => `\`${value}\``);
  return quoted.length <= 1 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
}
function columnList(columns) {
  return columns.map((column) => column.charAt(0).toUpperCase() + column.slice(1)).join(" | ");
}

// src/rules/support/plan-in-doc.ts
function latestPlan(chain, plans, part) {
  for (let index = plans.length - 1; index >= 0; index--) if (ownedBySender(chain, plans[index], part)) return plans[index];
  return void 0;
}
function ownedBySender(chain, note, part) {
  const key = nameKey(part.id.text);
  if (nameKey(note.part) !== key) return false;
  const sender = chain.resolveParty({ name: note.from, ...note.session === void 0 ? {} : { session: note.session } });
  return sender !== void 0 && (sender.part !== void 0 && nameKey(sender.part) === key || (sender.role?.parts.some((named) => nameKey(named.text) === key) ?? false));
}
function planEdits(doc, chain, part, note) {
  const plan = note.plan.map((line) => `- ${escapeInlineHtml(line)}`);
  const criteria = note.criteria.map((line) => `- ${escapeInlineHtml(line)}`);
  const date = note.time.slice(0, 10);
  const edits = [];
  const blocks = /* @__PURE__ */ new Map();
  const insertBefore = (line, lines) => blocks.set(line, [...blocks.get(line) ?? [], ...lines]);
  const firstCriteria = part.criteria[0]?.heading.span.start.line;
  const verdict = part.verdict?.heading.span.start.line;
  const partEnd = part.span.end.line + 1;
  const changes = [];
  if (plan.length > 0) {
    if (!part.plan) {
      insertBefore(firstCriteria ?? verdict ?? partEnd, ["#### Plan", "", ...plan, ""]);
      changes.push("the plan");
    } else if (part.plan.empty) {
      edits.push(fillSection(doc, part.plan, plan));
      changes.push("the plan");
    } else if (!sameWords(part.plan, note.plan)) {
      edits.push(replaceContent(part.plan, plan));
      changes.push("the new plan");
    }
  }
  if (criteria.length > 0) {
    const written = part.criteria.filter((section) => !section.empty);
    const latest = written[written.length - 1];
    if (!latest && part.criteria[0]) {
      edits.push(fillSection(doc, part.criteria[0], criteria));
      changes.push("the criteria");
    } else if (!latest) {
      insertBefore(verdict ?? partEnd, [`#### Criteria (${date})`, "", ...criteria, ""]);
      changes.push("the criteria");
    } else if (!sameWords(latest, note.criteria)) {
      insertBefore(verdict ?? partEnd, [`#### Criteria (${date})`, "", ...criteria, ""]);
      changes.push(`changed criteria as a new section dated ${date}`);
    }
  }
  for (const [line, lines] of blocks)
    edits.push(line === partEnd ? insertLinesAfter(doc, part.span.end.line, ["", ...lines.slice(0, -1)]) : insertLinesAfter(doc, line - 1, lines));
  const plannedChanges = edits.length > 0;
  const owner = currentOwner(doc, part.id.text);
  const row = owner ? ownerRowEdits(doc, chain, owner) : [];
  if (row.length > 0) {
    edits.push(...row);
    changes.push(`its owner's row (from its statement, and \`active\`)`);
  }
  if (edits.length === 0) return void 0;
  const ownerName = owner?.name.text ?? note.from;
  return {
    ...suggestion(`From entry ${note.id}, write into ${quote(part.id.text)}: ${changes.join(" and ")}`, ...edits),
    plan: plannedChanges,
    owner: ownerName
  };
}
function earliestPlanSaying(chain, plans, part, section) {
  return plans.find((note) => ownedBySender(chain, note, part) && sameWords(section, note.criteria));
}
function ownerRowEdits(doc, chain, role) {
  const session = chain.sessionOf(role);
  if (!session?.statement) return [];
  const edits = [];
  if (role.status === "planned" || role.status === "starting") edits.push(cellEdit(doc, role.cells.status, "active"));
  const statement = session.statement.statement;
  for (const column of ["runtime", "session", "host", "worktree"]) {
    const [cell, value] = [role.cells[column], statement[column]];
    if (value !== void 0 && !cell.missing && (cell.none || cell.placeholder || !cellSays(column, cell.text, value))) edits.push(cellEdit(doc, cell, value));
  }
  return edits;
}
function sameWords(section, lines) {
  const written = sectionWords(section).map(comparable);
  return written.length === lines.length && written.every((text, index) => text === comparable(lines[index]));
}
function fillSection(doc, section, lines) {
  const heading = section.heading.span.start.line;
  const next = doc.text.split("\n")[heading]?.trim();
  return insertLinesAfter(doc, heading, next === "" || next === void 0 ? ["", ...lines] : ["", ...lines, ""]);
}
function replaceContent(section, lines) {
  const { start, end } = section.content.span;
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column, text: lines.join("\n") };
}

// src/rules/structure/front-matter.ts
var front_matter_default = defineRule({
  id: "front-matter",
  group: "structure",
  severity: "error",
  description: "The doc opens with YAML front matter between two `---` lines, and the YAML parses.",
  check({ doc }, report) {
    const frontMatter = doc.frontMatter;
    if (frontMatter.state === "absent") {
      report(
        { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
        "Unexpected doc without front matter, expected a `---` block with `team` and `format: 1` at the top",
        {
          hint: "Start the file with `---`, `team: <name>`, `format: 1`, `---` on four lines."
        }
      );
    }
    for (const problem of frontMatter.problems) report(problem.span, problem.message, { hint: problem.hint });
  }
});

// src/rules/structure/front-matter-fields.ts
var front_matter_fields_default = defineRule({
  id: "front-matter-fields",
  group: "structure",
  severity: "error",
  description: "The front matter has `team` and `format: 1`, and every known optional field has a valid value.",
  check({ doc }, report) {
    for (const problem of doc.frontMatter.fieldProblems) report(problem.span, problem.message, { hint: problem.hint });
  }
});

// src/rules/structure/front-matter-unknown-key.ts
var front_matter_unknown_key_default = defineRule({
  id: "front-matter-unknown-key",
  group: "structure",
  severity: "warning",
  description: "Front matter keys are ones teamdoc knows (other keys are allowed, but often a typo).",
  check({ doc }, report) {
    for (const { key, span } of doc.frontMatter.keys) {
      if (KNOWN_FIELDS.includes(key)) continue;
      const suggestion2 = closest(key, KNOWN_FIELDS);
      report(span, `Unexpected front matter key ${quote(key)}, expected one of ${oneOf(KNOWN_FIELDS)}`, {
        hint: suggestion2 ? `Did you mean \`${suggestion2}\`?` : "teamdoc ignores keys it does not know; remove it if it is not for another tool.",
        suggestion: suggestion2 ? suggestion(`Rename the key to \`${suggestion2}\``, {
          line: span.start.line,
          column: span.start.column,
          endLine: span.end.line,
          endColumn: span.end.column,
          text: suggestion2
        }) : void 0
      });
    }
  }
});

// src/rules/support/places.ts
function bodyStart(doc) {
  const line = doc.frontMatter.state === "absent" ? 1 : doc.frontMatter.span.end.line + 1;
  return { start: { line, column: 1 }, end: { line, column: 1 } };
}
function headerSpan(table) {
  const last = table.header[table.header.length - 1];
  return { start: table.span.start, end: last ? last.span.end : table.span.end };
}

// src/rules/structure/doc-title.ts
var doc_title_default = defineRule({
  id: "doc-title",
  group: "structure",
  severity: "error",
  description: "The doc has exactly one `#` title.",
  check({ doc }, report) {
    const [first, ...others] = doc.titles;
    if (!first) {
      report(bodyStart(doc), "Unexpected doc without a `#` title, expected a title line such as `# Vision model push`");
      return;
    }
    for (const title of others) {
      report(title.span, `Unexpected second title ${quote(title.text)}, expected one \`#\` title`, {
        hint: "Sections are `##` headings; parts are `###` headings under `## Parts`.",
        related: [{ span: first.span, message: `the title ${quote(first.text)}` }]
      });
    }
  }
});

// src/rules/structure/doc-intent.ts
var doc_intent_default = defineRule({
  id: "doc-intent",
  group: "structure",
  severity: "error",
  description: "The title is followed by an intent paragraph: the whole work in a few sentences.",
  check({ doc }, report) {
    const title = doc.titles[0];
    if (!title || doc.intent) return;
    report(title.span, "Unexpected title without an intent paragraph, expected a few sentences on the whole work under it", {
      hint: "Say what the team is building and why, before `## Roles`; every kickoff quotes it."
    });
  }
});

// src/rules/structure/section-missing.ts
var TITLES = {
  roles: "Roles",
  rules: "Rules",
  resources: "Resources",
  board: "Board",
  parts: "Parts",
  [SECTIONS.decisions]: "Needs user decision"
};
var section_missing_default = defineRule({
  id: "section-missing",
  group: "structure",
  severity: "error",
  description: "The doc has the sections Roles, Rules, Resources, Board (with Needs user decision) and Parts.",
  check({ doc }, report) {
    for (const section of doc.sections) {
      if (!section.misspelled) continue;
      const meant = `\`${"#".repeat(section.depth)} ${TITLES[section.key]}\``;
      report(section.heading.span, `Unexpected heading ${quote(section.heading.text)}, expected ${meant} (read as that section)`, {
        hint: `Did you mean ${meant}? Headings must match, letter case aside.`,
        suggestion: respellSuggestion(doc, section.heading, TITLES[section.key], section.key, section.depth === 2 ? REQUIRED_SECTIONS : [SECTIONS.decisions])
      });
    }
    const at2 = doc.titles[0]?.span ?? bodyStart(doc);
    for (const key of REQUIRED_SECTIONS) {
      if (doc.sections.some((section) => section.depth === 2 && section.key === key)) continue;
      report(at2, `Unexpected doc without a \`## ${TITLES[key]}\` section, expected ${REQUIRED_SECTIONS.map((name) => TITLES[name]).join(", ")}`, {
        hint: "Headings must match (letter case aside); `teamdoc init` writes a doc with all of them."
      });
    }
    const board = doc.sections.find((section) => section.depth === 2 && section.key === SECTIONS.board);
    if (board && !doc.sections.some((section) => section.depth === 3 && section.key === SECTIONS.decisions)) {
      report(board.heading.span, "Unexpected Board without a `### Needs user decision` section, expected one (its table may be empty)", {
        hint: "Everything that needs the person goes in that table, with a default."
      });
    }
  }
});

// src/rules/structure/section-duplicate.ts
var section_duplicate_default = defineRule({
  id: "section-duplicate",
  group: "structure",
  severity: "error",
  description: "No section, part, or part subsection (Plan, Verdict) appears twice.",
  check({ doc }, report) {
    reportRepeats(
      doc.sections.map((section) => ({ key: `${section.depth}:${section.key}`, located: section.heading })),
      "section",
      report
    );
    reportRepeats(
      doc.parts.map((part) => ({ key: nameKey(part.id.text), located: part.id })),
      "part",
      report
    );
    for (const part of doc.parts) {
      for (const duplicate of part.duplicateSections) {
        const first = duplicate.text.toLowerCase() === "plan" ? part.plan : part.verdict;
        report(duplicate.span, `Unexpected second ${quote(duplicate.text)} in part ${quote(part.id.text)}, expected one`, {
          hint: "Only criteria may come in several (dated) sections.",
          related: first ? [{ span: first.heading.span, message: `the first ${quote(first.heading.text)}` }] : []
        });
      }
    }
  }
});
function reportRepeats(entries, what, report) {
  const first = /* @__PURE__ */ new Map();
  for (const { key, located } of entries) {
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, located);
      continue;
    }
    report(located.span, `Unexpected second ${what} ${quote(located.text)}, expected each ${what} once`, {
      hint: what === "part" ? "Give each part its own id." : "Merge the two; teamdoc reads only the first.",
      related: [{ span: earlier.span, message: `the first ${quote(earlier.text)}` }]
    });
  }
}

// src/rules/structure/part-section-name.ts
var TITLES2 = { plan: "Plan", criteria: "Criteria", verdict: "Verdict" };
var WRITTEN_BY_HEADING = Object.keys(TITLES2);
var part_section_name_default = defineRule({
  id: "part-section-name",
  group: "structure",
  severity: "error",
  description: "A part\u2019s `####` headings that mean Plan, Criteria or Verdict are spelled so.",
  check({ doc }, report) {
    for (const part of doc.parts) {
      const sections = [["plan", part.plan], ...part.criteria.map((section) => ["criteria", section]), ["verdict", part.verdict]];
      for (const [name, section] of sections) {
        if (!section?.misspelled) continue;
        const date = name === "criteria" && "dateText" in section && section.dateText !== void 0 ? ` (${section.dateText})` : "";
        const title = `${TITLES2[name]}${date}`;
        const meant = `\`#### ${title}\``;
        report(
          section.heading.span,
          `Unexpected heading ${quote(section.heading.text)} in part ${quote(part.id.text)}, expected ${meant} (read as that section)`,
          {
            hint: `Did you mean ${meant}?`,
            suggestion: respellSuggestion(doc, section.heading, title, name, WRITTEN_BY_HEADING)
          }
        );
      }
    }
  }
});

// src/rules/structure/table-missing.ts
var TABLES = [
  [SECTIONS.roles, COLUMNS.roles],
  [SECTIONS.resources, COLUMNS.resources],
  [SECTIONS.board, COLUMNS.board],
  [SECTIONS.decisions, COLUMNS.decisions]
];
var table_missing_default = defineRule({
  id: "table-missing",
  group: "structure",
  severity: "error",
  description: "Roles, Resources, Board and Needs user decision each hold a table (it may have no rows).",
  check({ doc }, report) {
    for (const [key, columns] of TABLES) {
      const section = doc.sections.find((candidate) => candidate.key === key);
      if (!section || doc.tables.some((table) => table.section === key)) continue;
      report(section.heading.span, `Unexpected section \`${section.heading.text}\` without a table, expected a table with columns ${columnList(columns)}`, {
        hint: "A table needs a header row and a delimiter row such as `| --- | --- |`."
      });
    }
  }
});

// src/rules/structure/table-columns.ts
var table_columns_default = defineRule({
  id: "table-columns",
  group: "structure",
  severity: "error",
  description: "Each table has all of its columns (letter case and extra columns are fine), each once.",
  check({ doc }, report) {
    for (const table of doc.tables) {
      for (const { written, meant } of table.misspelledColumns) {
        report(written.span, `Unexpected column ${quote(written.text)}, expected \`${columnList([meant])}\` (read as that column)`, {
          hint: `Did you mean \`${columnList([meant])}\`?`,
          suggestion: respellSuggestion(doc, written, columnList([meant]), meant, table.expectedColumns)
        });
      }
      const missing = table.expectedColumns.filter((column) => !table.columns.has(column));
      if (missing.length > 0) {
        report(
          headerSpan(table),
          `Unexpected ${table.section} table without ${missing.map((column) => `\`${columnList([column])}\``).join(", ")}, expected columns ${columnList(table.expectedColumns)}`,
          {
            hint: "Columns are found by name; their order does not matter."
          }
        );
      }
      const seen = /* @__PURE__ */ new Map();
      table.header.forEach((cell, index) => {
        const key = cell.text.toLowerCase();
        if (!table.expectedColumns.includes(key)) return;
        const first = seen.get(key);
        if (first === void 0) {
          seen.set(key, index);
          return;
        }
        report(cell.span, `Unexpected second ${quote(cell.text)} column, expected each column once`, {
          related: [{ span: table.header[first].span, message: `the first ${quote(table.header[first].text)} column (the one teamdoc reads)` }]
        });
      });
    }
  }
});

// src/rules/structure/table-row-cells.ts
var table_row_cells_default = defineRule({
  id: "table-row-cells",
  group: "structure",
  severity: "error",
  description: "Every table row has exactly as many cells as the header.",
  check({ doc }, report) {
    for (const table of doc.tables) {
      const expected = table.header.length;
      for (const row of table.rows) {
        const count = row.cells.length;
        if (count === expected) continue;
        const extra = row.cells.slice(expected);
        const span = count > expected ? { start: extra[0].span.start, end: extra[extra.length - 1].span.end } : row.span;
        report(span, `Unexpected ${count} ${count === 1 ? "cell" : "cells"} in a row of the ${table.section} table, expected ${expected} (one per column)`, {
          hint: count > expected ? "A `|` inside a cell must be written `\\|`." : "Write `\u2014` in a cell that has nothing to say.",
          suggestion: count < expected ? suggestion(`Add ${expected - count === 1 ? "a cell" : `${expected - count} cells`} saying \`\u2014\``, missingCellsEdit(doc, row, expected - count)) : void 0
        });
      }
    }
  }
});

// src/rules/structure/table-cell-empty.ts
function identifyingCells(doc) {
  return [
    ...doc.roles.map((role) => [role.cells.name, "Name (the role\u2019s name)"]),
    ...doc.resources.map((resource) => [resource.cells.resource, "Resource (what is allocated)"]),
    ...doc.board.map((item) => [item.cells.item, "Item (what is being tracked)"]),
    ...doc.decisions.map((decision) => [decision.cells.decision, "Decision (the question for the person)"])
  ];
}
var table_cell_empty_default = defineRule({
  id: "table-cell-empty",
  group: "structure",
  severity: "error",
  description: "The first cell of each row (a role\u2019s name, a resource, a board item, a decision) is filled in.",
  check({ doc }, report) {
    for (const [cell, column] of identifyingCells(doc)) {
      if (!cell.none || cell.missing) continue;
      report(cell.span, `Unexpected empty ${column.split(" ")[0]} cell, expected ${column.slice(column.indexOf("(") + 1, -1)}`);
    }
  }
});

// src/doc/table-layout.ts
function laidOutTable(source, order) {
  const rows = [source.header, source.delimiter, ...source.rows].map((row) => order.map((index) => row.cells[index]));
  const indent = source.header.indent;
  if (!source.padded) return rows.map((cells) => `${indent}| ${cells.join(" | ")} |`);
  const widths = order.map((_, column) => Math.max(3, ...rows.map((cells) => width(cells[column]))));
  return rows.map((cells, index) => {
    const padded = cells.map((cell, column) => index === 1 ? delimiterCell(cell, widths[column]) : cell + " ".repeat(widths[column] - width(cell)));
    return `${indent}| ${padded.join(" | ")} |`;
  });
}
function delimiterCell(cell, columnWidth) {
  const left = cell.startsWith(":") ? ":" : "";
  const right = cell.length > 1 && cell.endsWith(":") ? ":" : "";
  return left + "-".repeat(columnWidth - left.length - right.length) + right;
}
function width(text) {
  return Array.from(text).length;
}

// src/doc/table-source.ts
function tableSource(text, table) {
  const starts = lineStarts(text);
  const lineText = (line) => text.slice(starts[line - 1], (starts[line] ?? text.length + 1) - 1);
  const first = table.span.start.line;
  const column = table.span.start.column;
  const header = sourceRow(lineText(first), first, column);
  const delimiter = sourceRow(lineText(first + 1), first + 1, column);
  if (!header || !delimiter || header.cells.length !== table.header.length || delimiter.cells.length !== table.header.length) return void 0;
  const rows = [];
  for (const [index, modelRow] of table.rows.entries()) {
    const line = modelRow.span.start.line;
    const row = line === first + 2 + index && modelRow.span.end.line === line ? sourceRow(lineText(line), line, column) : void 0;
    if (!row || row.cells.length !== modelRow.cells.length) return void 0;
    rows.push(row);
  }
  const padded = samePipes(header, delimiter) && delimiter.cells.some((cell) => cell.length !== 3);
  return { header, delimiter, rows, padded };
}
function samePipes(a, b) {
  return a.pipes.length === b.pipes.length && a.pipes.every((column, index) => b.pipes[index] === column);
}
function sourceRow(text, line, tableColumn) {
  if (text.slice(0, tableColumn - 1).trim() !== "") return void 0;
  const characters = Array.from(text);
  const indent = /^[ \t]*/.exec(text)[0];
  const pipes = [];
  for (let index = indent.length; index < characters.length; index++) {
    if (characters[index] === "\\") index++;
    else if (characters[index] === "|") pipes.push(index);
  }
  if (pipes.length === 0) return void 0;
  const bounds = [indent.length - 1, ...pipes, characters.length];
  const cells = bounds.slice(1).map(
    (end, index) => characters.slice(bounds[index] + 1, end).join("").trim()
  );
  if (pipes[0] === indent.length) cells.shift();
  if (cells.length > 1 && cells[cells.length - 1] === "") cells.pop();
  return { line, indent, cells, pipes };
}

// src/rules/structure/table-column-order.ts
var table_column_order_default = defineRule({
  id: "table-column-order",
  group: "structure",
  severity: "info",
  description: "The columns of each table come in the order the format documents (a team\u2019s own columns stay where they are).",
  check({ doc }, report) {
    for (const table of doc.tables) {
      const known = table.expectedColumns.filter((column) => table.columns.has(column));
      const written = known.map((column) => table.columns.get(column));
      const slots = [...written].sort((a, b) => a - b);
      if (written.every((index, position) => index === slots[position])) continue;
      const order = table.header.map((_, index) => index);
      slots.forEach((slot, position) => {
        order[slot] = written[position];
      });
      const asWritten = slots.map((slot) => known[written.indexOf(slot)]);
      const source = tableSource(doc.text, table);
      const movable = source !== void 0 && table.rows.every((row) => row.cells.length === table.header.length);
      report(
        headerSpan(table),
        `Unexpected ${table.section} table with columns ${columnList(asWritten)}, expected ${columnList(known)} as the format writes them`,
        {
          hint: movable ? "Columns are found by name, so this is for the reader: `check --fix` moves each column, every row\u2019s cell with it." : "Columns are found by name, so this is for the reader: move each column, every row\u2019s cell with it (`check --fix` does once every row has one cell per column).",
          suggestion: movable ? safeSuggestion(`Put the columns in the order ${columnList(known)}`, tableLinesEdit(doc, source, laidOutTable(source, order))) : void 0
        }
      );
    }
  }
});

// src/rules/structure/table-alignment.ts
var table_alignment_default = defineRule({
  id: "table-alignment",
  group: "structure",
  severity: "info",
  description: "A table written padded (its header\u2019s pipes over the delimiter row\u2019s) has every row\u2019s pipes under the header\u2019s.",
  check({ doc }, report) {
    for (const table of doc.tables) {
      const source = tableSource(doc.text, table);
      if (!source?.padded || table.rows.some((row2) => row2.cells.length !== table.header.length)) continue;
      const row = source.rows.find((candidate) => !samePipes(candidate, source.header));
      if (!row) continue;
      const at2 = table.rows[source.rows.indexOf(row)].span;
      report(at2, `Unexpected row of the ${table.section} table with its pipes out of line, expected them under the header\u2019s as the table is written`, {
        hint: "Pad the cells so every `|` stands under the header\u2019s; `check --fix` does it, keeping each cell\u2019s text.",
        suggestion: safeSuggestion(
          "Align the table\u2019s pipes under the header\u2019s",
          tableLinesEdit(
            doc,
            source,
            laidOutTable(
              source,
              source.header.cells.map((_, index) => index)
            )
          )
        )
      });
    }
  }
});

// src/rules/support/cell-values.ts
function reportUnknownWord(report, doc, cell, value, values, what) {
  if (value !== void 0 || cell.placeholder || cell.missing) return;
  const suggestion2 = cell.none ? void 0 : closest(cell.text, values);
  report(cell.span, `Unexpected ${cell.none ? `empty ${what}` : `${what} ${quote(cell.text)}`}, expected ${oneOf(values)}`, {
    hint: suggestion2 ? `Did you mean \`${suggestion2}\`?` : void 0,
    suggestion: suggestion2 ? safeSuggestion(`Write \`${suggestion2}\``, cellEdit(doc, cell, suggestion2)) : void 0
  });
}

// src/rules/structure/role-runtime-value.ts
var role_runtime_value_default = defineRule({
  id: "role-runtime-value",
  group: "structure",
  severity: "error",
  description: "Each role\u2019s Runtime is `claude`, `codex`, `human` or `other`.",
  check({ doc }, report) {
    for (const role of doc.roles) reportUnknownWord(report, doc, role.cells.runtime, role.runtime, RUNTIMES, "runtime");
  }
});

// src/rules/structure/role-status-value.ts
var role_status_value_default = defineRule({
  id: "role-status-value",
  group: "structure",
  severity: "error",
  description: "Each role\u2019s Status is `planned`, `starting`, `active`, `idle`, `done` or `stopped`.",
  check({ doc }, report) {
    for (const role of doc.roles) reportUnknownWord(report, doc, role.cells.status, role.status, ROLE_STATUSES, "status");
  }
});

// src/rules/structure/resource-kind-value.ts
var resource_kind_value_default = defineRule({
  id: "resource-kind-value",
  group: "structure",
  severity: "error",
  description: "Each resource\u2019s Kind is `gpu`, `port`, `path`, `host`, `queue`, `budget` or `other`.",
  check({ doc }, report) {
    for (const resource of doc.resources) reportUnknownWord(report, doc, resource.cells.kind, resource.kind, RESOURCE_KINDS, "kind");
  }
});

// src/rules/structure/code-fence-unclosed.ts
var code_fence_unclosed_default = defineRule({
  id: "code-fence-unclosed",
  group: "structure",
  severity: "error",
  description: "Every fenced code block is closed (an unclosed fence swallows every section below it).",
  check({ doc }, report) {
    for (const fence of doc.fences) {
      if (fence.closed) continue;
      report(fence.span, "Unexpected code fence that never closes, expected a closing fence after the code", {
        hint: "Everything after an unclosed fence is code: the sections below it are not read."
      });
    }
  }
});

// src/rules/structure/doc-placeholder.ts
var doc_placeholder_default = defineRule({
  id: "doc-placeholder",
  group: "structure",
  severity: "warning",
  description: "No `[fill in: \u2026]` placeholder from the template is left.",
  check({ doc }, report) {
    for (const placeholder of doc.placeholders) {
      const asks = placeholder.text.replace(/^\[fill in:\s*/, "").replace(/\]$/, "");
      report(placeholder.span, `Unexpected placeholder \`[fill in: \u2026]\`, expected ${shorten(asks)}`, {
        hint: "Replace the whole `[fill in: \u2026]` with what it asks for."
      });
    }
  }
});

// src/rules/roles/role-name-unique.ts
var role_name_unique_default = defineRule({
  id: "role-name-unique",
  group: "roles",
  severity: "error",
  description: "Role names are unique, former names included, without regard to letter case.",
  check({ doc }, report) {
    const seen = /* @__PURE__ */ new Map();
    for (const role of doc.roles) {
      const names = [{ located: role.name, former: false }, ...role.formerNames.map((located) => ({ located, former: true }))];
      for (const { located, former } of names) {
        const key = nameKey(located.text);
        if (key === "") continue;
        const earlier = seen.get(key);
        if (!earlier) {
          seen.set(key, { located, role: role.name.text, former });
          continue;
        }
        const whose = earlier.former ? `former name of ${quote(earlier.role)}` : "role name";
        report(
          located.span,
          `Unexpected ${former ? "former name" : "name"} ${quote(located.text)} (already a ${whose}, line ${earlier.located.span.start.line}), expected every name once`,
          {
            hint: "Messages are addressed by name: two roles with one name make the log ambiguous.",
            related: [{ span: earlier.located.span, message: `${quote(earlier.located.text)} as a ${whose}` }]
          }
        );
      }
    }
  }
});

// src/rules/roles/role-session-unique.ts
var role_session_unique_default = defineRule({
  id: "role-session-unique",
  group: "roles",
  severity: "error",
  description: "No two roles share a session id.",
  check({ doc }, report) {
    const seen = /* @__PURE__ */ new Map();
    for (const role of doc.roles) {
      if (role.session === void 0) continue;
      const key = role.session.toLowerCase();
      const earlier = seen.get(key);
      if (!earlier) {
        seen.set(key, role);
        continue;
      }
      report(
        role.cells.session.span,
        `Unexpected session ${quote(role.session)} for ${quote(role.name.text)} (already \`${earlier.name.text}\`\u2019s, line ${earlier.line}), expected one role per session`,
        {
          hint: "A session is one conversation; a renamed session keeps its row and lists the old name as `(was: \u2026)`.",
          related: [{ span: earlier.cells.session.span, message: `the session of ${quote(earlier.name.text)}` }]
        }
      );
    }
  }
});

// src/rules/support/role-names.ts
function unknownRoleHint(lookup, name) {
  if (lookup?.former) return `\`${name}\` is a former name of \`${lookup.role.name.text}\`; write the current name.`;
  return "Use a name from the Name column of the roles table, or add the role.";
}
function currentNameSuggestion(doc, cell, lookup) {
  if (!lookup?.former) return void 0;
  return safeSuggestion(`Write the current name \`${lookup.role.name.text}\``, cellEdit(doc, cell, lookup.role.name.text));
}

// src/rules/roles/role-parent-exists.ts
var role_parent_exists_default = defineRule({
  id: "role-parent-exists",
  group: "roles",
  severity: "error",
  description: "Each role\u2019s Parent names a role in the table (or is `\u2014` for the top).",
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const role of doc.roles) {
      if (role.parentWritten !== void 0) {
        report(
          role.cells.parent.span,
          `Unexpected parent ${quote(role.parentWritten)} of ${quote(role.name.text)}, expected \`${role.parent}\`, a role in this table (read as that role)`,
          {
            hint: `Did you mean \`${role.parent}\`?`
          }
        );
        continue;
      }
      if (role.parent === void 0) continue;
      const lookup = roles.find(role.parent);
      if (lookup && !lookup.former) continue;
      report(role.cells.parent.span, `Unexpected parent ${quote(role.parent)} of ${quote(role.name.text)}, expected the name of a role in this table`, {
        hint: unknownRoleHint(lookup, role.parent),
        suggestion: currentNameSuggestion(doc, role.cells.parent, lookup)
      });
    }
  }
});

// src/rules/roles/role-top-single.ts
var role_top_single_default = defineRule({
  id: "role-top-single",
  group: "roles",
  severity: "error",
  description: "Exactly one role has no parent: the top, the session the person talks to (a top that handed off keeps its row, `done`).",
  check({ doc }, report) {
    const table = doc.tables.find((candidate) => candidate.section === "roles");
    if (!table || doc.roles.length === 0) return;
    const tops = doc.roles.filter((role) => role.cells.parent.none && !role.cells.parent.missing);
    const [first, ...others] = tops.filter((role) => !isFinished(role));
    if (tops.length === 0) {
      const top = doc.roles.find((role) => !isFinished(role)) ?? doc.roles[0];
      report(headerSpan(table), "Unexpected roles table without a top, expected exactly one role whose Parent is `\u2014`", {
        hint: "The top is the session the person talks to; every other role reports to a parent.",
        suggestion: suggestion(`Make ${quote(top.name.text)}, the first working row, the top: its Parent \`\u2014\``, cellEdit(doc, top.cells.parent, "\u2014"))
      });
      return;
    }
    for (const role of others) {
      report(role.cells.parent.span, `Unexpected second top ${quote(role.name.text)} (no parent), expected exactly one role without a parent`, {
        hint: "A chain has one top; give this role the parent it reports to, or, if it took the top\u2019s place, set the old top to `done`.",
        related: [{ span: first.cells.parent.span, message: `the top ${quote(first.name.text)}` }],
        suggestion: suggestion(
          `Write the top ${quote(first.name.text)} as the parent of ${quote(role.name.text)} (if ${quote(role.name.text)} took the top\u2019s place instead, set ${quote(first.name.text)} to \`done\`)`,
          cellEdit(doc, role.cells.parent, first.name.text)
        )
      });
    }
  }
});

// src/rules/roles/role-parent-cycle.ts
var role_parent_cycle_default = defineRule({
  id: "role-parent-cycle",
  group: "roles",
  severity: "error",
  description: "Following parents from any role reaches the top: the Parent column has no cycles.",
  check({ doc }, report) {
    const roles = roleIndex(doc);
    const parentOf = (role) => role.parent === void 0 ? void 0 : roles.find(role.parent)?.role;
    for (const cycle of parentCycles(doc.roles, parentOf)) {
      const first = cycle[0];
      const ordered = [...cycle, first];
      report(
        first.cells.parent.span,
        `Unexpected cycle of parents ${ordered.map((role) => `\`${role.name.text}\``).join(" \u2192 ")}, expected every chain of parents to end at the top`,
        {
          hint: cycle.length === 1 ? "A role cannot be its own parent." : "Set the parent that breaks the loop to the role it really reports to.",
          related: ordered.slice(1, -1).map((role) => ({ span: role.cells.parent.span, message: `parent of \`${role.name.text}\`` }))
        }
      );
    }
  }
});

// src/rules/roles/role-part-single.ts
var role_part_single_default = defineRule({
  id: "role-part-single",
  group: "roles",
  severity: "error",
  description: "Every role with a parent (a worker) owns exactly one part; the top owns at most one.",
  check({ doc }, report) {
    for (const role of doc.roles) {
      if (role.cells.part.placeholder || role.cells.part.missing) continue;
      const [, second] = role.parts;
      if (second) {
        report(second.span, `Unexpected second part ${quote(second.text)} for ${quote(role.name.text)}, expected exactly one part per role`, {
          hint: "A worker owns one part; split the work across two workers, or make it one part."
        });
      } else if (role.parts.length === 0 && !role.cells.parent.none) {
        report(role.cells.part.span, `Unexpected worker ${quote(role.name.text)} without a part, expected every role with a parent to own one part`, {
          hint: "Name the part (`### <id>` under `## Parts`) this role owns."
        });
      }
    }
  }
});

// src/rules/roles/role-part-exists.ts
var role_part_exists_default = defineRule({
  id: "role-part-exists",
  group: "roles",
  severity: "error",
  description: "Each part a role owns has its own `###` section under Parts.",
  check({ doc }, report) {
    if (!doc.sections.some((section) => section.key === SECTIONS.parts)) return;
    const ids = new Set(doc.parts.map((part) => nameKey(part.id.text)));
    for (const role of doc.roles) {
      for (const part of role.parts) {
        if (part.written !== void 0) {
          report(
            part.span,
            `Unexpected part ${quote(part.written)} of ${quote(role.name.text)}, expected \`${part.text}\` as under \`## Parts\` (read as that part)`,
            {
              hint: `Did you mean \`${part.text}\`? A part's id is its \`###\` heading.`,
              suggestion: respellSuggestion(
                doc,
                { text: part.written, span: part.span },
                part.text,
                part.text,
                doc.parts.map((candidate) => candidate.id.text)
              )
            }
          );
          continue;
        }
        if (ids.has(nameKey(part.text))) continue;
        report(part.span, `Unexpected part ${quote(part.text)} of ${quote(role.name.text)}, expected a part under \`## Parts\``, {
          hint: `Add \`### ${part.text}\` under \`## Parts\` with its statement, plan and criteria.`
        });
      }
    }
  }
});

// src/rules/support/replacement-edits.ts
function replacementEdits(doc, replaced, replacement) {
  return [
    cellEdit(doc, replaced.cells.status, "stopped"),
    ...resourcesHeldBy(doc, replaced).map((resource) => cellEdit(doc, resource.cells.owner, replacement.name.text))
  ];
}

// src/rules/roles/part-owner-single.ts
var part_owner_single_default = defineRule({
  id: "part-owner-single",
  group: "roles",
  severity: "error",
  description: "A part has one owner at a time: no two roles that are not `done` or `stopped` name the same part (a replaced or handed-off owner keeps its row, finished).",
  check({ doc }, report) {
    const owners = /* @__PURE__ */ new Map();
    for (const role of doc.roles) {
      if (isFinished(role)) continue;
      for (const part of role.parts) {
        const key = nameKey(part.text);
        const first = owners.get(key);
        if (!first) {
          owners.set(key, { role, part });
          continue;
        }
        if (first.role === role) continue;
        report(
          part.span,
          `Unexpected second owner ${quote(role.name.text)} of part ${quote(part.text)} (owned by ${quote(first.role.name.text)}, line ${first.role.line}), expected one owner per part`,
          {
            hint: `One owner per part: if one took the other's place (a replacement or a handoff), set the one it replaced to \`stopped\` or \`done\`; otherwise split the part.`,
            related: [{ span: first.part.span, message: `owned by ${quote(first.role.name.text)}` }],
            suggestion: replacedRow(doc, first.role, role)
          }
        );
      }
    }
  }
});
function replacedRow(doc, earlier, later) {
  if (earlier.parts.length !== 1) return void 0;
  const name = quote(earlier.name.text);
  return suggestion(
    `Set ${name} to \`stopped\` and give its resources to ${quote(later.name.text)}, which took its place (if not, split the part instead)`,
    ...replacementEdits(doc, earlier, later)
  );
}

// src/rules/roles/part-has-role.ts
var part_has_role_default = defineRule({
  id: "part-has-role",
  group: "roles",
  severity: "error",
  description: "Every part under Parts is owned by a role in the roles table.",
  check({ doc }, report) {
    const owned = new Set(doc.roles.flatMap((role) => role.parts.map((part) => nameKey(part.text))));
    for (const part of doc.parts) {
      if (owned.has(nameKey(part.id.text))) continue;
      report(part.id.span, `Unexpected part ${quote(part.id.text)} that no role owns, expected a role whose Part is ${quote(part.id.text)}`, {
        hint: "Add the worker that owns it to the roles table, or remove the part."
      });
    }
  }
});

// src/rules/resources/resource-owner-exists.ts
var resource_owner_exists_default = defineRule({
  id: "resource-owner-exists",
  group: "resources",
  severity: "error",
  description: "Every resource has an owner, and the owner is a role in the roles table.",
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const resource of doc.resources) {
      const cell = resource.cells.owner;
      if (cell.placeholder || cell.missing) continue;
      if (resource.ownerWritten !== void 0) {
        report(cell.span, `Unexpected owner ${quote(resource.ownerWritten)}, expected \`${resource.owner}\`, a role from the roles table (read as that role)`, {
          hint: `Did you mean \`${resource.owner}\`?`
        });
        continue;
      }
      if (resource.owner === void 0) {
        report(cell.span, `Unexpected resource ${quote(resource.cells.resource.text)} without an owner, expected the role it is allocated to`, {
          hint: "Unallocated resources get used twice; give each one to exactly one role."
        });
        continue;
      }
      const lookup = roles.find(resource.owner);
      if (lookup && !lookup.former) continue;
      report(cell.span, `Unexpected owner ${quote(resource.owner)}, expected a role from the roles table`, {
        hint: unknownRoleHint(lookup, resource.owner),
        suggestion: currentNameSuggestion(doc, cell, lookup)
      });
    }
  }
});

// src/rules/resources/resource-value-syntax.ts
var resource_value_syntax_default = defineRule({
  id: "resource-value-syntax",
  group: "resources",
  severity: "error",
  description: "Every resource has a value, and GPU and port values parse (`0,1`, `0-3`, `8100-8149`, optionally `host:` first).",
  check({ doc }, report) {
    for (const resource of doc.resources) {
      const cell = resource.cells.value;
      if (cell.placeholder || cell.missing) continue;
      if (resource.value.type === "invalid") {
        report(cell.span, `Unexpected ${resource.kind} value ${quote(cell.text)}, expected ${resource.value.expected}`, {
          hint: "Ranges run low to high and include both ends."
        });
      } else if (resource.value.type === "none") {
        report(cell.span, `Unexpected resource ${quote(resource.cells.resource.text)} without a value, expected what exactly is allocated`, {
          hint: "Write the GPU ids, the port range, the folder, the host or the queue."
        });
      }
    }
  }
});

// src/rules/resources/resource-port-range.ts
var LOWEST = 1;
var HIGHEST = 65535;
var resource_port_range_default = defineRule({
  id: "resource-port-range",
  group: "resources",
  severity: "error",
  description: "Ports are within 1\u201365535.",
  check({ doc }, report) {
    for (const resource of doc.resources) {
      if (resource.kind !== "port" || resource.value.type !== "numbers") continue;
      const outside = resource.value.ranges.find((range2) => range2.first < LOWEST || range2.last > HIGHEST);
      if (!outside) continue;
      report(
        resource.cells.value.span,
        `Unexpected port ${outside.first === outside.last ? "" : "range "}\`${formatRange(outside)}\`, expected ports from ${LOWEST} to ${HIGHEST}`,
        {
          hint: "A port is a 16-bit number; check the base you added an offset to."
        }
      );
    }
  }
});

// src/rules/support/resource-claims.ts
function claimsOf(doc, kind) {
  const roles = roleIndex(doc);
  const claims = [];
  for (const resource of doc.resources) {
    if (resource.kind !== kind || resource.owner === void 0) continue;
    const role = roles.find(resource.owner)?.role;
    const holder = role?.name.text ?? resource.owner;
    const host = resource.value.type === "numbers" ? resource.value.host ?? role?.host : void 0;
    claims.push({ resource, holder, holderKey: nameKey(holder), host });
  }
  return claims;
}
function mayShareHost(a, b) {
  return a.host === void 0 || b.host === void 0 || nameKey(a.host) === nameKey(b.host);
}
function* rivalPairs(claims) {
  for (let later = 1; later < claims.length; later++) {
    for (let earlier = 0; earlier < later; earlier++) {
      if (claims[earlier].holderKey !== claims[later].holderKey) yield [claims[earlier], claims[later]];
    }
  }
}
function hostWords(claim) {
  return claim.host === void 0 ? "on an unnamed host" : `on \`${claim.host}\``;
}
function* numberConflicts(doc, kind) {
  for (const [earlier, later] of rivalPairs(claimsOf(doc, kind))) {
    if (earlier.resource.value.type !== "numbers" || later.resource.value.type !== "numbers" || !mayShareHost(earlier, later)) continue;
    const shared = rangesOverlap(earlier.resource.value.ranges, later.resource.value.ranges);
    if (shared) yield { earlier, later, shared };
  }
}
function conflictHint(earlier, later, example, otherwise) {
  return earlier.host === void 0 || later.host === void 0 ? `Name the host (\`${example}\`, or the owner\u2019s Host column) if these are different machines.` : otherwise;
}

// src/rules/resources/resource-gpu-overlap.ts
var resource_gpu_overlap_default = defineRule({
  id: "resource-gpu-overlap",
  group: "resources",
  severity: "error",
  description: "No GPU id on one host is given to two roles.",
  check({ doc }, report) {
    for (const { earlier, later, shared } of numberConflicts(doc, "gpu")) {
      const theirs = earlier.resource.cells.value;
      report(
        later.resource.cells.value.span,
        `Unexpected GPU ${quote(later.resource.cells.value.text)} (GPU ${formatRange(shared)} is also in ${quote(theirs.text)} of ${quote(earlier.holder)} ${hostWords(earlier)}, line ${earlier.resource.line}), expected GPUs no other role holds`,
        {
          hint: conflictHint(earlier, later, "gpu-a:0-3", "Give each role its own GPUs."),
          related: [{ span: theirs.span, message: `${quote(theirs.text)} held by ${quote(earlier.holder)}` }]
        }
      );
    }
  }
});

// src/rules/resources/resource-port-overlap.ts
var resource_port_overlap_default = defineRule({
  id: "resource-port-overlap",
  group: "resources",
  severity: "error",
  description: "No port on one host is given to two roles (ranges overlap by arithmetic).",
  check({ doc }, report) {
    for (const { earlier, later } of numberConflicts(doc, "port")) {
      const theirs = earlier.resource.cells.value;
      report(
        later.resource.cells.value.span,
        `Unexpected port range ${quote(later.resource.cells.value.text)} (overlaps ${quote(theirs.text)} of ${quote(earlier.holder)} ${hostWords(earlier)}, line ${earlier.resource.line}), expected a range no other role holds`,
        {
          hint: conflictHint(earlier, later, "gpu-a:8100-8149", "Give each role its own range."),
          related: [{ span: theirs.span, message: `${quote(theirs.text)} held by ${quote(earlier.holder)}` }]
        }
      );
    }
  }
});

// src/rules/resources/resource-path-overlap.ts
var resource_path_overlap_default = defineRule({
  id: "resource-path-overlap",
  group: "resources",
  severity: "error",
  description: "No folder is given to two roles, and no role\u2019s folder is inside another role\u2019s.",
  check({ doc }, report) {
    for (const [earlier, later] of rivalPairs(claimsOf(doc, "path"))) {
      if (earlier.resource.value.type !== "path" || later.resource.value.type !== "path") continue;
      const [mine, theirs] = [later.resource.value.path, earlier.resource.value.path];
      if (!pathsOverlap(mine, theirs)) continue;
      const relation = mine === theirs ? "the same folder as" : mine.length > theirs.length ? "inside" : "contains";
      const cell = earlier.resource.cells.value;
      report(
        later.resource.cells.value.span,
        `Unexpected path ${quote(later.resource.cells.value.text)} (${relation} ${quote(cell.text)} of ${quote(earlier.holder)}, line ${earlier.resource.line}), expected a folder no other role holds`,
        {
          hint: "Give each role its own folder; shared inputs are read-only and need no row.",
          related: [{ span: cell.span, message: `${quote(cell.text)} held by ${quote(earlier.holder)}` }]
        }
      );
    }
  }
});

// src/rules/resources/resource-value-shared.ts
var resource_value_shared_default = defineRule({
  id: "resource-value-shared",
  group: "resources",
  severity: "error",
  description: "No host or queue is given to two roles.",
  check({ doc }, report) {
    for (const kind of ["host", "queue"]) {
      for (const [earlier, later] of rivalPairs(claimsOf(doc, kind))) {
        if (earlier.resource.value.type !== "text" || later.resource.value.type !== "text") continue;
        if (nameKey(earlier.resource.value.text) !== nameKey(later.resource.value.text)) continue;
        const cell = earlier.resource.cells.value;
        report(
          later.resource.cells.value.span,
          `Unexpected ${kind} ${quote(later.resource.cells.value.text)} (also held by ${quote(earlier.holder)}, line ${earlier.resource.line}), expected each ${kind} to have one owner`,
          {
            hint: `A ${kind} in the Resources table belongs to one role; list it once.`,
            related: [{ span: cell.span, message: `${quote(cell.text)} held by ${quote(earlier.holder)}` }]
          }
        );
      }
    }
  }
});

// src/rules/support/history-words.ts
function shortHash(hash) {
  return hash.slice(0, 7);
}
function commitTime(date) {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
function versionName(version) {
  return version.commit ? shortHash(version.commit.hash) : "the working copy";
}
function versionWords(version, history) {
  const words = version.commit ? commitWords(version.commit) : "the working copy (not committed)";
  return history?.shallowBoundary && version.index === 0 ? `${words} or earlier (this clone\u2019s history starts there)` : words;
}
function commitWords(commit) {
  return `commit ${shortHash(commit.hash)} (${commitTime(commit.committed)}, \u201C${shorten(commit.subject, 60)}\u201D)`;
}
function inVersion(version) {
  return `in ${versionName(version)}`;
}

// src/rules/resources/resource-held-by-finished.ts
var resource_held_by_finished_default = defineRule({
  id: "resource-held-by-finished",
  group: "resources",
  severity: "warning",
  description: "A role that is `done` or `stopped` holds no resources (free them at close-out).",
  check({ doc, history }, report) {
    const roles = roleIndex(doc);
    for (const resource of doc.resources) {
      if (resource.owner === void 0) continue;
      const role = roles.find(resource.owner)?.role;
      if (!role?.status || !FINISHED_STATUSES.includes(role.status)) continue;
      const related = [{ span: role.cells.status.span, message: `status of ${quote(role.name.text)}` }];
      const names = [role.name.text, ...role.formerNames.map((name) => name.text)];
      const finished = history?.statusStretch(names, FINISHED_STATUSES);
      const held = history?.heldStretch(resource.cells.resource.text, names);
      if (finished) related.push({ message: `${quote(role.name.text)} marked \`${finished.value}\` in ${versionWords(finished.since, history)}` });
      if (held)
        related.push({
          message: `${quote(resource.cells.resource.text)} (${quote(held.value)}) listed for ${quote(role.name.text)} in every version since ${versionWords(held.since, history)}`
        });
      const successor = rowInPlaceOf(doc, role);
      const resourceName = quote(resource.cells.resource.text);
      report(
        resource.cells.owner.span,
        `Unexpected ${quote(resource.cells.resource.text)} still held by ${quote(role.name.text)}, which is \`${role.status}\`, expected it freed at close-out`,
        {
          hint: "When a part ends, its owner stops its processes; remove the row or give the resource to another role.",
          related,
          suggestion: successor ? suggestion(
            `Give ${resourceName} to ${quote(successor.name.text)}, which took the place of ${quote(role.name.text)}`,
            cellEdit(doc, resource.cells.owner, successor.name.text)
          ) : suggestion(`Remove the row of ${resourceName}, freed (once its processes are stopped)`, ...deleteLines(doc, [resource.line]))
        }
      );
    }
  }
});

// src/rules/board/decision-default.ts
var decision_default_default = defineRule({
  id: "decision-default",
  group: "board",
  severity: "error",
  description: "Every decision that needs the person has a default: what happens if nobody answers.",
  check({ doc }, report) {
    for (const decision of doc.decisions) {
      const cell = decision.cells.default;
      if (decision.default !== void 0 || cell.placeholder || cell.missing) continue;
      report(
        cell.span,
        `Unexpected decision ${quote(decision.cells.decision.text)} without a default, expected what the team does if the person does not answer`,
        {
          hint: "A default keeps the work moving; the person can still overrule it."
        }
      );
    }
  }
});

// src/rules/board/board-owner-exists.ts
var board_owner_exists_default = defineRule({
  id: "board-owner-exists",
  group: "board",
  severity: "error",
  description: "Every board item\u2019s Owner and every decision\u2019s Asked by is a role in the roles table.",
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const item of doc.board)
      checkRole(report, doc, roles, item.cells.owner, item.owner, item.ownerWritten, `board item ${quote(item.cells.item.text)}`, "the role that moves it");
    for (const decision of doc.decisions) {
      checkRole(
        report,
        doc,
        roles,
        decision.cells.askedBy,
        decision.askedBy,
        decision.askedByWritten,
        `decision ${quote(decision.cells.decision.text)}`,
        "the role that asked"
      );
    }
  }
});
function checkRole(report, doc, roles, cell, name, written, what, expected) {
  if (cell.placeholder || cell.missing) return;
  if (written !== void 0) {
    report(cell.span, `Unexpected role ${quote(written)} for ${what}, expected \`${name}\`, a role from the roles table (read as that role)`, {
      hint: `Did you mean \`${name}\`?`,
      suggestion: safeSuggestion(`Write \`${name}\``, cellEdit(doc, cell, name))
    });
    return;
  }
  if (name === void 0) {
    report(cell.span, `Unexpected ${what} without a role, expected ${expected}`);
    return;
  }
  const lookup = roles.find(name);
  if (lookup && !lookup.former) return;
  report(cell.span, `Unexpected role ${quote(name)} for ${what}, expected a role from the roles table`, {
    hint: unknownRoleHint(lookup, name),
    suggestion: currentNameSuggestion(doc, cell, lookup)
  });
}

// src/rules/board/decision-since-date.ts
var decision_since_date_default = defineRule({
  id: "decision-since-date",
  group: "board",
  severity: "error",
  description: "Every decision says since when it waits, as a date `YYYY-MM-DD`.",
  check({ doc }, report) {
    for (const decision of doc.decisions) {
      const cell = decision.cells.since;
      if (decision.since !== void 0 || cell.placeholder || cell.missing) continue;
      report(
        cell.span,
        `Unexpected ${cell.none ? "empty Since" : `date ${quote(cell.text)}`} for ${quote(decision.cells.decision.text)}, expected the day it was asked as \`YYYY-MM-DD\``,
        {
          hint: "The date shows how long the person has kept the team waiting."
        }
      );
    }
  }
});

// src/rules/parts/part-statement.ts
var part_statement_default = defineRule({
  id: "part-statement",
  group: "parts",
  severity: "error",
  description: "Each part opens with a one-line statement of what its owner owns.",
  check({ doc }, report) {
    for (const part of doc.parts) {
      if (part.statement) continue;
      report(part.id.span, `Unexpected part ${quote(part.id.text)} without a statement, expected one line under its heading saying what its owner owns`, {
        hint: "The statement is what the worker acks and what its kickoff quotes."
      });
    }
  }
});

// src/rules/parts/part-plan-criteria.ts
var part_plan_criteria_default = defineRule({
  id: "part-plan-criteria",
  group: "parts",
  severity: "error",
  description: "A part whose owner is `active` has a plan and criteria written down (a worker is `active` once its `[plan]` is in the doc).",
  check({ doc }, report) {
    for (const part of doc.parts) {
      const owner = doc.roles.find((role) => role.status === "active" && role.parts.some((id) => nameKey(id.text) === nameKey(part.id.text)));
      if (!owner) continue;
      const related = [{ span: owner.cells.status.span, message: `${quote(owner.name.text)} is active` }];
      const hint = (what) => `${what} A worker stays \`planned\` until its \`[plan]\` is in the doc (\`teamdoc apply-plan ${part.id.text}\` writes it and sets the row \`active\`): set ${quote(owner.name.text)} back to \`planned\`, or write the section.`;
      const backToPlanned = suggestion(`Set ${quote(owner.name.text)} back to \`planned\` until its plan is in`, cellEdit(doc, owner.cells.status, "planned"));
      if (!part.plan || part.plan.empty) {
        report(
          part.plan?.heading.span ?? part.id.span,
          `Unexpected part ${quote(part.id.text)} without a plan while its owner ${quote(owner.name.text)} is active, expected a \`#### Plan\` with content`,
          {
            hint: hint("Write the plan before the work starts."),
            related,
            suggestion: backToPlanned
          }
        );
      }
      if (part.criteria.every((section) => section.empty)) {
        report(
          part.criteria[0]?.heading.span ?? part.id.span,
          `Unexpected part ${quote(part.id.text)} without criteria while its owner ${quote(owner.name.text)} is active, expected a \`#### Criteria\` with content`,
          {
            hint: hint("Pass/fail criteria are written before any result is looked at."),
            related,
            suggestion: backToPlanned
          }
        );
      }
    }
  }
});

// src/rules/support/chain-places.ts
function logComplete(context) {
  return !(context.log?.problems ?? []).some((problem) => problem.kind === "unreadable");
}
function entryLocation(context, message) {
  return { ref: context.log?.ref ?? "refs/heads/teamdoc/log", id: message.id, time: message.time, path: message.path };
}
function entryWords(message) {
  return `entry ${message.id} of ${message.time.slice(0, 10)} ${message.time.slice(11, 19)}Z`;
}
function entryRelated(context, message, text) {
  return { message: `${text} (${entryWords(message)})`, entry: entryLocation(context, message) };
}
function rolesPlace(doc) {
  const table = doc.tables.find((candidate) => candidate.section === "roles");
  return table ? headerSpan(table) : bodyStart(doc);
}
function sessionPlace(doc, session, cell = "name") {
  return session.role ? session.role.cells[cell].span : rolesPlace(doc);
}
function sessionWords(session) {
  return session.session === void 0 || session.role ? quote(session.name) : `${quote(session.name)} (session ${quote(session.session)})`;
}
function statementWords(statement) {
  return `${quote(statement.name)} stated parent ${quote(statement.parent)}, part ${quote(statement.part)}`;
}

// src/rules/chain/part-plan-recorded.ts
var part_plan_recorded_default = defineRule({
  id: "part-plan-recorded",
  group: "chain",
  severity: "warning",
  description: "A plan and criteria a worker reported (`[plan]`) are in its part of the doc: the top writes them there with `teamdoc apply-plan`.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    const plans = context.log.digest.plans;
    if (plans.length === 0) return;
    for (const part of context.doc.parts) {
      const note = latestPlan(chain, plans, part);
      const edit = note && planEdits(context.doc, chain, part, note);
      if (!note || !edit) continue;
      const { plan, owner, ...suggestion2 } = edit;
      const message = plan ? `Unexpected ${quote(part.id.text)} without what ${quote(note.from)} reported in its plan (${entryWords(note)}), expected its plan and criteria under \`### ${part.id.text}\`` : `Unexpected row of ${quote(owner)} not \`active\` after ${owner === note.from ? "its" : "the part\u2019s"} plan (${entryWords(note)}), expected it \`active\`, with its session, host and worktree from its statement`;
      report(part.id.span, message, {
        hint: `Write them in: run \`teamdoc apply-plan ${part.id.text}\` in the checkout that holds the doc, then commit it. The entry is the proof they were written before any result.`,
        related: [entryRelated(context, note, `the plan of ${quote(part.id.text)} from ${quote(note.from)}`)],
        entry: entryLocation(context, note),
        suggestion: suggestion2
      });
    }
  }
});

// src/rules/parts/criteria-pass-fail.ts
var PASS = /\bpass(?:es|ed|ing)?\b/i;
var FAIL = /\bfail(?:s|ed|ing|ure)?\b/i;
var criteria_pass_fail_default = defineRule({
  id: "criteria-pass-fail",
  group: "parts",
  severity: "error",
  description: "Criteria say how pass and fail are told apart: at least one line for each, or a checklist.",
  check({ doc }, report) {
    for (const part of doc.parts) {
      for (const criteria of part.criteria) {
        if (criteria.empty || criteria.lines.some((line) => line.checklist)) continue;
        const pass = criteria.lines.some((line) => PASS.test(line.text));
        const fail = criteria.lines.some((line) => FAIL.test(line.text));
        if (pass && fail) continue;
        const lacking = !pass && !fail ? "pass or fail" : pass ? "fail" : "pass";
        report(
          criteria.heading.span,
          `Unexpected criteria of ${quote(part.id.text)} with no line on ${lacking}, expected how pass and fail are told apart (a \`Pass: \u2026\` and a \`Fail: \u2026\` line, or a checklist)`,
          {
            hint: "Criteria written before results make the verdict a lookup, not an argument."
          }
        );
      }
    }
  }
});

// src/rules/parts/criteria-date.ts
var criteria_date_default = defineRule({
  id: "criteria-date",
  group: "parts",
  severity: "error",
  description: "Criteria headings carry real dates (`#### Criteria (YYYY-MM-DD)`); every section after the first is dated, in order.",
  check({ doc }, report) {
    for (const part of doc.parts) {
      let previous;
      part.criteria.forEach((criteria, position) => {
        const heading = criteria.heading;
        if (criteria.dateText !== void 0 && criteria.date === void 0) {
          report(heading.span, `Unexpected date ${quote(criteria.dateText)} in ${quote(heading.text)}, expected a real date as \`YYYY-MM-DD\``);
        } else if (criteria.dateText === void 0 && position > 0) {
          report(
            heading.span,
            `Unexpected undated ${quote(heading.text)} after the first criteria of ${quote(part.id.text)}, expected a dated heading such as \`#### Criteria (2026-11-30)\``,
            {
              hint: "Criteria are never edited; a change is a new section with the day it was written."
            }
          );
        } else if (criteria.date && previous?.date && criteria.date < previous.date) {
          report(heading.span, `Unexpected ${quote(heading.text)} after ${quote(previous.heading.text)}, expected dated criteria in order`, {
            related: [{ span: previous.heading.span, message: `the earlier section ${quote(previous.heading.text)}` }]
          });
        }
        if (criteria.date) previous = criteria;
      });
    }
  }
});

// src/rules/chain/chain-log-missing.ts
var EXPECTING = ["starting", "active", "idle"];
var chain_log_missing_default = defineRule({
  id: "chain-log-missing",
  group: "chain",
  severity: "info",
  description: "The repository has the message log, so the roles table can be compared with the parent statements.",
  needs: ["log"],
  check({ doc, log }, report) {
    if (log.tip !== void 0) return;
    const leads = doc.roles.filter((role) => role.parent !== void 0 && role.status !== void 0 && EXPECTING.includes(role.status));
    if (leads.length === 0) return;
    const names = leads.slice(0, 3).map((role) => quote(role.name.text)).join(", ") + (leads.length > 3 ? ` and ${leads.length - 3} more` : "");
    report(
      rolesPlace(doc),
      `Unexpected repository without the message log \`${shortRef(log.branch)}\`, expected the parent statements of ${names}; the chain rules did not run`,
      {
        hint: `Sessions state their parent with \`teamdoc join\`. In CI, fetch the log first (\`git fetch origin ${shortRef(log.branch)}:${shortRef(log.branch)}\`); \`--no-log\` skips the chain rules.`
      }
    );
  }
});

// src/rules/chain/chain-statement-missing.ts
function severityFor(status) {
  if (status === "planned") return void 0;
  return status === "active" || status === "idle" ? "error" : "warning";
}
var chain_statement_missing_default = defineRule({
  id: "chain-statement-missing",
  group: "chain",
  severity: "error",
  description: "Every role with a parent has stated it in the log (`teamdoc join`): a warning while `starting`, an error once `active`.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    if (!logComplete(context)) return;
    for (const role of context.doc.roles) {
      if (role.parent === void 0 || role.cells.parent.placeholder) continue;
      const severity = severityFor(role.status);
      const session = chain.sessionOf(role);
      if (!severity || !session || session.statement) continue;
      const part = role.parts[0]?.text ?? "<part>";
      report(
        role.cells.name.span,
        `Unexpected ${quote(role.name.text)} without a parent statement in the log, expected \`teamdoc join --parent ${role.parent} --part ${part}\` from its session`,
        {
          hint: role.status === "starting" ? "A starting session states its parent as its first act; wait for it, or look at the session." : "A session acks with `teamdoc join` before anything else; ask it to, or check that the log was synced (`teamdoc sync`).",
          severity
        }
      );
    }
  }
});

// src/rules/chain/chain-statement-mismatch.ts
var chain_statement_mismatch_default = defineRule({
  id: "chain-statement-mismatch",
  group: "chain",
  severity: "error",
  description: "The roles table says what each session stated: its parent (a successor\u2019s row names its predecessor\u2019s parent) and its part; names resolve through former names, session ids and handoffs.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const disagreement = tableDisagreement(session);
      if (!disagreement) continue;
      const role = session.role;
      const { statement, message } = session.statement;
      const related = [entryRelated(context, message, statementWords(statement))];
      const hint = (cell, expected) => `Write ${quote(expected)} in ${quote(role.name.text)}\u2019s ${cell} cell if the statement is right; if the statement is wrong, the session corrects it with \`teamdoc join --amend --reason "\u2026"\`.`;
      const { parent, part } = disagreement;
      if (parent) {
        const table = parent.table === "\u2014" ? "no parent (`\u2014`)" : `parent ${quote(parent.table)}`;
        const parentTakeover = parentTookOver(session);
        const says = session.takeover?.kind === "handoff" ? ` as it took the place of ${quote(session.takeover.predecessor?.name ?? statement.parent)}` : parentTakeover ? `, which took over from ${quote(parentTakeover.from)}, the parent it stated, through handoff ${parentTakeover.handoff}` : " as its statement says";
        report(role.cells.parent.span, `Unexpected ${table} for ${quote(role.name.text)}, expected ${quote(parent.expected)}${says} (${entryWords(message)})`, {
          // The statement named the parent of its time, so it is right: only the table changes.
          hint: parentTakeover ? `Write ${quote(parent.expected)} in ${quote(role.name.text)}\u2019s Parent cell: a handoff moves a parent\u2019s workers to its successor, and their statements stay as they are.` : hint("Parent", parent.expected),
          related,
          entry: entryLocation(context, message),
          suggestion: safeSuggestion(
            `Write ${quote(parent.expected)} as ${quote(role.name.text)}\u2019s parent`,
            cellEdit(context.doc, role.cells.parent, parent.expected)
          )
        });
      }
      if (part) {
        const table = part.table === "\u2014" ? "no part (`\u2014`)" : `part ${quote(part.table)}`;
        report(
          role.cells.part.span,
          `Unexpected ${table} for ${quote(role.name.text)}, expected ${quote(part.expected)} as its statement says (${entryWords(message)})`,
          {
            hint: hint("Part", part.expected),
            related,
            entry: entryLocation(context, message),
            suggestion: safeSuggestion(
              `Write ${quote(part.expected)} as ${quote(role.name.text)}\u2019s part`,
              cellEdit(context.doc, role.cells.part, part.expected)
            )
          }
        );
      }
    }
  }
});
function parentTookOver(session) {
  const stated = session.statedParent?.session;
  const inForce = session.parent?.session;
  if (stated === void 0 || inForce === void 0 || stated === inForce) return void 0;
  const seen = /* @__PURE__ */ new Set();
  for (let current = inForce; current && !seen.has(current); current = current.takeover?.predecessor) {
    seen.add(current);
    if (current.takeover?.kind !== "handoff") return void 0;
    if (current.takeover.predecessor === stated) return { from: stated.name, handoff: current.takeover.handoffId };
  }
  return void 0;
}

// src/rules/chain/chain-session-unlisted.ts
var chain_session_unlisted_default = defineRule({
  id: "chain-session-unlisted",
  group: "chain",
  severity: "warning",
  description: "Every session that stated a parent has a row in the roles table: a restart carries on in its predecessor\u2019s row, a successor by handoff gets a row in its predecessor\u2019s place, and the predecessor keeps its row, `done`.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    const { doc } = context;
    for (const session of chain.sessions) {
      if (session.role || !session.statement || restartedAway(session)) continue;
      const { statement, message } = session.statement;
      const takeover = session.takeover;
      const predecessorRow = takeover?.predecessor?.role;
      let expected;
      let hint;
      let edit;
      if (takeover?.kind === "restart" && predecessorRow) {
        expected = `the row of ${quote(predecessorRow.name.text)} to carry it: a restart keeps the row and changes its session id`;
        hint = `Write ${quote(session.session)} in the Session cell of ${quote(predecessorRow.name.text)} (and its Host and Worktree, if they changed).`;
        edit = restartEdit(doc, session);
      } else if (takeover?.kind === "handoff" && predecessorRow) {
        expected = `a row in the place of ${quote(predecessorRow.name.text)}, which it took over: the same parent and part, and ${quote(predecessorRow.name.text)} \`done\``;
        hint = `Add \`${rowText(doc, session, "active")}\` after ${quote(predecessorRow.name.text)}\u2019s row; set ${quote(predecessorRow.name.text)} to \`done\`, and give its resources and workers to ${quote(session.name)}.`;
        edit = handoffEdit(doc, session);
      } else {
        const finished = session.successor !== void 0;
        expected = finished ? `its row kept, \`done\`: ${quote(session.successor.name)} took its place` : "a row for every session that stated a parent";
        hint = `Add it to Roles: \`${rowText(doc, session, finished ? "done" : "active")}\`.`;
        edit = rowEdit(doc, session, finished ? "done" : "active");
      }
      report(rolesPlace(doc), `Unexpected session ${sessionWords(session)} missing from the roles table, expected ${expected}`, {
        hint,
        related: [entryRelated(context, message, statementWords(statement))],
        entry: entryLocation(context, message),
        suggestion: edit
      });
    }
  }
});
function parentName(session) {
  const parent = session.parent;
  if (!parent) return "\u2014";
  return parent.session?.role?.name.text ?? parent.session?.name ?? parent.name;
}
function rowValues(session, status) {
  return {
    name: session.name,
    runtime: session.runtime ?? `${PLACEHOLDER_MARK} claude, codex, human or other]`,
    session: session.session,
    host: session.host,
    worktree: session.worktree,
    parent: parentName(session),
    part: session.statement.statement.part,
    status
  };
}
function rowText(doc, session, status) {
  const table = rolesTable(doc);
  const values = rowValues(session, status);
  return table ? tableRow(table, values) : `| ${Object.values(values).map((value) => value ?? "\u2014").join(" | ")} |`;
}
function rowEdit(doc, session, status) {
  const table = rolesTable(doc);
  const after = lastRoleLine(doc);
  if (!table || after === void 0) return void 0;
  return rowSuggestion(session)(`Add a row for ${quote(session.name)}`, insertLinesAfter(doc, after, [tableRow(table, rowValues(session, status))]));
}
function restartEdit(doc, session) {
  const row = session.takeover.predecessor.role;
  const edits = [cellEdit(doc, row.cells.session, session.session)];
  if (session.host !== void 0 && session.host !== row.host) edits.push(cellEdit(doc, row.cells.host, session.host));
  if (session.worktree !== void 0 && session.worktree !== row.worktree) edits.push(cellEdit(doc, row.cells.worktree, session.worktree));
  return safeSuggestion(`Write session ${quote(session.session)} in the row of ${quote(row.name.text)}`, ...edits);
}
function handoffEdit(doc, session) {
  const table = rolesTable(doc);
  const predecessor = session.takeover.predecessor.role;
  if (!table) return void 0;
  const roles = roleIndex(doc);
  const edits = [insertLinesAfter(doc, predecessor.line, [tableRow(table, rowValues(session, "active"))])];
  if (predecessor.cells.status.text !== "done") edits.push(cellEdit(doc, predecessor.cells.status, "done"));
  for (const resource of doc.resources) {
    if (resource.owner !== void 0 && roles.find(resource.owner)?.role === predecessor) edits.push(cellEdit(doc, resource.cells.owner, session.name));
  }
  for (const role of doc.roles) {
    if (role.parent !== void 0 && roles.find(role.parent)?.role === predecessor) edits.push(cellEdit(doc, role.cells.parent, session.name));
  }
  return rowSuggestion(session)(
    `Add ${quote(session.name)} in the place of ${quote(predecessor.name.text)}, and set ${quote(predecessor.name.text)} to \`done\``,
    ...edits
  );
}
function rowSuggestion(session) {
  return session.runtime === void 0 ? suggestion : safeSuggestion;
}

// src/rules/chain/chain-row-outdated.ts
var chain_row_outdated_default = defineRule({
  id: "chain-row-outdated",
  group: "chain",
  severity: "warning",
  description: "A session\u2019s row follows its statement: its new name after a rename (the old one kept as `(was: \u2026)`), `active` once a `starting` session has joined and its plan is in the doc, and the runtime, session id, host and worktree it stated (a warning where the row says otherwise; info where the row only lags).",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const role = session.role;
      const record = session.statement;
      if (!role || !record || restartedAway(session)) continue;
      const catchUp = rowCatchUp(context.doc, role, session);
      if (catchUp.length === 0) continue;
      const { statement, message } = record;
      const contradicted = catchUp.some((change) => change.contradicts);
      const sure = session.stated.records.length === 1 || !contradicted;
      const fix = `Write the ${catchUp.map((change) => change.column).join(", ")} of ${quote(session.name)} from its statement`;
      const edits = catchUp.map((change) => change.edit);
      report(
        role.cells.name.span,
        `Unexpected row of ${quote(role.name.text)} ${contradicted ? "against" : "behind"} its statement (${entryWords(message)}), expected ${catchUp.map((change) => change.words).join(", ")}`,
        {
          hint: sure ? "The statement is what the session said of itself: `teamdoc check --fix` copies it into the row." : "The statement is what the session said of itself; it stated more than once, so check which values hold and write them into the row.",
          related: [entryRelated(context, message, statementWords(statement))],
          entry: entryLocation(context, message),
          suggestion: sure ? safeSuggestion(fix, ...edits) : suggestion(fix, ...edits),
          ...contradicted ? {} : { severity: "info" }
        }
      );
    }
  }
});
function rowCatchUp(doc, role, session) {
  const statement = session.statement.statement;
  const renamed = renamedTo(doc, role, session);
  const name = renamed === void 0 ? void 0 : { column: "name", words: `the name ${quote(session.name)} (renamed)`, edit: cellEdit(doc, role.cells.name, renamed) };
  const status = role.status === "starting" && plansWritten(doc, role) ? { column: "status", words: "`active` (it joined)", edit: cellEdit(doc, role.cells.status, "active") } : void 0;
  const waiting = role.status === "planned" && !name && !status;
  const cellChange = (column) => {
    const value = statement[column];
    const cell = role.cells[column];
    if (value === void 0 || cell.missing) return void 0;
    if (cell.none || cell.placeholder)
      return waiting || isFinished(role) ? void 0 : { column, words: `${column} ${quote(value)}`, edit: cellEdit(doc, cell, value) };
    if (waiting && column !== "runtime") return void 0;
    if (cellSays(column, cell.text, value) || column === "runtime" && role.runtime === void 0) return void 0;
    return { column, words: `${column} ${quote(value)} (the row says ${quote(cell.text)})`, edit: cellEdit(doc, cell, value), contradicts: true };
  };
  return [name, cellChange("runtime"), cellChange("session"), cellChange("host"), cellChange("worktree"), status].filter((change) => change !== void 0);
}
function plansWritten(doc, role) {
  return role.parts.every((id) => {
    const part = doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(id.text));
    return part !== void 0 && part.plan !== void 0 && !part.plan.empty && part.criteria.some((section) => !section.empty);
  });
}
function renamedTo(doc, role, session) {
  const current = session.name;
  if (nameKey(current) === nameKey(role.name.text)) return void 0;
  if (!session.stated?.names.some((name) => nameKey(name) === nameKey(role.name.text))) return void 0;
  if (role.formerNames.some((name) => nameKey(name.text) === nameKey(current))) return void 0;
  const holder = roleIndex(doc).find(current)?.role;
  if (holder !== void 0 && holder !== role) return void 0;
  const former = [role.name.text, ...role.formerNames.map((name) => name.text)].filter((name) => nameKey(name) !== nameKey(current));
  return `${current} (was: ${former.join(", ")})`;
}

// src/rules/chain/chain-parent-unresolved.ts
var chain_parent_unresolved_default = defineRule({
  id: "chain-parent-unresolved",
  group: "chain",
  severity: "error",
  description: "The parent a session stated is a session of the chain: a name, former name or session id in the roles table, or a session that stated its own parent.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const stated = session.statedParent;
      if (!stated || stated.session || !session.statement) continue;
      const { message } = session.statement;
      report(
        sessionPlace(context.doc, session, "parent"),
        `Unexpected parent ${quote(stated.name)} stated by ${sessionWords(session)} (${entryWords(message)}), expected a session of the chain`,
        {
          hint: `\`teamdoc view\` shows it as an unresolved boundary. Add ${quote(stated.name)} to Roles if it belongs to this work, or the session amends its statement.`,
          related: [entryRelated(context, message, `the statement naming ${quote(stated.name)}`)],
          entry: entryLocation(context, message)
        }
      );
    }
  }
});

// src/rules/chain/chain-parent-cycle.ts
var chain_parent_cycle_default = defineRule({
  id: "chain-parent-cycle",
  group: "chain",
  severity: "error",
  description: "Following parents \u2014 stated ones first, the table\u2019s where a session stated none \u2014 from any session reaches the top.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const cycle of chain.cycles) {
      if (!cycle.some((session) => session.parent?.source === "statement")) continue;
      const ordered = [...cycle, cycle[0]];
      const anchor = cycle.find((session) => session.role);
      const related = cycle.map((session) => howStated(context, session));
      report(
        anchor ? anchor.role.cells.parent.span : rolesPlace(context.doc),
        `Unexpected cycle of parents ${ordered.map((session) => quote(session.name)).join(" \u2192 ")}, expected every chain of parents to end at the top`,
        {
          hint: "Find the link that is wrong: a table row (edit the Parent column) or a statement (the session amends it with `teamdoc join --amend`).",
          related
        }
      );
    }
  }
});
function howStated(context, session) {
  const parent = session.parent;
  if (parent.source === "statement") return entryRelated(context, session.statement.message, `${quote(session.name)} stated parent ${quote(parent.name)}`);
  return { span: session.role.cells.parent.span, message: `the table gives ${quote(session.name)} the parent ${quote(parent.name)} (no statement)` };
}

// src/rules/chain/chain-top-single.ts
var chain_top_single_default = defineRule({
  id: "chain-top-single",
  group: "chain",
  severity: "error",
  description: "The statements lead to one top: following parents from every session that stated one ends at the same session.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    const tops = /* @__PURE__ */ new Map();
    for (const session of chain.sessions) {
      if (!session.statement) continue;
      const top = topOf(session);
      if (!top) continue;
      const known = tops.get(top.key) ?? top;
      known.from.push(session);
      tops.set(top.key, known);
    }
    if (tops.size < 2 || [...tops.values()].every((top) => top.tableTop)) return;
    const ranked = [...tops.values()].sort((a, b) => Number(b.tableTop) - Number(a.tableTop) || b.from.length - a.from.length);
    const [main, ...others] = ranked;
    for (const other of others) {
      const session = other.from[0];
      const message = session.statement.message;
      report(
        sessionPlace(context.doc, session, "parent"),
        `Unexpected second top ${quote(other.name)}${other.tableTop ? "" : " (no session of the chain)"} reached from the statement of ${quote(session.name)}, expected one top for the whole chain, ${quote(main.name)}`,
        {
          hint: "Every parent statement leads up to the session the person talks to; find the statement or row that points elsewhere.",
          related: other.from.map(
            (from) => entryRelated(context, from.statement.message, `${quote(from.name)} stated parent ${quote(from.statedParent.name)}`)
          ),
          entry: entryLocation(context, message)
        }
      );
    }
  }
});
function topOf(start) {
  const seen = /* @__PURE__ */ new Set();
  let current = start;
  for (; ; ) {
    seen.add(current);
    const parent = current.parent;
    if (!parent) return { key: current.key, name: current.name, tableTop: current.role !== void 0 && current.role.parent === void 0, from: [] };
    if (!parent.session) return { key: `unresolved:${nameKey(parent.name)}`, name: parent.name, tableTop: false, from: [] };
    if (seen.has(parent.session)) return void 0;
    current = parent.session;
  }
}

// src/rules/chain/chain-statement-single.ts
var chain_statement_single_default = defineRule({
  id: "chain-statement-single",
  group: "chain",
  severity: "error",
  description: "A session states its parent and part once: a later statement that disagrees is an `--amend`, never a second parent.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const standing = session.statement;
      if (!standing) continue;
      for (const record of session.stated.records) {
        if (record.kind !== "conflict") continue;
        const said = `parent ${quote(record.statement.parent)}, part ${quote(record.statement.part)}`;
        report(
          sessionPlace(context.doc, session, "parent"),
          `Unexpected second statement by ${sessionWords(session)} (${said}, ${entryWords(record.message)}), expected one parent and part: its statement in force says parent ${quote(standing.statement.parent)}, part ${quote(standing.statement.part)}`,
          {
            hint: 'Two statements that disagree (two machines before a sync, or a join recorded by hand) give a worker two parents; the right one is restated with `teamdoc join --amend --reason "\u2026"`.',
            related: [entryRelated(context, standing.message, "the statement in force"), entryRelated(context, record.message, "the disagreeing statement")],
            entry: entryLocation(context, record.message)
          }
        );
      }
    }
  }
});

// src/rules/chain/chain-part-single.ts
var chain_part_single_default = defineRule({
  id: "chain-part-single",
  group: "chain",
  severity: "error",
  description: "No two working sessions state the same part (a successor that took it over by handoff is the same line of work).",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    const claimed = /* @__PURE__ */ new Map();
    for (const session of chain.sessions) {
      const record = session.statement;
      if (!record || isFinished2(session)) continue;
      const key = nameKey(record.statement.part);
      const first = claimed.get(key);
      if (!first) {
        claimed.set(key, session);
        continue;
      }
      if (sameLine(first, session)) continue;
      report(
        sessionPlace(context.doc, session, "part"),
        `Unexpected part ${quote(record.statement.part)} stated by ${sessionWords(session)} (${entryWords(record.message)}), expected one owner per part: ${quote(first.name)} stated it first`,
        {
          hint: "A part has one owner. If one of them took over, it joins with `--handoff`; if one of them is finished, set its status to `done` or `stopped`.",
          related: [entryRelated(context, first.statement.message, `${quote(first.name)} stated part ${quote(first.statement.statement.part)}`)],
          entry: entryLocation(context, record.message),
          suggestion: replacedRow2(context, first, session)
        }
      );
    }
  }
});
function isFinished2(session) {
  return session.role?.status !== void 0 && FINISHED_STATUSES.includes(session.role.status);
}
function sameLine(a, b) {
  const ancestors = (session) => {
    const line = /* @__PURE__ */ new Set();
    for (let current = session.takeover?.predecessor; current && !line.has(current); current = current.takeover?.predecessor) line.add(current);
    return line;
  };
  return ancestors(a).has(b) || ancestors(b).has(a);
}
function replacedRow2(context, earlier, later) {
  const role = earlier.role;
  if (!role || !later.role || role.parts.length > 1) return void 0;
  return suggestion(
    `Set ${quote(role.name.text)} to \`stopped\` and give its resources to ${quote(later.name)}, which replaced it (if it stated the wrong part instead, it joins again with its own)`,
    ...replacementEdits(context.doc, role, later.role)
  );
}

// src/rules/chain/chain-statement-amended.ts
var chain_statement_amended_default = defineRule({
  id: "chain-statement-amended",
  group: "chain",
  severity: "info",
  description: "A statement corrected with `teamdoc join --amend` is shown with its reason, so a reviewer sees the correction.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const records = session.stated?.records ?? [];
      for (const record of records) {
        if (record.kind !== "amendment") continue;
        const amended = records.find((earlier) => earlier.message.id === record.statement.amends);
        const before = amended ? `parent ${quote(amended.statement.parent)}, part ${quote(amended.statement.part)}` : `entry ${record.statement.amends} (not found)`;
        const reason = record.statement.reason === void 0 ? "no reason given" : `reason ${quote(record.statement.reason)}`;
        report(
          sessionPlace(context.doc, session, "parent"),
          `Unexpected amended statement of ${sessionWords(session)} (${entryWords(record.message)}: ${before} \u2192 parent ${quote(record.statement.parent)}, part ${quote(record.statement.part)}; ${reason}), expected one statement per session; the amendment is in force`,
          {
            related: [
              ...amended ? [entryRelated(context, amended.message, "the statement amended")] : [],
              entryRelated(context, record.message, "the amendment")
            ],
            entry: entryLocation(context, record.message)
          }
        );
      }
    }
  }
});

// src/rules/chain/chain-statement-no-session.ts
var chain_statement_no_session_default = defineRule({
  id: "chain-statement-no-session",
  group: "chain",
  severity: "info",
  description: "A statement carries a session id; one without is matched by name only (weaker evidence, and a rename loses it).",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      if (session.keyedBy !== "name" || !session.statement) continue;
      const { message } = session.statement;
      report(
        sessionPlace(context.doc, session),
        `Unexpected statement of ${quote(session.name)} without a session id (${entryWords(message)}), expected a session id; it is matched by name only`,
        {
          hint: "Run `teamdoc join` inside the session (Claude Code and Codex export their ids), or pass `--session ID`.",
          related: [entryRelated(context, message, "the statement")],
          entry: entryLocation(context, message)
        }
      );
    }
  }
});

// src/chain/open-work.ts
var DEFAULT_CHECKIN_MS = 60 * 60 * 1e3;
function untakenHandoffs(structural) {
  const taken = new Set(
    structural.flatMap((message) => message.kind === "join" && message.statement?.handoff !== void 0 ? [message.statement.handoff] : [])
  );
  return structural.filter((message) => message.kind === "handoff" && !taken.has(message.id));
}
function openWorkOf(sessions, traffic, now, checkin) {
  const checkinMs = checkin ?? DEFAULT_CHECKIN_MS;
  const lastReportOf = /* @__PURE__ */ new Map();
  const lastBriefs = [];
  for (const pair of traffic.pairs) {
    if (pair.relation !== "edge") continue;
    const worker = pair.b.session;
    const report = pair.backward.lastOf.report;
    if (report && isLater(report, lastReportOf.get(worker))) lastReportOf.set(worker, report);
    const brief = pair.forward.lastAsking;
    if (brief) lastBriefs.push({ parent: pair.a.session, worker, brief });
  }
  const openBriefs = [];
  for (const { parent, worker, brief } of lastBriefs) {
    if (worker.role?.status === "done" || worker.role?.status === "stopped") continue;
    const lastReport = lastReportOf.get(worker);
    const line = lineFrom(worker);
    if (line.some((generation) => (lastReportOf.get(generation)?.time ?? "") >= brief.time)) continue;
    if (line.some((generation) => (generation.statement?.message.time ?? "") >= brief.time)) continue;
    openBriefs.push({ parent, worker, brief, lastReport });
  }
  const silentWorkers = [];
  for (const worker of sessions) {
    if (worker.parent?.session === void 0 || worker.role?.status !== "active") continue;
    const lastReport = lastReportOf.get(worker);
    const since = lastReport?.time ?? worker.statement?.message.time;
    if (since === void 0) continue;
    const silentMs = now.getTime() - Date.parse(since);
    if (silentMs > checkinMs) silentWorkers.push({ worker, lastReport, since, silentMs });
  }
  openBriefs.sort((x, y) => x.brief.time < y.brief.time ? -1 : 1);
  silentWorkers.sort((x, y) => y.silentMs - x.silentMs);
  return { checkinMs, checkinSource: checkin === void 0 ? "default" : "front matter", openBriefs, silentWorkers };
}
function reportsAwaitingAnswer(chain, digest, now) {
  const answered = new Set(digest.answered);
  const open = (report) => {
    const status = chain.resolveName(report.from)?.role?.status;
    return !answered.has(report.id) && status !== "done" && status !== "stopped";
  };
  const latestDone = /* @__PURE__ */ new Map();
  for (const done of digest.done) if (isLater(done, latestDone.get(done.from))) latestDone.set(done.from, done);
  const waiting = [...latestDone.values()].filter(open).map((report) => ({ tag: "done", report, deadline: void 0 }));
  for (const question of digest.questions) {
    const deadline = question.deadline === void 0 ? Number.NaN : Date.parse(question.deadline);
    if (open(question) && !(deadline <= now.getTime())) waiting.push({ tag: "question", report: question, deadline: question.deadline });
  }
  return waiting.sort((x, y) => isLater(y.report, x.report) ? -1 : 1);
}

// src/time/span-text.ts
function spanText(ms) {
  if (ms < 0) return "in the future";
  const seconds = Math.floor(ms / 1e3);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours}h` : `${hours}h ${minutes % 60}m`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days}d` : `${days}d ${hours % 24}h`;
}
function timeText(iso) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}Z`;
}

// src/rules/chain/chain-handoff-untaken.ts
var DEFAULT_HANDOFF_TIMEOUT_MS = 36e5;
var chain_handoff_untaken_default = defineRule({
  id: "chain-handoff-untaken",
  group: "chain",
  severity: "warning",
  description: "A handoff is taken over (its successor joins with `--handoff`) within the front matter\u2019s `handoff-timeout` (default 1h).",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    if (!logComplete(context)) return;
    const setting = context.doc.frontMatter.settings?.["handoff-timeout"];
    const timeoutMs = setting?.ms ?? DEFAULT_HANDOFF_TIMEOUT_MS;
    for (const handoff of untakenHandoffs(context.log.digest.structural)) {
      const waitedMs = context.now.getTime() - Date.parse(handoff.time);
      if (waitedMs <= timeoutMs) continue;
      const predecessor = chain.resolveParty(handoff.from);
      const successor = handoff.handoff?.successor ?? handoff.to.name;
      report(
        predecessor ? sessionPlace(context.doc, predecessor) : rolesPlace(context.doc),
        `Unexpected handoff from ${quote(handoff.from.name)} to ${quote(successor)} (${entryWords(handoff)}) not taken over after ${spanText(waitedMs)}, expected its successor\u2019s \`teamdoc join --handoff ${handoff.id}\` within ${setting ? `the handoff-timeout of ${setting.text}` : "the default handoff-timeout of 1h"}`,
        { hint: hintFor(handoff, successor), entry: entryLocation(context, handoff) }
      );
    }
  }
});
function hintFor(handoff, successor) {
  const meanwhile = `The predecessor works no more after its handoff: what is sent to it waits for ${quote(successor)} (\`teamdoc log --for ${shellWord(successor)}\` shows it), and nobody acts on it until ${quote(successor)} joins.`;
  if (handoff.delivery.state === "refused")
    return `Its start was refused (\`teamdoc log\` shows why): start the successor by hand with the first message, or hand off again. ${meanwhile}`;
  return `Start the successor with the first message \`teamdoc handoff\` printed, or hand off again. ${meanwhile}`;
}

// src/rules/chain/chain-handoff-wider.ts
var chain_handoff_wider_default = defineRule({
  id: "chain-handoff-wider",
  group: "chain",
  severity: "error",
  description: "A successor states no wider part than was handed over: the same part, or, when none was, any one part (scope only shrinks).",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const takeover = session.takeover;
      const record = session.statement;
      if (takeover?.kind !== "handoff" || !record) continue;
      const handed = partOrNone(takeover.handoff?.handoff?.part ?? takeover.predecessor?.part);
      if (handed === void 0) continue;
      const stated = partOrNone(record.statement.part);
      if (stated !== void 0 && nameKey(stated) === nameKey(handed)) continue;
      const from = takeover.handoff ? `the handoff ${entryWords(takeover.handoff)}` : `handoff ${takeover.handoffId}`;
      report(
        sessionPlace(context.doc, session, "part"),
        `Unexpected ${stated === void 0 ? "no part" : `part ${quote(stated)}`} stated by successor ${sessionWords(session)} through ${from}, expected part ${quote(handed)}: a handoff only narrows scope`,
        {
          hint: `Amend the statement to part ${quote(handed)} (\`teamdoc join --amend --reason \u2026\`), and narrow the work in the packet's Goal rather than in the part.`,
          related: takeover.handoff ? [entryRelated(context, takeover.handoff, `the handoff from ${quote(takeover.handoff.from.name)}`)] : [],
          entry: entryLocation(context, record.message)
        }
      );
    }
  }
});
function partOrNone(part) {
  const trimmed = part?.trim();
  return trimmed === void 0 || saysNone(trimmed) ? void 0 : trimmed;
}

// src/chain/holdings.ts
function holdingsOf(chain, doc) {
  if (!doc) return [];
  const roles = roleIndex(doc);
  const held = /* @__PURE__ */ new Map();
  for (const resource of doc.resources) {
    const role = resource.owner === void 0 ? void 0 : roles.find(resource.owner)?.role;
    const session = role && chain.sessionOf(role);
    if (!session) continue;
    held.set(session, [...held.get(session) ?? [], resource]);
  }
  return chain.sessions.filter((session) => held.has(session)).map((session) => ({
    session,
    resources: held.get(session),
    finished: session.role?.status !== void 0 && FINISHED_STATUSES.includes(session.role.status)
  }));
}

// src/rules/chain/chain-handoff-predecessor-active.ts
var chain_handoff_predecessor_active_default = defineRule({
  id: "chain-handoff-predecessor-active",
  group: "chain",
  severity: "warning",
  description: "Once its successor has joined and has its row, a predecessor is `done`, and its resources belong to the successor.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    const holdings = new Map(holdingsOf(chain, context.doc).map((holding) => [holding.session, holding.resources]));
    for (const successor of chain.sessions) {
      const predecessor = successor.takeover?.kind === "handoff" ? successor.takeover.predecessor : void 0;
      const joined = successor.statement?.message;
      const role = predecessor?.role;
      if (!predecessor || !joined || !role || !successor.role || isFinished(role) || role.status === "planned") continue;
      const held = holdings.get(predecessor) ?? [];
      const holding = held.length > 0 ? ` and holding ${held.map((resource) => quote(resource.cells.resource.text)).join(", ")}` : "";
      const name = successor.role.name.text;
      const edits = [
        cellEdit(context.doc, role.cells.status, "done"),
        ...held.map((resource) => cellEdit(context.doc, resource.cells.owner, name))
      ];
      report(
        role.cells.status.span,
        `Unexpected ${sessionWords(predecessor)} still \`${role.status}\`${holding} after its successor ${quote(successor.name)} joined, expected it \`done\`${held.length > 0 ? " with its resources handed on" : ""}`,
        {
          hint: `Set ${quote(predecessor.name)} to \`done\`${held.length > 0 ? ` and give its resources to ${quote(name)} in the Resources table` : ""}; two sessions working one part collide.`,
          related: [
            entryRelated(context, joined, `${quote(successor.name)} took over`),
            ...held.map((resource) => ({
              span: resource.cells.owner.span,
              message: `${quote(resource.cells.resource.text)} held by ${quote(predecessor.name)}`
            }))
          ],
          entry: entryLocation(context, joined),
          suggestion: safeSuggestion(
            `Set ${quote(predecessor.name)} to \`done\`${held.length > 0 ? ` and give its resources to ${quote(name)}` : ""}`,
            ...edits
          )
        }
      );
    }
  }
});

// src/chain/traffic.ts
function oneWay() {
  return {
    counts: { brief: 0, report: 0, correction: 0, other: 0 },
    total: 0,
    last: void 0,
    lastOf: {},
    lastAsking: void 0,
    unexpected: {},
    lastUnexpected: void 0
  };
}
function isExpected(kind, way) {
  if (way === "down") return kind === "brief" || kind === "correction";
  if (way === "up") return kind === "report";
  return false;
}
var computed = /* @__PURE__ */ new WeakMap();
function trafficOf(chain, digest) {
  let byDigest = computed.get(chain);
  if (!byDigest) computed.set(chain, byDigest = /* @__PURE__ */ new WeakMap());
  let traffic = byDigest.get(digest);
  if (!traffic) byDigest.set(digest, traffic = computeTraffic(chain, digest));
  return traffic;
}
function computeTraffic(chain, digest) {
  const order = new Map(chain.sessions.map((session, index) => [session, index]));
  const pairs = new PairTable(order);
  const outside = new PairTable(order, "outside-team");
  const outsiders = /* @__PURE__ */ new Map();
  const endpoint = (party) => {
    const session = chain.resolveParty(party);
    if (session) return session.endpoint ??= { name: session.name, session };
    let outsider = outsiders.get(party.name);
    if (!outsider) outsiders.set(party.name, outsider = { name: party.name, session: void 0 });
    return outsider;
  };
  for (const flow of digest.flows) {
    const from = endpoint(flow.from);
    const to = endpoint(flow.to);
    const table = flow.outsideTeam && !(from.session && to.session) ? outside : pairs;
    const { pair, forward, way } = table.get(from, to);
    add(forward ? pair.forward : pair.backward, flow, JUDGED.has(pair.relation) ? way : void 0);
  }
  return { pairs: [...pairs.all, ...outside.all], broadcasts: digest.broadcasts, total: digest.traffic };
}
var JUDGED = /* @__PURE__ */ new Set(["edge", "lateral"]);
function add(traffic, flow, way) {
  if (flow.lastAsking && isLater(flow.lastAsking, traffic.lastAsking)) traffic.lastAsking = flow.lastAsking;
  for (const kind of TRAFFIC_KINDS) {
    const count = flow.counts[kind];
    if (count === 0) continue;
    traffic.counts[kind] += count;
    traffic.total += count;
    const last = flow.lastOf[kind];
    if (isLater(last, traffic.lastOf[kind])) traffic.lastOf[kind] = last;
    if (isLater(last, traffic.last)) traffic.last = last;
    if (way !== void 0 && !isExpected(kind, way)) {
      traffic.unexpected[kind] = (traffic.unexpected[kind] ?? 0) + count;
      if (isLater(last, traffic.lastUnexpected)) traffic.lastUnexpected = last;
    }
  }
}
var PairTable = class {
  all = [];
  byEnds = /* @__PURE__ */ new Map();
  order;
  /** What a pair with a party outside the chain is: cross-chain, or outside-team for the marked flows' table. */
  outsider;
  constructor(order, outsider = "cross-chain") {
    this.order = order;
    this.outsider = outsider;
  }
  get(from, to) {
    const pair = this.byEnds.get(from)?.get(to) ?? this.make(from, to);
    const forward = pair.a === from;
    return { pair, forward, way: pair.relation === "edge" ? forward ? "down" : "up" : "lateral" };
  }
  make(from, to) {
    let relation;
    let a = from;
    let b = to;
    if (!from.session || !to.session) {
      relation = this.outsider;
      if (!from.session && to.session) [a, b] = [to, from];
    } else if (isParentOf(from.session, to.session)) {
      relation = "edge";
    } else if (isParentOf(to.session, from.session)) {
      relation = "edge";
      [a, b] = [to, from];
    } else if (isEarlierGeneration(from.session, to.session)) {
      relation = "succession";
    } else if (isEarlierGeneration(to.session, from.session)) {
      relation = "succession";
      [a, b] = [to, from];
    } else {
      relation = "lateral";
      if (this.order.get(to.session) < this.order.get(from.session)) [a, b] = [to, from];
    }
    const pair = { relation, a, b, forward: oneWay(), backward: oneWay() };
    this.all.push(pair);
    for (const [x, y] of [
      [a, b],
      [b, a]
    ]) {
      const inner = this.byEnds.get(x) ?? /* @__PURE__ */ new Map();
      inner.set(y, pair);
      this.byEnds.set(x, inner);
    }
    return pair;
  }
};
function isParentOf(parent, child) {
  const seen = /* @__PURE__ */ new Set();
  for (let generation = child.parent?.session; generation && !seen.has(generation); generation = generation.takeover?.predecessor) {
    if (generation === parent) return true;
    seen.add(generation);
  }
  return false;
}
function isEarlierGeneration(earlier, later) {
  const seen = /* @__PURE__ */ new Set();
  for (let generation = later.takeover?.predecessor; generation && !seen.has(generation); generation = generation.takeover?.predecessor) {
    if (generation === earlier) return true;
    seen.add(generation);
  }
  return false;
}

// src/rules/chain/message-direction.ts
var message_direction_default = defineRule({
  id: "message-direction",
  group: "chain",
  severity: "info",
  description: "Between sessions of the chain, a brief or correction goes down to a worker and a report goes up to its parent; anything else is listed as \u201Cother\u201D.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    for (const pair of trafficOf(chain, context.log.digest).pairs) {
      if (pair.relation === "cross-chain") continue;
      reportWay(context, report, pair, pair.a, pair.b, pair.forward, "down");
      reportWay(context, report, pair, pair.b, pair.a, pair.backward, "up");
    }
  }
});
function reportWay(context, report, pair, from, to, traffic, way) {
  const latest = traffic.lastUnexpected;
  if (!latest) return;
  const count = Object.values(traffic.unexpected).reduce((sum, value) => sum + (value ?? 0), 0);
  const kinds = Object.entries(traffic.unexpected).map(([kind, value]) => plural(value, kind)).join(", ");
  const what = pair.relation === "edge" ? way === "down" ? "down from a parent to its worker" : "up from a worker to its parent" : "between sessions that are not parent and child";
  report(
    placeOf(context, from, to),
    `Unexpected ${count === 1 ? "message" : `${count} messages`} ${what}, ${quote(from.name)} \u2192 ${quote(to.name)} (${kinds}; latest ${entryWords(latest)}), expected briefs and corrections down to a worker and reports up to its parent`,
    {
      hint: "Listed as \u201Cother\u201D: allowed and recorded, but a report sent as a brief (or the wrong way) is easy to miss. `teamdoc view` shows the traffic per edge.",
      related: [entryRelated(context, latest, "the latest of them")],
      // The latest names the finding: acknowledging it accepts the way so far, and a later message brings the finding back.
      entry: entryLocation(context, latest)
    }
  );
}
function placeOf(context, from, to) {
  return from.session?.role?.cells.name.span ?? to.session?.role?.cells.name.span ?? rolesPlace(context.doc);
}

// src/rules/chain/message-outside-team.ts
var message_outside_team_default = defineRule({
  id: "message-outside-team",
  group: "chain",
  severity: "warning",
  description: "A message to or from someone not on the team (not in the roles table, not named by the log\u2019s joins and handoffs) was recorded as going outside the team (`record --outside-team`), or is acknowledged as such.",
  needs: ["log", "chain"],
  check(context, report) {
    const { chain } = context;
    const digest = context.log.digest;
    const names = new TeamNames(context.doc, digest.structural);
    for (const pair of trafficOf(chain, digest).pairs) {
      if (pair.relation !== "cross-chain") continue;
      const stranger = [pair.b, pair.a].find((end) => !end.session && !names.has(end.name));
      const latest = latestOf(pair);
      if (!stranger || !latest) continue;
      const other = stranger === pair.a ? pair.b : pair.a;
      const count = pair.forward.total + pair.backward.total;
      const meant = names.closest(stranger.name);
      const ack = (reason) => `\`teamdoc ack message-outside-team ${latest.id} --by ${shellWord(acknowledger(context.doc, other))} --reason ${shellWord(reason)}\``;
      const marked = "`teamdoc record --outside-team` says it when the message is written.";
      report(
        placeOf2(context.doc, other),
        `Unexpected ${count === 1 ? "message" : `${count} messages`} between ${quote(other.name)} and ${quote(stranger.name)}, who is not on the team (latest ${entryWords(latest)}), expected a party on the team, or the message recorded as going outside it`,
        {
          hint: meant ? `If it meant ${quote(meant)}, send it again to ${quote(meant)} and settle this one: ${ack(`meant ${meant}; sent again`)}. If ${quote(stranger.name)} is outside the team on purpose, the reason says so instead; ${marked}` : `If ${quote(stranger.name)} is outside the team on purpose (a person, another team), say so: ${ack(`${stranger.name} is outside the team`)}; ${marked}`,
          related: [entryRelated(context, latest, "the latest of them")],
          // The latest names the finding: acknowledging it accepts the messages so far, and a later unmarked one brings it back.
          entry: entryLocation(context, latest)
        }
      );
    }
  }
});
function latestOf(pair) {
  const { forward, backward } = pair;
  return isLater(backward.last ?? forward.last, forward.last) ? backward.last : forward.last;
}
function acknowledger(doc, member) {
  if (member.session) return member.name;
  const top = doc.roles.find((role) => role.parent === void 0 && !role.cells.parent.missing && !isFinished(role));
  return top?.name.text ?? member.name;
}
function placeOf2(doc, member) {
  return member.session?.role?.cells.name.span ?? rolesPlace(doc);
}

// src/rules/chain/log-integrity.ts
var WORDS = {
  edited: "edited entry",
  removed: "removed entry",
  "id-reused": "reused id",
  "recorded-twice": "entry recorded twice",
  "id-conflict": "id used for two messages",
  unindexed: "entry without its key",
  "foreign-commit": "entry from a foreign commit",
  "key-changed": "changed key",
  "foreign-file": "file outside the log\u2019s layout",
  misplaced: "misplaced entry",
  rewritten: "rewrite of the log ref"
};
var MILDER = { "recorded-twice": "info" };
var log_integrity_default = defineRule({
  id: "log-integrity",
  group: "chain",
  severity: "error",
  description: "The log\u2019s history only adds entries: none was changed, removed or claimed again under its id, and each came with its key.",
  needs: ["log"],
  check({ doc, log }, report) {
    for (const problem of log.problems) {
      if (problem.kind === void 0 || problem.kind === "unreadable") continue;
      report(
        rolesPlace(doc),
        `Unexpected ${WORDS[problem.kind]} in the log: ${quote(problem.path)} ${problem.message}, expected a history that only adds entries`,
        {
          hint: "check and view read each entry as it was first recorded. `teamdoc doctor --verify` lists every inconsistency with its repair; `git log -p` on the log ref shows the change.",
          related: [
            {
              message: `the file on ${shortRef(log.ref)}${problem.commit ? ` (commit ${problem.commit.slice(0, 12)})` : ""}`,
              file: `${shortRef(log.ref)}:${problem.path}`
            }
          ],
          ...MILDER[problem.kind] ? { severity: MILDER[problem.kind] } : {}
        }
      );
    }
  }
});

// src/rules/chain/log-unreadable.ts
var WITHHELD = "`chain-statement-missing`, `chain-handoff-untaken` and `worker-silent`";
var log_unreadable_default = defineRule({
  id: "log-unreadable",
  group: "chain",
  severity: "error",
  description: "Every entry of the log can be read; while one cannot, the rules that conclude from what the log lacks say nothing.",
  needs: ["log"],
  check({ doc, log }, report) {
    for (const problem of log.problems) {
      if (problem.kind !== "unreadable") continue;
      report(
        rolesPlace(doc),
        `Unexpected unreadable entry ${quote(problem.path)} in the log (${problem.message}), expected every entry readable; ${WITHHELD} are withheld until it is`,
        {
          hint: "A damaged or missing object costs only its entry. `teamdoc doctor --verify` sets a damaged object aside and fetches it again from a remote that has it.",
          related: [{ message: `the file on ${shortRef(log.ref)}`, file: `${shortRef(log.ref)}:${problem.path}` }]
        }
      );
    }
  }
});

// src/rules/roles/closeout-verdict.ts
var closeout_verdict_default = defineRule({
  id: "closeout-verdict",
  group: "roles",
  severity: "warning",
  description: "A role that is `done` or `stopped` has a verdict written for its part, unless another row took its place and the part goes on.",
  check({ doc, history }, report) {
    for (const role of doc.roles) {
      if (!role.status || !FINISHED_STATUSES.includes(role.status) || rowInPlaceOf(doc, role)) continue;
      for (const id of role.parts) {
        const part = doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(id.text));
        if (!part || saysSomething(part.verdict)) continue;
        const related = [{ span: part.verdict ? part.verdict.heading.span : part.id.span, message: `the part ${quote(part.id.text)}` }];
        const since = history?.statusStretch([role.name.text, ...role.formerNames.map((name) => name.text)], FINISHED_STATUSES)?.since;
        if (since) related.push({ message: `${quote(role.name.text)} marked \`${role.status}\` in ${versionWords(since, history)}` });
        report(
          role.cells.status.span,
          `Unexpected part ${quote(part.id.text)} without a verdict while its owner ${quote(role.name.text)} is \`${role.status}\`, expected a verdict written at close-out`,
          {
            hint: "Close-out writes the verdict: pass or fail against each criterion, with evidence (or why the part stopped).",
            related
          }
        );
      }
    }
  }
});

// src/rules/roles/closeout-workers-active.ts
var RUNNING = ["starting", "active", "idle"];
var closeout_workers_active_default = defineRule({
  id: "closeout-workers-active",
  group: "roles",
  severity: "warning",
  description: "A role that is `done` or `stopped` has no workers of its own still `starting`, `active` or `idle` (after a handoff or a replacement, they answer to the row that took its place).",
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const role of doc.roles) {
      if (!isFinished(role)) continue;
      const running = doc.roles.filter(
        (worker) => worker.parent !== void 0 && roles.find(worker.parent)?.role === role && worker.status && RUNNING.includes(worker.status)
      );
      if (running.length === 0) continue;
      const names = running.map((worker) => quote(worker.name.text)).join(", ");
      const successor = rowInPlaceOf(doc, role);
      const their = running.length === 1 ? "its" : "their";
      report(
        role.cells.status.span,
        `Unexpected ${quote(role.name.text)} \`${role.status}\` while its ${running.length === 1 ? "worker" : "workers"} ${names} ${running.length === 1 ? "is" : "are"} still running, expected its workers closed out first`,
        {
          hint: successor ? `${quote(successor.name.text)} took the place of ${quote(role.name.text)}: write ${quote(successor.name.text)} as ${their} parent.` : "Close out from the bottom up: each worker reports, frees its resources and is marked done, then its parent.",
          related: running.map((worker) => ({ span: worker.cells.status.span, message: `${quote(worker.name.text)} is \`${worker.status}\`` })),
          suggestion: successor ? suggestion(
            `Write ${quote(successor.name.text)} as the parent of ${names}`,
            ...running.map((worker) => cellEdit(doc, worker.cells.parent, successor.name.text))
          ) : void 0
        }
      );
    }
  }
});

// src/time/staleness.ts
var DAY_MS = 864e5;
var DEFAULT_DECISIONS_STALE_AFTER = { text: "2d", ms: parseDuration("2d") };
function decisionWait(since, now) {
  return now.getTime() - (since.getTime() + DAY_MS);
}
function decisionIsStale(since, now, threshold = DEFAULT_DECISIONS_STALE_AFTER) {
  return decisionWait(since, now) > threshold.ms;
}

// src/rules/board/decision-stale.ts
var decision_stale_default = defineRule({
  id: "decision-stale",
  group: "board",
  severity: "warning",
  description: "No \u201Cneeds user decision\u201D waits longer than `decisions-stale-after` (default 2d) after its Since day.",
  check({ doc, now }, report) {
    const threshold = doc.frontMatter.settings?.["decisions-stale-after"] ?? DEFAULT_DECISIONS_STALE_AFTER;
    for (const decision of doc.decisions) {
      if (decision.since === void 0 || !decisionIsStale(decision.since, now, threshold)) continue;
      report(
        decision.cells.since.span,
        `Unexpected decision ${quote(decision.cells.decision.text)} still open since ${decision.cells.since.text}, expected an answer within ${threshold.text} after that day (\`decisions-stale-after\`)`,
        {
          hint: "Ask the person again with the default and a deadline, or go ahead with the default and say so in the doc."
        }
      );
    }
  }
});

// src/rules/parts/verdict-evidence.ts
var verdict_evidence_default = defineRule({
  id: "verdict-evidence",
  group: "parts",
  severity: "warning",
  description: "A verdict cites evidence another session can check: a path, a commit, a command or a link.",
  check({ doc }, report) {
    for (const part of doc.parts) {
      const verdict = part.verdict;
      if (!verdict || !saysSomething(verdict) || verdict.evidence.length > 0) continue;
      report(
        verdict.content.span,
        `Unexpected verdict of ${quote(part.id.text)} without evidence, expected a path, a commit, a command or a link that shows it`,
        {
          hint: "For example: Pass (see `runs/7b/eval.json`, commit `3f2a9c1`). \u201CIt works\u201D cites nothing another session can check."
        }
      );
    }
  }
});

// src/rules/history/history-incomplete.ts
var history_incomplete_default = defineRule({
  id: "history-incomplete",
  group: "history",
  severity: "info",
  needs: ["history"],
  description: "Says what the history rules could not check: a doc not yet committed, a shallow clone, versions missing from a partial clone, a verdict already in the doc\u2019s first commit.",
  check({ doc, history }, report) {
    const h = history;
    if (h.uncommitted) {
      report(void 0, `Unexpected team doc with no commit, expected it committed, so that its criteria and verdicts can be checked against history`, {
        hint: `Commit it: git add ${h.path} && git commit. Until then nothing here can show that criteria came before results.`
      });
      return;
    }
    if (h.shallowBoundary) {
      const boundary = shortHash(h.shallowBoundary.hash);
      report(
        void 0,
        `Unexpected shallow clone: history before ${boundary} not available, expected the doc\u2019s whole history (criteria and verdicts already in ${boundary} were not checked)`,
        {
          hint: "Fetch the whole history: git fetch --unshallow (in GitHub Actions: actions/checkout with fetch-depth: 0).",
          related: [{ message: `history starts at ${commitWords(h.shallowBoundary)}` }]
        }
      );
    }
    if (h.unreadable.length > 0) {
      report(
        void 0,
        `Unexpected ${h.unreadable.length === 1 ? "version" : `${h.unreadable.length} versions`} of the doc missing from this clone, expected every committed version (a partial clone leaves old blobs on the server)`,
        {
          hint: "Fetch the missing objects, or check in a full clone.",
          related: h.unreadable.slice(0, 5).map((commit) => ({ message: `not readable: ${commitWords(commit)}` }))
        }
      );
    }
    const first = h.versions[0];
    if (h.shallowBoundary || !first?.commit) return;
    for (const part of doc.parts) {
      if (!part.verdict || !saysSomething(part.verdict)) continue;
      const oldest = h.partStates(part.id.text)[0];
      if (oldest?.version !== first || !oldest.verdict?.real || !oldest.criteria.some((criteria) => criteria.real)) continue;
      report(
        part.verdict.heading.span,
        `Unexpected verdict of ${quote(part.id.text)} already in the doc\u2019s first commit (${shortHash(first.commit.hash)}) with its criteria, expected the criteria committed before the verdict: their order cannot be told from history`,
        {
          related: [{ message: `the doc\u2019s first commit: ${commitWords(first.commit)}` }]
        }
      );
    }
  }
});

// src/text/line-diff.ts
function diffLines(older, newer, maxEdits = 400) {
  let prefix = 0;
  const shorter = Math.min(older.length, newer.length);
  while (prefix < shorter && older[prefix] === newer[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && older[older.length - 1 - suffix] === newer[newer.length - 1 - suffix]) suffix++;
  const oldEnd = older.length - suffix;
  const newEnd = newer.length - suffix;
  if (prefix === oldEnd && prefix === newEnd) return [];
  if (prefix === oldEnd || prefix === newEnd) return [{ oldStart: prefix, oldEnd, newStart: prefix, newEnd }];
  const ids = /* @__PURE__ */ new Map();
  const idOf = (line) => {
    let id = ids.get(line);
    if (id === void 0) ids.set(line, id = ids.size);
    return id;
  };
  const a = Int32Array.from(older.slice(prefix, oldEnd), idOf);
  const b = Int32Array.from(newer.slice(prefix, newEnd), idOf);
  const runs = matchingRuns(a, b, maxEdits);
  if (runs === void 0) return [{ oldStart: prefix, oldEnd, newStart: prefix, newEnd }];
  const hunks = [];
  let [atOld, atNew] = [0, 0];
  for (const [x, y, length] of runs) {
    if (x > atOld || y > atNew) hunks.push({ oldStart: prefix + atOld, oldEnd: prefix + x, newStart: prefix + atNew, newEnd: prefix + y });
    [atOld, atNew] = [x + length, y + length];
  }
  if (atOld < a.length || atNew < b.length)
    hunks.push({ oldStart: prefix + atOld, oldEnd: prefix + a.length, newStart: prefix + atNew, newEnd: prefix + b.length });
  return hunks;
}
function matchingRuns(a, b, maxEdits) {
  const [n, m] = [a.length, b.length];
  const limit = Math.min(n + m, maxEdits);
  const frontier = [];
  let previous = new Int32Array(1);
  for (let d = 0; d <= limit; d++) {
    const current = new Int32Array(2 * d + 1);
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || k !== d && at(previous, d - 1, k - 1) < at(previous, d - 1, k + 1);
      let x = d === 0 ? 0 : down ? at(previous, d - 1, k + 1) : at(previous, d - 1, k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) [x, y] = [x + 1, y + 1];
      current[k + d] = x;
      if (x >= n && y >= m) {
        frontier.push(current);
        return backtrack(frontier, n, m);
      }
    }
    frontier.push(current);
    previous = current;
  }
  return void 0;
}
function at(values, d, k) {
  return values[k + d];
}
function backtrack(frontier, n, m) {
  const runs = [];
  let [x, y] = [n, m];
  for (let d = frontier.length - 1; d > 0; d--) {
    const previous = frontier[d - 1];
    const k = x - y;
    const down = k === -d || k !== d && at(previous, d - 1, k - 1) < at(previous, d - 1, k + 1);
    const fromK = down ? k + 1 : k - 1;
    const fromX = at(previous, d - 1, fromK);
    const startX = down ? fromX : fromX + 1;
    if (x > startX) runs.push([startX, startX - k, x - startX]);
    [x, y] = [fromX, fromX - fromK];
  }
  if (x > 0) runs.push([0, 0, x]);
  return runs.reverse();
}

// src/doc/history-outline.ts
function splitLines(text) {
  return text.split("\n");
}
function marksOf(headings, offset = 0) {
  return headings.map((heading) => {
    const line = offset + heading.line - 1;
    return { line, depth: heading.depth, text: heading.text.text, setext: heading.setext };
  });
}
var SWALLOWING = /^ {0,3}(?:`{3}|~{3}|<|[=]+[ \t]*$|-+[ \t]*$)|^---|-->|\?>|\]\]>|<\//;
var HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
var UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
var HTML_START = /^ {0,3}</;
var BLANK = /^[ \t]*$/;
var INDENTED_HEADING = /^ {1,3}(?:#{1,6}(?:[ \t]|$)|=+[ \t]*$|-+[ \t]*$)/;
function countIndented(lines, start = 0, end = lines.length) {
  let count = 0;
  for (let at2 = start; at2 < end; at2++) if (INDENTED_HEADING.test(lines[at2])) count++;
  return count;
}
function deriveOutline(known, lines, parsers, stats) {
  const hunks = diffLines(known.lines, lines);
  const knownIndented = known.indented ?? countIndented(known.lines);
  if (hunks.length === 0) return { lines, marks: known.marks, changes: hunks, indented: knownIndented };
  const indented = hunks.reduce(
    (count, hunk) => count - countIndented(known.lines, hunk.oldStart, hunk.oldEnd) + countIndented(lines, hunk.newStart, hunk.newEnd),
    knownIndented
  );
  const whole = () => {
    if (stats) stats.whole++;
    return { lines, marks: marksOf(parsers.whole(lines.join("\n"))), indented };
  };
  if (knownIndented > 0 || indented > 0) return whole();
  const stretches = [];
  for (const hunk of hunks) {
    const change = classify(known, lines, hunk);
    if (change === "whole") return whole();
    if (change === "moves") continue;
    const stretch = enclosingStretch(known.marks, hunk, known.lines.length);
    if (stretch === void 0 || stretch.some((line) => hunks.some((other) => line >= other.oldStart && line < other.oldEnd))) return whole();
    stretches.push(stretch);
  }
  const toNew = lineMapper(hunks);
  const reparsed = mergeRanges(stretches.map(([start, end]) => [toNew(start), end === known.lines.length ? lines.length : toNew(end)]));
  const inStretch = (line) => reparsed.some(([start, end]) => line >= start && line < end);
  const rewritten = (line) => hunks.some((hunk) => line >= hunk.oldStart && line < hunk.oldEnd);
  const marks = [];
  for (const mark of known.marks) {
    if (rewritten(mark.line)) continue;
    const line = toNew(mark.line);
    if (!inStretch(line)) marks.push(line === mark.line ? mark : { line, depth: mark.depth, text: mark.text, setext: mark.setext });
  }
  for (const [start, end] of reparsed) {
    const plain = plainHeadings(lines, start, end);
    if (stats) stats[plain ? "scanned" : "stretches"]++;
    marks.push(...plain ?? marksOf(parsers.stretch(lines.slice(start, end).join("\n")), start));
  }
  if (stats && reparsed.length === 0) stats.moved++;
  marks.sort((a, b) => a.line - b.line);
  return { lines, marks, changes: hunks, indented };
}
function classify(known, lines, hunk) {
  let heading = false;
  const changed = [...known.lines.slice(hunk.oldStart, hunk.oldEnd), ...lines.slice(hunk.newStart, hunk.newEnd)];
  for (const line of changed) {
    if (SWALLOWING.test(line)) return "whole";
    if (HEADING.test(line)) heading = true;
  }
  if (underlineBelow(lines, hunk.newEnd) || underlineBelow(known.lines, hunk.oldEnd)) return "whole";
  if (changed.some((line) => BLANK.test(line)) && (htmlAbove(known.lines, hunk.oldStart) || htmlAbove(lines, hunk.newStart))) return "whole";
  if (hunk.oldStart === 0 || hunk.newStart === 0) return "whole";
  for (const mark of known.marks) {
    const near = mark.line >= hunk.oldStart - 2 && mark.line <= hunk.oldEnd;
    if (near && mark.setext) return "whole";
  }
  return heading ? "stretch" : "moves";
}
var PLAIN_ATX = /^(#{1,6})(?:[ \t]+([^\\`*_[\]<>&~|#]*?))?(?:[ \t]+#+)?[ \t]*$/;
var ATX_START = /^ {0,3}#/;
function plainHeadings(lines, start, end) {
  const marks = [];
  for (let at2 = start; at2 < end; at2++) {
    const line = lines[at2];
    if (SWALLOWING.test(line)) return void 0;
    if (!ATX_START.test(line)) continue;
    const match = PLAIN_ATX.exec(line);
    if (!match) return void 0;
    marks.push({ line: at2, depth: match[1].length, text: (match[2] ?? "").trim(), setext: false });
  }
  return marks;
}
function underlineBelow(lines, line) {
  for (let at2 = line; at2 < lines.length && !BLANK.test(lines[at2]); at2++) if (UNDERLINE.test(lines[at2])) return true;
  return false;
}
function htmlAbove(lines, line) {
  for (let at2 = line - 1; at2 >= 0 && !BLANK.test(lines[at2]); at2--) if (HTML_START.test(lines[at2])) return true;
  return false;
}
function enclosingStretch(marks, hunk, lineCount) {
  let start;
  let end = lineCount;
  for (const mark of marks) {
    if (mark.line < hunk.oldStart) start = mark.line;
    else if (mark.line >= hunk.oldEnd) {
      end = mark.line;
      break;
    }
  }
  return start === void 0 ? void 0 : [start, end];
}
function lineMapper(hunks) {
  return (line) => {
    let shift = 0;
    for (const hunk of hunks) {
      if (hunk.oldEnd > line) break;
      shift = hunk.newEnd - hunk.oldEnd;
    }
    return line + shift;
  };
}
function mergeRanges(ranges) {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const range2 of sorted) {
    const last = merged[merged.length - 1];
    if (last && range2[0] <= last[1]) last[1] = Math.max(last[1], range2[1]);
    else merged.push([...range2]);
  }
  return merged;
}

// src/doc/section-reading.ts
var HEADING2 = { criteria: "#### Criteria", verdict: "#### Verdict" };
var PLAIN_LINE = new RegExp("^ {0,3}(?:(?:[-*+]|\\d{1,9}[.)])[ \\t]+\\S*\\p{L}|\\p{L})", "u");
var HIDES_OR_EMPTIES = /[<&[]/;
var SectionReader = class {
  #file;
  #read = /* @__PURE__ */ new Map();
  /** How many bodies were parsed (for the benchmark). */
  parsed = 0;
  constructor(file) {
    this.#file = file;
  }
  /** Says something: not empty, not only comments or placeholders. */
  real(kind, body) {
    if (body === "") return false;
    if (!HIDES_OR_EMPTIES.test(body) && body.split("\n").every((line) => line.trim() === "" || PLAIN_LINE.test(line))) return true;
    return this.read(kind, body).real;
  }
  read(kind, body) {
    const key = `${kind}\0${body}`;
    let reading = this.#read.get(key);
    if (!reading) {
      this.parsed++;
      const part = buildModel(`## Parts

### p

${HEADING2[kind]}

${body}
`, this.#file).parts[0];
      reading = readingOf(kind === "criteria" ? part?.criteria[0] : part?.verdict);
      this.#read.set(key, reading);
    }
    return reading;
  }
};
function readingOf(section) {
  return section ? { real: saysSomething(section), words: sectionWords(section).join("\n") } : { real: false, words: "" };
}

// src/doc/history.ts
var SectionState = class {
  /** The heading as written, e.g. `Criteria (2026-11-20)`. */
  heading;
  /** Everything under the heading, as written (trimmed). */
  text;
  /** It says something: not empty, not only comments or `[fill in: …]` placeholders. */
  real;
  #kind;
  #reader;
  constructor(kind, heading, text, reader) {
    this.#kind = kind;
    this.#reader = reader;
    this.heading = heading;
    this.text = text;
    this.real = reader.real(kind, text);
  }
  /** What a reader sees, one line per list item, table row or paragraph line, spaces collapsed (parsed when first asked). */
  get words() {
    return this.text === "" ? "" : this.#reader.read(this.#kind, this.text).words;
  }
  /** Says the same as `other`: the same text, or the same words in another layout (re-wrapped, re-aligned, a box ticked). */
  saysTheSameAs(other) {
    return this.text === other.text || this.words === other.words;
  }
};
var CriteriaState = class extends SectionState {
  /** Which criteria section this is across versions: its date (or none) and its place among sections of that date. */
  key;
  constructor(key, heading, text, reader) {
    super("criteria", heading, text, reader);
    this.key = key;
  }
};
function criteriaKey(dateText, occurrence) {
  return `${dateText ?? ""}#${occurrence}`;
}
function keyedCriteria(part) {
  const seen = /* @__PURE__ */ new Map();
  return part.criteria.map((section) => {
    const occurrence = seen.get(section.dateText ?? "") ?? 0;
    seen.set(section.dateText ?? "", occurrence + 1);
    return { key: criteriaKey(section.dateText, occurrence), section };
  });
}
function firstWritten(states, key) {
  return states.find((state) => state.criteria.some((criteria) => criteria.key === key && criteria.real));
}
var DocHistory = class {
  path;
  /** Oldest first; the last is the doc as checked now. */
  versions;
  renames;
  shallowBoundary;
  /** No commit has the doc. */
  uncommitted;
  /** The working copy differs from the last commit that has the doc. */
  changedSinceCommit;
  /** Commits whose copy of the doc this clone does not have (a partial clone). */
  unreadable;
  stats = { moved: 0, scanned: 0, stretches: 0, whole: 0 };
  /** How many section bodies were parsed (most are read without parsing; for the benchmark). */
  get sectionsParsed() {
    return this.#reader.parsed;
  }
  #versions;
  #current;
  #outlined = false;
  #parts;
  #reader;
  #tables = /* @__PURE__ */ new Map();
  constructor(input) {
    this.path = input.path;
    this.#reader = new SectionReader(input.path);
    this.shallowBoundary = input.shallowBoundary;
    this.#current = input.current;
    const readable = input.commits.filter((entry) => entry.text !== void 0).reverse();
    this.unreadable = input.commits.filter((entry) => entry.text === void 0).map((entry) => entry.commit);
    this.uncommitted = input.commits.length === 0;
    const newest = readable[readable.length - 1];
    const texts = readable.map((entry) => lfText(entry.text));
    this.changedSinceCommit = newest === void 0 || texts[texts.length - 1] !== input.current.text;
    const lines = splitLines;
    const versions = readable.map((entry, index) => ({ index, commit: entry.commit, lines: lines(texts[index]), outline: void 0 }));
    if (this.changedSinceCommit) versions.push({ index: versions.length, commit: void 0, lines: lines(input.current.text), outline: void 0 });
    this.#versions = versions;
    this.versions = versions;
    const byHash = new Map(input.commits.map((entry) => [entry.commit.hash, entry.commit]));
    this.renames = input.renames.map((rename) => ({ commit: byHash.get(rename.commit), from: rename.from, to: rename.to }));
  }
  /** The doc as checked now: the working copy when it differs from the last commit, else that commit. */
  get newest() {
    return this.versions[this.versions.length - 1];
  }
  /** The part's criteria and verdict in every version that has the part, oldest first. */
  partStates(partId) {
    const states = [];
    this.#partsByVersion().forEach((parts, index) => {
      const part = parts.get(partId);
      if (part) states.push({ version: this.#versions[index], ...part });
    });
    return states;
  }
  /**
   * Every part of every version, read newest first. A version whose changes
   * since the next newer one leave the Parts section alone has that version's
   * parts (the same map); otherwise a section no change touched is the newer
   * version's section (the same object), and only the rest is read.
   */
  #partsByVersion() {
    if (this.#parts) return this.#parts;
    this.#outline();
    const all = new Array(this.#versions.length);
    let newer;
    for (let index = this.#versions.length - 1; index >= 0; index--) {
      const outline = this.#versions[index].outline;
      const changes = outline.changes;
      const touches = (line, end) => changes === void 0 || changes.some((hunk) => hunk.newStart <= end && hunk.newEnd >= line);
      const region = partsRegion(outline);
      if (newer && region && !touches(region.line, region.end)) {
        all[index] = newer.parts;
        continue;
      }
      const parts = /* @__PURE__ */ new Map();
      const at2 = /* @__PURE__ */ new Map();
      const sameAsNewer = (section) => newer && !touches(section.line, section.end) ? newer.at.get(olderLine(changes, section.line)) : void 0;
      for (const [partId, sections] of partLayout(outline)) {
        const criteria = [];
        const seen = /* @__PURE__ */ new Map();
        let verdict;
        const read = readSubsections(sections.map((section) => section.text.toLowerCase()));
        sections.forEach((section, position) => {
          const name = read[position]?.name;
          const same = name === "criteria" || name === "verdict" && verdict === void 0 ? sameAsNewer(section) : void 0;
          if (name === "criteria") {
            const dateText = read[position].dateText;
            const occurrence = seen.get(dateText ?? "") ?? 0;
            seen.set(dateText ?? "", occurrence + 1);
            const key = criteriaKey(dateText, occurrence);
            const state = same instanceof CriteriaState && same.key === key ? same : new CriteriaState(key, section.text, same?.text ?? this.#body(section, outline.lines), this.#reader);
            criteria.push(state);
            at2.set(section.line, state);
          } else if (name === "verdict" && verdict === void 0) {
            verdict = same && !(same instanceof CriteriaState) ? same : new SectionState("verdict", section.text, this.#body(section, outline.lines), this.#reader);
            at2.set(section.line, verdict);
          }
        });
        parts.set(partId, { criteria, verdict });
      }
      all[index] = parts;
      newer = { parts, at: at2 };
    }
    this.#parts = all;
    return all;
  }
  #body(section, lines) {
    return lines.slice(section.line + 1, section.end).join("\n").trim();
  }
  /**
   * Going back from now: the versions in a row where the role (by any of `names`)
   * has one of `statuses`. Undefined when it does not have one now.
   */
  statusStretch(names, statuses) {
    return this.#stretch(SECTIONS.roles, (doc) => {
      const keys = new Set(names.map(nameKey));
      const role = doc.roles.find((candidate) => [candidate.name, ...candidate.formerNames].some((name) => keys.has(nameKey(name.text))));
      return role?.status && statuses.includes(role.status) ? role.status : void 0;
    });
  }
  /** Going back from now: the versions in a row that list the resource (by name) with one of `owners`. */
  heldStretch(resource, owners) {
    return this.#stretch(SECTIONS.resources, (doc) => {
      const keys = new Set(owners.map(nameKey));
      const row = doc.resources.find(
        (candidate) => nameKey(candidate.cells.resource.text) === nameKey(resource) && candidate.owner !== void 0 && keys.has(nameKey(candidate.owner))
      );
      return row ? row.cells.value.text : void 0;
    });
  }
  #stretch(section, holds) {
    this.#outline();
    let found;
    for (let index = this.#versions.length - 1; index >= 0; index--) {
      const version = this.#versions[index];
      const value = holds(this.#sectionModel(version, section));
      if (value === void 0) break;
      found = { since: version, value };
    }
    return found;
  }
  /** A `##` section of one version as a model of its own, parsed once per distinct text. */
  #sectionModel(version, key) {
    const marks = version.outline.marks;
    const start = marks.find((mark) => mark.depth === 2 && mark.text.toLowerCase() === key);
    const text = start ? version.lines.slice(start.line, sectionEnd(marks, start)).join("\n") : "";
    let doc = this.#tables.get(text);
    if (!doc) {
      doc = withinLimits(
        () => buildModel(text, this.path),
        () => buildModel("", this.path)
      );
      this.#tables.set(text, doc);
    }
    return doc;
  }
  /** Outlines every version, newest first, each from the next newer one. */
  #outline() {
    if (this.#outlined) return;
    this.#outlined = true;
    const parsers = {
      whole: (text) => withinLimits(
        () => buildModel(text, this.path).headings,
        () => []
      ),
      stretch: (text) => withinLimits(
        () => outlineHeadings(parseMarkdown(text)),
        () => []
      )
    };
    let known;
    for (let index = this.#versions.length - 1; index >= 0; index--) {
      const version = this.#versions[index];
      const lines = version.lines;
      if (known === void 0) {
        const current = splitLines(this.#current.text);
        known = { lines: current, marks: marksOf(this.#current.headings) };
      }
      known = deriveOutline(known, lines, parsers, this.stats);
      version.outline = known;
    }
  }
};
function olderLine(changes, line) {
  let shift = 0;
  for (const hunk of changes) {
    if (hunk.newEnd > line) break;
    shift = hunk.oldEnd - hunk.newEnd;
  }
  return line + shift;
}
function partsRegion(outline) {
  const marks = outline.marks;
  const at2 = partsHeading(marks);
  if (at2 === -1) return void 0;
  const next = marks.slice(at2 + 1).find((mark) => mark.depth === 2);
  return { line: marks[at2].line, end: next ? next.line : outline.lines.length };
}
var layouts = /* @__PURE__ */ new WeakMap();
function partLayout(outline) {
  const cached = layouts.get(outline.marks);
  if (cached) return cached;
  const parts = /* @__PURE__ */ new Map();
  let inParts = false;
  let seenParts = false;
  const partsMark = outline.marks[partsHeading(outline.marks)];
  let current;
  let open;
  for (const mark of outline.marks) {
    if (mark.depth === 1 || mark.depth > 4) continue;
    if (open) {
      open.end = mark.line;
      open = void 0;
    }
    if (mark.depth === 2) {
      inParts = !seenParts && mark === partsMark;
      seenParts ||= inParts;
      current = void 0;
    } else if (inParts && mark.depth === 3) {
      current = parts.has(mark.text) ? void 0 : [];
      if (current) parts.set(mark.text, current);
    } else if (mark.depth === 4 && current) {
      open = { text: mark.text, line: mark.line, end: outline.lines.length };
      current.push(open);
    }
  }
  layouts.set(outline.marks, parts);
  return parts;
}
function sectionEnd(marks, start) {
  const next = marks.find((mark) => mark.line > start.line && mark.depth === 2);
  return next ? next.line : Number.MAX_SAFE_INTEGER;
}
function withinLimits(parse, otherwise) {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DocTooComplex) return otherwise();
    throw error;
  }
}
function partsHeading(marks) {
  const sections = marks.flatMap((mark, position) => mark.depth === 2 ? [position] : []);
  const read = readKeys(
    sections.map((position) => marks[position].text.toLowerCase()),
    REQUIRED_SECTIONS
  );
  const found = read.findIndex((heading) => heading.key === SECTIONS.parts);
  return found === -1 ? -1 : sections[found];
}

// src/rules/history/criteria-unchanged.ts
var criteria_unchanged_default = defineRule({
  id: "criteria-unchanged",
  group: "history",
  severity: "error",
  needs: ["history"],
  description: "Criteria once committed are never edited or removed (read from git history); a change is a new dated section.",
  check({ doc, history }, report) {
    for (const part of doc.parts) {
      const states = history.partStates(part.id.text);
      const newest = states[states.length - 1];
      if (!newest) continue;
      const sections = new Map(keyedCriteria(part).map(({ key, section }) => [key, section]));
      const keys = [...new Set(states.flatMap((state) => state.criteria.map((criteria) => criteria.key)))];
      for (const key of keys) {
        const baseline = firstCommitted(states, key);
        if (!baseline) continue;
        const now = newest.criteria.find((criteria) => criteria.key === key);
        if (now?.saysTheSameAs(baseline.criteria)) continue;
        const change = firstChange(states, key, baseline);
        const section = sections.get(key);
        const name = quote(baseline.criteria.heading);
        const what = change.criteria ? `change to ${name}` : `removal of ${name}`;
        report(
          section ? section.content.span : part.id.span,
          `Unexpected ${what} of ${quote(part.id.text)} ${inVersion(change.state.version)} after it was committed ${inVersion(baseline.state.version)}, expected the committed criteria kept as they are and any change written as a new dated section`,
          {
            hint: "Put the committed text back; write what changed under a new `#### Criteria (YYYY-MM-DD)` dated the day you write it.",
            related: [
              { message: `committed in ${versionWords(baseline.state.version, history)}: ${shown(baseline.criteria, change.criteria)}` },
              {
                message: `${change.criteria ? "changed" : "removed"} in ${versionWords(change.state.version, history)}${change.criteria ? `: ${shown(change.criteria, baseline.criteria)}` : ""}`
              }
            ]
          }
        );
      }
    }
  }
});
function firstCommitted(states, key) {
  for (const state of states) {
    const criteria = state.criteria.find((candidate) => candidate.key === key);
    if (criteria?.real && state.version.commit) return { state, criteria };
  }
  return void 0;
}
function firstChange(states, key, baseline) {
  for (const state2 of states.slice(states.indexOf(baseline.state) + 1)) {
    const criteria = state2.criteria.find((candidate) => candidate.key === key);
    if (!criteria?.saysTheSameAs(baseline.criteria)) return { state: state2, criteria };
  }
  const state = states[states.length - 1];
  return { state, criteria: state.criteria.find((candidate) => candidate.key === key) };
}
function shown(criteria, other) {
  const others = new Set(other?.words.split("\n"));
  const lines = criteria.words.split("\n").filter((line) => !others.has(line));
  return quote((lines.length > 0 ? lines : criteria.words.split("\n")).join(" \xB7 "), 160);
}

// src/rules/history/criteria-before-verdict.ts
var criteria_before_verdict_default = defineRule({
  id: "criteria-before-verdict",
  group: "history",
  severity: "error",
  needs: ["history"],
  description: "Each criteria section of a part was committed before its verdict was first written (read from git history).",
  check({ doc, history }, report) {
    for (const part of doc.parts) {
      if (!saysSomething(part.verdict)) continue;
      const states = history.partStates(part.id.text);
      const verdictAt = states.find((state) => state.verdict?.real);
      if (!verdictAt) continue;
      for (const { key, section } of keyedCriteria(part)) {
        const criteriaAt = firstWritten(states, key);
        if (!criteriaAt || criteriaAt.version.index < verdictAt.version.index) continue;
        if (criteriaAt.version.index === 0) continue;
        const when = criteriaAt === verdictAt ? `${inVersion(criteriaAt.version)} together with its verdict` : `${inVersion(criteriaAt.version)}, after its verdict (written ${inVersion(verdictAt.version)})`;
        report(
          section.heading.span,
          `Unexpected ${quote(section.heading.text)} of ${quote(part.id.text)} first written ${when}, expected criteria committed before the verdict`,
          {
            hint: "Criteria written once results are known are not pre-registered: say so in the verdict, or judge the part by criteria committed earlier.",
            related: [
              { message: `criteria first written in ${versionWords(criteriaAt.version, history)}` },
              { message: `verdict first written in ${versionWords(verdictAt.version, history)}` }
            ]
          }
        );
      }
    }
  }
});

// src/rules/history/criteria-before-report.ts
var criteria_before_report_default = defineRule({
  id: "criteria-before-report",
  group: "history",
  severity: "error",
  needs: ["history", "log", "chain"],
  description: "A part\u2019s criteria were written before its owner first reported results: committed in the doc, or reported in the owner\u2019s `[plan]` in the log (read from git history and the log).",
  check(context, report) {
    const { chain, history } = context;
    const firstResults = firstResultsBySession(context, chain);
    if (firstResults.size === 0) return;
    for (const part of context.doc.parts) {
      const first = firstResultOf(firstResults, part);
      if (!first) continue;
      const written = keyedCriteria(part).map(({ key, section }) => ({ section, at: firstWritten(history.partStates(part.id.text), key) })).filter((item) => item.at !== void 0).sort((a, b) => a.at.version.index - b.at.version.index)[0];
      if (!written) continue;
      const version = written.at.version;
      const commit = version.commit;
      if (commit && commit.committed.getTime() <= Date.parse(first.report.time)) continue;
      const planned = earliestPlanSaying(chain, context.log.digest.plans, part, written.section);
      if (planned && !isLater(planned, first.report)) continue;
      if (commit && version.index === 0 && history.shallowBoundary) continue;
      const when = commit ? `first committed in ${commit.hash.slice(0, 7)} (${commitTime(commit.committed)})` : "not committed yet";
      report(
        written.section.heading.span,
        `Unexpected criteria of ${quote(part.id.text)} ${when}, after its owner ${quote(first.owner.name)} reported results (${entryWords(first.report)}), expected criteria committed before the first report of results`,
        {
          hint: "Criteria written once results are known are not pre-registered: a worker sends them as its `[plan]` before any result (or they are committed first); say in the verdict which criteria came late.",
          entry: entryLocation(context, first.report),
          related: [
            entryRelated(context, first.report, `the first report of results from ${quote(first.owner.name)}`),
            { message: `criteria first written in ${versionWords(version, history)}` }
          ]
        }
      );
    }
  }
});
function firstResultsBySession(context, chain) {
  const first = /* @__PURE__ */ new Map();
  for (const flow of context.log.digest.flows) {
    if (!flow.firstResult) continue;
    const sender = chain.resolveParty(flow.from);
    if (!sender) continue;
    const known = first.get(sender);
    if (!known || isLater(known, flow.firstResult)) first.set(sender, flow.firstResult);
  }
  return first;
}
function firstResultOf(firstResults, part) {
  const id = nameKey(part.id.text);
  let found;
  for (const [owner, report] of firstResults) {
    if (!owns(owner, id)) continue;
    if (!found || isLater(found.report, report)) found = { owner, report };
  }
  return found;
}
function owns(session, partKey) {
  return session.part !== void 0 && nameKey(session.part) === partKey || (session.role?.parts.some((part) => nameKey(part.text) === partKey) ?? false);
}

// src/rules/history/report-evidence.ts
var report_evidence_default = defineRule({
  id: "report-evidence",
  group: "history",
  severity: "warning",
  needs: ["log", "chain"],
  description: "A `[done]` report in the log cites evidence (a path, a commit, a command or a link) and answers each criterion of its part.",
  check(context, report) {
    const { chain } = context;
    for (const done of context.log.digest.done) {
      const part = context.doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(done.part));
      const place = placeOf3(context, chain, done, part);
      const details = { entry: entryLocation(context, done), related: [entryRelated(context, done, `the report ${quote(done.from)} \u2192 ${quote(done.to)}`)] };
      if (done.evidence === 0) {
        report(
          place,
          `Unexpected \`[done]\` report on ${quote(done.part)} (${entryWords(done)}) without evidence, expected a path, a commit, a command or a link that shows it`,
          {
            ...details,
            hint: "Send the `[done]` again with evidence under `Evidence:`, for example `- runs/7b/eval-20k.json \u2014 loss 2.04 at 20k`: it supersedes this one. \u201CAll tests pass\u201D cites nothing another session can check."
          }
        );
      }
      const criteria = part?.criteria[part.criteria.length - 1];
      if (!criteria) continue;
      const missing = unansweredCriteria(
        criteria.lines.map((line) => line.text),
        done.criteria ?? []
      );
      if (missing.length === 0) continue;
      report(
        place,
        `Unexpected \`[done]\` report on ${quote(done.part)} (${entryWords(done)}) leaving ${missing.length === 1 ? "a criterion" : `${missing.length} criteria`} of ${quote(criteria.heading.text)} unanswered (${missing.map((line) => quote(shorten(line, 60))).join(", ")}), expected each criterion answered pass, fail or not measured`,
        {
          ...details,
          severity: "info",
          hint: "A `[done]` with evidence that answers under `Criteria:`, one line per `Pass:` criterion in the doc\u2019s words, its label kept or left out (`- Pass: validation loss at or below 2.1 at 20k: pass \u2014 runs/7b/eval-20k.json`), supersedes this one; a `Fail:` line needs no answer of its own."
        }
      );
    }
  }
});
function placeOf3(context, chain, done, part) {
  if (part) return part.id.span;
  const sender = chain.resolveParty({ name: done.from });
  return sender ? sessionPlace(context.doc, sender) : rolesPlace(context.doc);
}

// src/rules/history/worker-silent.ts
var worker_silent_default = defineRule({
  id: "worker-silent",
  group: "history",
  severity: "warning",
  needs: ["log", "chain"],
  description: "An `active` worker reports to its parent at least once per the front matter\u2019s `checkin` interval (default 1h).",
  check(context, report) {
    const { chain } = context;
    if (!logComplete(context)) return;
    const checkin = context.doc.frontMatter.settings?.checkin?.ms;
    const work = openWorkOf(chain.sessions, trafficOf(chain, context.log.digest), context.now, checkin);
    for (const silent of work.silentWorkers) {
      const parent = silent.worker.parent.name;
      const last = silent.lastReport;
      const statement = silent.worker.statement?.message;
      const about = last ?? statement;
      const since = last ? `its last report to ${quote(parent)} was ${spanText(silent.silentMs)} ago` : `no report to ${quote(parent)} in the ${spanText(silent.silentMs)} since its statement`;
      report(
        silent.worker.role?.cells.status.span ?? sessionPlace(context.doc, silent.worker),
        `Unexpected silence from ${quote(silent.worker.name)}: ${since}, expected a report at least every ${spanText(work.checkinMs)} (${work.checkinSource === "default" ? "the default check-in" : "`checkin` in the front matter"})`,
        {
          // Not an edit of the doc: the worker's own report ends the silence; a session that ended is restarted or replaced (README, "A team's life").
          hint: `${quote(silent.worker.name)} reports where it stands, a line on stdin (\`[blocked]\` if it waits): ${recordCommand(silent.worker.name, parent)}. If its session has ended, start it again with the same kickoff (${kickoffCommand(silent.worker)}), or replace it.`,
          ...about ? { entry: entryLocation(context, about) } : {},
          related: last ? [entryRelated(context, last, "its last report")] : statement ? [entryRelated(context, statement, "its statement")] : []
        }
      );
    }
  }
});
function recordCommand(worker, parent) {
  return `\`teamdoc record --from ${shellWord(worker)} --to ${shellWord(parent)} --kind report\``;
}
function kickoffCommand(worker) {
  const part = worker.role?.parts[0]?.text ?? worker.statement?.statement.part;
  return part === void 0 ? "its kickoff" : `\`teamdoc kickoff ${shellWord(part)}\``;
}

// src/rules/live/live-session-gone.ts
var live_session_gone_default = defineRule({
  id: "live-session-gone",
  group: "live",
  severity: "warning",
  description: "A role marked `active` has a session that runs: on this machine, its runtime\u2019s own records show it running or idle, not exited.",
  needs: ["live"],
  check(context, report) {
    const live = context.live;
    for (const role of context.doc.roles) {
      if (role.status !== "active") continue;
      const state = live.ofRole(role);
      if (state?.state !== "exited") continue;
      const runtime = role.runtime === "codex" ? "Codex thread" : "Claude Code session";
      const ago = state.activeAgoMs === void 0 ? "" : `, last active ${spanText(state.activeAgoMs)} ago`;
      const open = state.open === void 0 ? "open it again" : `open it again: ${state.open.command}${state.open.cwd === void 0 ? "" : ` (in ${state.open.cwd})`}`;
      report(
        role.cells.status.span,
        `Unexpected status \`active\` for ${quote(role.name.text)}, whose ${runtime} has exited on ${live.host} (${state.detail}${ago}), expected an \`active\` role to have a running session`,
        {
          hint: `To carry on, ${open}. If it is paused on purpose, set its Status to \`idle\`; if it has finished, to \`done\`.`,
          // The edit for a pause; carrying on is a command, and `done` is the person's word to give.
          suggestion: suggestion(
            `Set ${quote(role.name.text)} to \`idle\`, paused (if it has finished, \`done\` instead)`,
            cellEdit(context.doc, role.cells.status, "idle")
          )
        }
      );
    }
  }
});

// src/rules/live/live-session-unlisted.ts
var live_session_unlisted_default = defineRule({
  id: "live-session-unlisted",
  group: "live",
  severity: "warning",
  description: "Every Claude Code or Codex session running on this machine in one of the repository\u2019s worktrees has a row in the roles table (by its session id, or by name for a row without one).",
  needs: ["live"],
  check(context, report) {
    const live = context.live;
    const top = context.doc.roles.find((role) => role.parent === void 0 && !(role.status !== void 0 && FINISHED_STATUSES.includes(role.status)));
    for (const running of live.unlisted) {
      const runtime = running.runtime === "codex" ? "Codex thread" : "Claude Code session";
      const name = running.name ?? `${running.runtime}-${running.session.slice(0, 8)}`;
      const where = running.cwd === void 0 ? "" : ` in ${running.cwd}`;
      const row = `| ${name} | ${running.runtime} | ${running.session} | ${live.host} | ${running.cwd ?? "\u2014"} | ${top?.name.text ?? "\u2014"} | ${name} | planned |`;
      report(
        rolesPlace(context.doc),
        `Unexpected ${runtime} \`${name}\` (${running.session}) ${running.live.state}${where} on ${live.host}, expected a row in the roles table for every session working in the repository`,
        {
          hint: `If it works for the team, add its row, ${row}, and its part under ## Parts (\`### ${name}\` and a line saying what it owns); set it \`active\` once it has stated its parent (teamdoc join). If it does not, stop it.`
        }
      );
    }
  }
});

// src/rules/index.ts
var ALL_RULES = [
  front_matter_default,
  front_matter_fields_default,
  front_matter_unknown_key_default,
  doc_title_default,
  doc_intent_default,
  section_missing_default,
  section_duplicate_default,
  part_section_name_default,
  table_missing_default,
  table_columns_default,
  table_row_cells_default,
  table_cell_empty_default,
  table_column_order_default,
  table_alignment_default,
  role_runtime_value_default,
  role_status_value_default,
  resource_kind_value_default,
  code_fence_unclosed_default,
  doc_placeholder_default,
  role_name_unique_default,
  role_session_unique_default,
  role_parent_exists_default,
  role_top_single_default,
  role_parent_cycle_default,
  role_part_single_default,
  role_part_exists_default,
  part_owner_single_default,
  part_has_role_default,
  closeout_verdict_default,
  closeout_workers_active_default,
  resource_owner_exists_default,
  resource_value_syntax_default,
  resource_port_range_default,
  resource_gpu_overlap_default,
  resource_port_overlap_default,
  resource_path_overlap_default,
  resource_value_shared_default,
  resource_held_by_finished_default,
  decision_default_default,
  board_owner_exists_default,
  decision_since_date_default,
  decision_stale_default,
  part_statement_default,
  part_plan_criteria_default,
  criteria_pass_fail_default,
  criteria_date_default,
  chain_log_missing_default,
  chain_statement_missing_default,
  chain_statement_mismatch_default,
  chain_session_unlisted_default,
  chain_row_outdated_default,
  chain_parent_unresolved_default,
  chain_parent_cycle_default,
  chain_top_single_default,
  chain_statement_single_default,
  chain_part_single_default,
  chain_statement_amended_default,
  chain_statement_no_session_default,
  chain_handoff_untaken_default,
  chain_handoff_wider_default,
  chain_handoff_predecessor_active_default,
  part_plan_recorded_default,
  message_direction_default,
  message_outside_team_default,
  log_integrity_default,
  log_unreadable_default,
  verdict_evidence_default,
  history_incomplete_default,
  criteria_unchanged_default,
  criteria_before_verdict_default,
  criteria_before_report_default,
  report_evidence_default,
  worker_silent_default,
  live_session_gone_default,
  live_session_unlisted_default
];
var BY_ID = new Map(ALL_RULES.map((rule) => [rule.id, rule]));
function rulesInGroup(group) {
  return ALL_RULES.filter((rule) => rule.group === group);
}
function neededProviders(rules) {
  return new Set(rules.flatMap((rule) => rule.needs.map(loadedProvider)));
}

export {
  diffLines,
  DocHistory,
  loadedProvider,
  RULES_DOC_URL,
  runRules,
  EditConflict,
  applyTextEdits,
  offsetAt,
  quote,
  oneOf,
  claimsOf,
  tableDisagreement,
  latestPlan,
  planEdits,
  entryLocation,
  rolesPlace,
  untakenHandoffs,
  openWorkOf,
  reportsAwaitingAnswer,
  spanText,
  timeText,
  holdingsOf,
  trafficOf,
  ALL_RULES,
  rulesInGroup,
  neededProviders
};
