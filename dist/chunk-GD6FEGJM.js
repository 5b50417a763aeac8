import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  KICKOFF_MARKER_OPENING,
  encodeMarkerValue
} from "./chunk-VM22D54O.js";
import {
  packageFile
} from "./chunk-QHN4JY6Q.js";

// src/kickoff/fill.ts
import { readFileSync } from "node:fs";

// src/kickoff/placeholders.ts
var KICKOFF_PLACEHOLDERS = [
  { name: "team", form: "line", meaning: "the team name, from the front matter `team`" },
  { name: "intent", form: "block", meaning: "the Intent paragraph: the whole work in a few sentences" },
  { name: "part.id", form: "line", meaning: "the part id, from its `### <id>` heading" },
  { name: "part.statement", form: "line", meaning: "the part's one-line statement of what its owner owns" },
  {
    name: "part.earlier",
    form: "block",
    meaning: "the rows that owned the part before (now `stopped` or `done`: replaced, or handed off), one list item each, or `(none)`"
  },
  { name: "owner.name", form: "line", meaning: "the name of the role that owns the part: the worker" },
  {
    name: "owner.worktree",
    form: "line",
    meaning: "the owner's worktree from the Roles table, absolute; `(none yet: ask your parent)` when empty"
  },
  { name: "owner.host", form: "line", meaning: "the owner's host from the Roles table, or `(not set)`" },
  { name: "parent.name", form: "line", meaning: "the owner's parent role: the session the worker reports to" },
  {
    name: "parent.session",
    form: "line",
    meaning: "the parent's session id (Claude Code session UUID, Codex thread id), or `unknown`"
  },
  { name: "parent.runtime", form: "line", meaning: "the parent's runtime: `claude`, `codex`, `human` or `other`" },
  { name: "parent.host", form: "line", meaning: "the parent's host from the Roles table, or `(not set)`" },
  { name: "doc.path", form: "line", meaning: "the team doc's absolute path (the worker may run elsewhere)" },
  { name: "doc.file", form: "line", meaning: "the team doc's path inside the repository, as every clone has it" },
  {
    name: "doc.branch",
    form: "line",
    meaning: "the branch the doc is committed on, which a clone reads as `origin/<branch>`; `HEAD` (the remote's default) when the checkout has none"
  },
  {
    name: "output.fetch",
    form: "line",
    meaning: "whether another part's commit needs a fetch first: on the parent's host none (the worktrees share one object store; in Codex a plain fetch fails), from another host `git fetch origin`"
  },
  {
    name: "output.reports",
    form: "line",
    meaning: "how another part's reports reach the worker's log: on the parent's host, a worker elsewhere's come when the parent syncs; from another host, with the worker's own `teamdoc sync`"
  },
  {
    name: "output.shared",
    form: "line",
    meaning: "where a closed part's merged output is brought from: the doc's branch, or `origin/<branch>` from another host"
  },
  {
    name: "resources",
    form: "block",
    meaning: "the Resources rows owned by the part owner, one Markdown list item each, or `(none)`"
  },
  {
    name: "criteria",
    form: "block",
    meaning: "the part's criteria sections as written, dated headings included, or exactly `(none yet)`"
  },
  {
    name: "first_command",
    form: "line",
    meaning: "the ack to run first: `teamdoc join --parent <parent> --part <part> --name <owner>`"
  },
  {
    name: "permission_mode",
    form: "line",
    meaning: "the permission mode the worker is started in, the same class as its parent (e.g. `default`, `bypassPermissions`)"
  }
];

// src/kickoff/fill.ts
var PLACEHOLDER = /\{\{([a-z_][a-z_.]*)\}\}/g;
var FORMS = formsOf(KICKOFF_PLACEHOLDERS);
var KICKOFF_TEMPLATE_PATH = "templates/kickoff.md";
function readKickoffTemplate() {
  return readFileSync(packageFile(KICKOFF_TEMPLATE_PATH), "utf8");
}
var PERMISSION_MODE_SECTION = "## Permission mode";
function kickoffTemplateFor(runtime, template = readKickoffTemplate()) {
  return runtime === "codex" ? withoutSection(template, PERMISSION_MODE_SECTION) : template;
}
function withoutSection(markdown, heading) {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`the kickoff template has no \`${heading}\` section`);
  const depth = heading.indexOf(" ");
  const next = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && line.indexOf(" ") <= depth);
  return [...lines.slice(0, start), ...next === -1 ? [] : lines.slice(next)].join("\n");
}
function placeholdersIn(template) {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}
function formsOf(placeholders) {
  return new Map(placeholders.map((placeholder) => [placeholder.name, placeholder.form]));
}
function fillKickoff(template, values) {
  return fillTemplate(template, FORMS, values, "kickoff");
}
function fillTemplate(template, forms, values, what) {
  const unknown = placeholdersIn(template).filter((name) => !forms.has(name));
  if (unknown.length > 0) throw new Error(`${what} template uses unknown placeholders: ${unknown.join(", ")}`);
  for (const [name, form] of forms) {
    const value = values[name];
    if (typeof value !== "string") throw new Error(`no value for ${what} placeholder {{${name}}}`);
    if (form === "line" && /[\r\n]/.test(value)) throw new Error(`${what} placeholder {{${name}}} takes one line`);
  }
  return template.split("\n").map((line) => {
    const encode = line.startsWith(KICKOFF_MARKER_OPENING);
    return line.replace(PLACEHOLDER, (_, name) => encode ? encodeMarkerValue(values[name]) : values[name]);
  }).join("\n");
}

export {
  kickoffTemplateFor,
  withoutSection,
  formsOf,
  fillKickoff,
  fillTemplate
};
