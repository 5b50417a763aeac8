import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  fillKickoff,
  kickoffTemplateFor,
  withoutSection
} from "./chunk-GD6FEGJM.js";
import {
  checkLoadedDoc,
  locateFileInRepo,
  renderKickoffNotes,
  renderKickoffRefusal
} from "./chunk-BOROVY4A.js";
import {
  countFindings
} from "./chunk-VM22D54O.js";
import {
  paletteFor
} from "./chunk-W3XDMUUF.js";
import "./chunk-PUTA56ZU.js";
import "./chunk-N5ZR3VNH.js";
import {
  NO_CRITERIA,
  NO_EARLIER_OWNERS,
  kickoffSubject,
  kickoffValues,
  onAnotherHost
} from "./chunk-2B7VIQGE.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import "./chunk-BX3HMPZN.js";
import {
  modelOf
} from "./chunk-CKHU3PAM.js";
import {
  displayPath,
  findTeamDoc
} from "./chunk-VWTZAPKV.js";
import {
  loadTeamDoc
} from "./chunk-N54PVWF5.js";
import "./chunk-G3ICI4EO.js";
import "./chunk-QQVAXXP7.js";
import "./chunk-A3PGRPRT.js";
import {
  shellWord
} from "./chunk-P6QENKUQ.js";
import "./chunk-NML54FI3.js";
import "./chunk-AOJ2GW5K.js";
import "./chunk-IOC56I7W.js";
import "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
import {
  decodeDoc
} from "./chunk-CN746P7H.js";
import "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import {
  locateRepoIfAny
} from "./chunk-4NOR6AMR.js";
import "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import {
  git
} from "./chunk-U5OUMOEA.js";
import {
  ExitCode,
  TeamdocError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/kickoff.ts
import { basename, isAbsolute as isAbsolute2, relative as relative2, resolve, sep } from "node:path";

// src/git/committed-file.ts
async function committedFile(file) {
  const place = await locateFileInRepo(file);
  if (place === void 0) return void 0;
  const [shown, listed, branch] = await Promise.all([
    git(["cat-file", "blob", `HEAD:${place.path}`], { cwd: place.root, read: true, allowFailure: true }),
    git(["ls-files", "--cached", "--", place.path], { cwd: place.root, read: true, allowFailure: true }),
    git(["symbolic-ref", "--quiet", "--short", "HEAD"], { cwd: place.root, read: true, allowFailure: true })
  ]);
  return {
    ...place,
    bytes: shown.status === 0 ? shown.stdout : void 0,
    tracked: listed.stdout.length > 0,
    branch: branch.status === 0 ? branch.stdout.toString().trim() || void 0 : void 0
  };
}

// src/kickoff/committed.ts
import { realpathSync } from "node:fs";
import { isAbsolute, relative } from "node:path";
async function committedKickoff(request) {
  const committed = await committedFile(request.docPath);
  if (committed === void 0) return request.working;
  const text = committed.bytes === void 0 ? void 0 : renderedOrNothing(committed.bytes, request);
  if (text === request.working) return text;
  throw new UsageError(
    `${request.shown} ${committed.bytes === void 0 ? "is not committed" : "has changes not committed that the kickoff would carry"}, and the worker reads the committed doc: ${commitCommand(request, committed)} (or --uncommitted to render the working copy)`
  );
}
function renderedOrNothing(bytes, request) {
  try {
    return request.render(modelOf(decodeDoc(bytes, request.shown), request.shown));
  } catch (error) {
    if (error instanceof TeamdocError) return void 0;
    throw error;
  }
}
function commitCommand({ cwd, shown }, file) {
  const inside = relative(file.root, realpathSync(cwd));
  const here = !inside.startsWith("..") && !isAbsolute(inside);
  const git2 = here ? "git" : `git -C ${shellWord(relative(cwd, file.root) || ".")}`;
  const path = shellWord(here ? shown : file.path);
  const add = file.tracked ? "" : `${git2} add -- ${path} && `;
  return `${add}${git2} commit -m ${shellWord("team doc")} -- ${path}`;
}

// src/kickoff/render.ts
var CASE_SECTIONS = {
  "send-message": ["## First: ack", "## The team doc", "## Reaching your parent"],
  "teamdoc-send": ["## First: ack, by joining", "## The team doc", "## Reaching your parent, with teamdoc send"],
  elsewhere: ["## First: ack, from another machine", "## The team doc, from another machine", "## Reaching your parent, from another machine"]
};
var ALL_CASE_SECTIONS = [...new Set(Object.values(CASE_SECTIONS).flat())];
var PLAN_FIRST_SECTION = "## Plan and criteria, before any result";
var PLAN_TAKEN_OVER_SECTION = "## Plan and criteria, taken over";
function renderKickoff(doc, request) {
  const { owner, parent } = kickoffSubject(doc, request);
  const values = kickoffValues(doc, request);
  const taken = values["part.earlier"] !== NO_EARLIER_OWNERS;
  const kept = CASE_SECTIONS[kickoffReach(owner, parent)];
  const dropped = [...ALL_CASE_SECTIONS.filter((heading) => !kept.includes(heading)), taken ? PLAN_FIRST_SECTION : PLAN_TAKEN_OVER_SECTION];
  const template = dropped.reduce(withoutSection, kickoffTemplateFor(owner.runtime));
  return { text: fillKickoff(template, values), values };
}
function kickoffReach(owner, parent) {
  if (onAnotherHost(owner, parent)) return "elsewhere";
  return owner.runtime === "claude" && parent.runtime === "claude" ? "send-message" : "teamdoc-send";
}

// src/commands/kickoff.ts
async function repositoryPath(cwd, docPath) {
  const repo = await locateRepoIfAny(cwd);
  const root = repo?.mainWorktree;
  const inside = root === void 0 ? void 0 : relative2(root, docPath);
  return inside === void 0 || inside.startsWith("..") || isAbsolute2(inside) ? basename(docPath) : inside.split(sep).join("/");
}
async function run(operands, settings, io) {
  const part = operands[0];
  const docPath = settings.doc === void 0 ? await findTeamDoc(io.cwd) : resolve(io.cwd, settings.doc);
  const shown = displayPath(io.cwd, docPath);
  const now = currentTime(io.env);
  const loaded = loadTeamDoc(docPath, shown, now);
  const { doc } = loaded;
  const findings = checkLoadedDoc(loaded, shown, { now });
  const { owner } = kickoffSubject(doc, { part, parent: settings.parent });
  const counts = countFindings(findings);
  const palette = paletteFor(io.stderr, io.env);
  if (counts.errors > 0 && !settings.force) {
    io.stderr.write(renderKickoffRefusal({ path: shown, findings }, palette));
    return ExitCode.findings;
  }
  const request = {
    part,
    docPath,
    docFile: await repositoryPath(io.cwd, docPath),
    docBranch: (await committedFile(docPath))?.branch,
    permissionMode: settings.permissionMode,
    parent: settings.parent
  };
  const { text, values } = renderKickoff(doc, request);
  const kickoff = settings.uncommitted ? text : await committedKickoff({ cwd: io.cwd, docPath, shown, working: text, render: (committed) => renderKickoff(committed, request).text });
  io.stdout.write(kickoff);
  io.stderr.write(
    renderKickoffNotes({
      path: shown,
      counts,
      forced: counts.errors > 0,
      permissionModeGiven: settings.permissionMode !== void 0,
      codexWorker: owner.runtime === "codex" ? owner.name.text : void 0,
      criteriaWritten: values.criteria !== NO_CRITERIA
    })
  );
  return ExitCode.ok;
}
export {
  run
};
