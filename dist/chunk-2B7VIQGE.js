import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  currentOwner,
  isFinished,
  rowsOwning
} from "./chunk-QQVAXXP7.js";
import {
  roleIndex
} from "./chunk-A3PGRPRT.js";
import {
  shellWord
} from "./chunk-P6QENKUQ.js";
import {
  sourceOf
} from "./chunk-CS3S746T.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import {
  nameKey
} from "./chunk-PXTZHCII.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/kickoff/values.ts
import { dirname, isAbsolute, resolve } from "node:path";
var NO_CRITERIA = "(none yet)";
var UNKNOWN = "unknown";
var NO_RESOURCES = "(none)";
var NO_WORKTREE = "(none yet: ask your parent)";
var NOT_SET = "(not set)";
var NO_EARLIER_OWNERS = "(none)";
function kickoffSubject(doc, request) {
  const part = findPart(doc, request.part);
  const owner = currentOwner(doc, part.id.text);
  if (!owner) {
    throw new UsageError(`part ${part.id.text} has no owner in the Roles table`, {
      hint: `Add the worker's row under Roles with \`${part.id.text}\` in its Part column, then run teamdoc kickoff again.`
    });
  }
  const parentName = request.parent ?? owner.parent;
  if (parentName === void 0) {
    throw new UsageError(`${owner.name.text}, the owner of part ${part.id.text}, has no parent in the Roles table`, {
      hint: "Write its Parent in the Roles table, or name the session it reports to with --parent NAME."
    });
  }
  const parent = roleIndex(doc).find(parentName)?.role;
  if (!parent) {
    throw new UsageError(`the parent \`${parentName}\` is not a role in the Roles table`, {
      hint: `Use one of: ${doc.roles.map((role) => role.name.text).join(", ") || "(no roles yet)"}.`
    });
  }
  return { part, owner, parent };
}
function findPart(doc, id) {
  const part = doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(id));
  if (part) return part;
  const known = doc.parts.map((candidate) => candidate.id.text);
  const meant = closest(id, known);
  throw new UsageError(`no part \`${id}\` in the team doc${meant ? `; did you mean \`${meant}\`?` : ""}`, {
    hint: known.length > 0 ? `The parts are: ${known.join(", ")}.` : "The doc has no parts yet: add a `### <part>` section under `## Parts`."
  });
}
function kickoffValues(doc, request) {
  const { part, owner, parent } = kickoffSubject(doc, request);
  const team = typeof doc.frontMatter.data?.team === "string" ? doc.frontMatter.data.team : UNKNOWN;
  return {
    team: oneLine(team),
    intent: intentText(doc),
    "part.id": part.id.text,
    "part.statement": oneLine(part.statement?.text ?? `(no statement yet: ask your parent what part ${part.id.text} owns)`),
    "part.earlier": earlierOwners(doc, part, owner),
    "owner.name": owner.name.text,
    "owner.worktree": owner.worktree === void 0 ? NO_WORKTREE : absoluteFrom(dirname(request.docPath), owner.worktree),
    "owner.host": owner.host ?? NOT_SET,
    "parent.name": parent.name.text,
    "parent.session": parent.session ?? UNKNOWN,
    "parent.runtime": parent.runtime ?? UNKNOWN,
    "parent.host": parent.host ?? NOT_SET,
    "doc.path": request.docPath,
    "doc.file": request.docFile,
    "doc.branch": request.docBranch ?? "HEAD",
    ...otherPartsOutput(owner, parent, request.docBranch),
    resources: resourceList(doc, owner),
    criteria: criteriaText(part.criteria),
    first_command: joinCommand(parent.name.text, part.id.text, owner.name.text),
    permission_mode: oneLine(request.permissionMode?.trim() || UNKNOWN)
  };
}
function otherPartsOutput(owner, parent, branch) {
  const shared = branch ?? "<the team's branch>";
  if (onAnotherHost(owner, parent)) {
    return {
      "output.reports": "they reach your clone with your `teamdoc sync`, which you run before every `teamdoc log`",
      "output.fetch": "run `git fetch origin` first: a commit pushed from another machine is not here before it.",
      "output.shared": `origin/${shared}`
    };
  }
  const fetched = owner.runtime === "codex" ? "ask your parent to fetch it, with a `[blocked]` whose `Needs:` says `git fetch origin` in its checkout (a plain `git fetch` fails in your sandbox: it writes `FETCH_HEAD` in `.git/worktrees/<name>`, which stays read-only)" : "run `git fetch origin`";
  return {
    // This checkout's log is the parent's: a worker elsewhere's entries arrive when the parent syncs.
    "output.reports": "a worker's on another host reach this checkout's log only when your parent brings the remote's log in, at each check-in",
    "output.fetch": `no \`git fetch\` is needed for a commit another worker made in a worktree of this checkout: they all share one object store, so it is here already. One pushed from another host is here once fetched (\`git cat-file -e <commit>\` fails until then): ${fetched}.`,
    "output.shared": shared
  };
}
function onAnotherHost(owner, parent) {
  return owner.host !== void 0 && parent.host !== void 0 && nameKey(owner.host) !== nameKey(parent.host);
}
function joinCommand(parent, part, name) {
  return `teamdoc join --parent ${shellWord(parent)} --part ${shellWord(part)} --name ${shellWord(name)}`;
}
function earlierOwners(doc, part, owner) {
  const earlier = rowsOwning(doc, part.id.text).filter((role) => role !== owner && isFinished(role));
  if (earlier.length === 0) return NO_EARLIER_OWNERS;
  return earlier.map((role) => `- \`${role.name.text}\` (${role.status}${role.session === void 0 ? "" : `, session \`${role.session}\``})`).join("\n");
}
function ownedResources(doc, owner) {
  const index = roleIndex(doc);
  return doc.resources.filter((resource) => resource.owner !== void 0 && index.find(resource.owner)?.role === owner);
}
function intentText(doc) {
  return doc.intent?.text.trim() || "(the team doc has no intent yet: ask your parent what the whole work is)";
}
function resourceList(doc, owner) {
  const items = ownedResources(doc, owner).map((resource) => {
    const { resource: name, kind, value, note } = resource.cells;
    const host = resource.value.type === "numbers" && resource.value.host === void 0 && owner.host !== void 0 ? ` on ${owner.host}` : "";
    const said = [name.text, kind.text].filter((text) => text !== "");
    const label = said.length === 2 ? `${said[0]} (${said[1]})` : said[0] ?? "resource";
    const remark = note.none || note.missing ? "" : ` \u2014 ${sourceOf(doc.text, note.span)}`;
    return oneLine(`- ${label}: \`${value.text}\`${host}${remark}`);
  });
  return items.length > 0 ? items.join("\n") : NO_RESOURCES;
}
function criteriaText(sections) {
  const written = sections.filter((section) => !section.empty);
  if (written.length === 0) return NO_CRITERIA;
  return written.map((section) => `#### ${section.heading.text}

${section.content.text.trim()}`).join("\n\n");
}
function absoluteFrom(base, path) {
  return isAbsolute(path) || path.startsWith("~") ? path : resolve(base, path);
}
function oneLine(text) {
  return text.replace(/\s*\r?\n\s*/g, " ").trim();
}

export {
  NO_CRITERIA,
  NO_RESOURCES,
  NO_EARLIER_OWNERS,
  kickoffSubject,
  findPart,
  kickoffValues,
  onAnotherHost,
  joinCommand,
  ownedResources,
  intentText,
  resourceList,
  criteriaText
};
