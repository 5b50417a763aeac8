import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  fillKickoff,
  kickoffTemplateFor
} from "./chunk-VDTEI2LB.js";
import {
  checkLoadedDoc,
  locateFileInRepo,
  renderKickoffNotes,
  renderKickoffRefusal
} from "./chunk-CWWWWB7F.js";
import {
  countFindings
} from "./chunk-ENX5E6HV.js";
import {
  paletteFor
} from "./chunk-W3XDMUUF.js";
import "./chunk-X7Q3UBGX.js";
import "./chunk-GNLTZHCG.js";
import {
  NO_CRITERIA,
  kickoffSubject,
  kickoffValues
} from "./chunk-DFHI53TC.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-BX3HMPZN.js";
import {
  loadTeamDoc
} from "./chunk-WSKICEVO.js";
import "./chunk-CV5LMQMR.js";
import "./chunk-J4SJ2VS4.js";
import "./chunk-G5ZI2DW5.js";
import {
  shellWord
} from "./chunk-P6QENKUQ.js";
import "./chunk-CBVSJC2K.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-QTQJYR6U.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-G74PUJJK.js";
import "./chunk-SDMBFCA2.js";
import "./chunk-CG3PD4IQ.js";
import "./chunk-7QEMD4I6.js";
import "./chunk-RADLN6OL.js";
import "./chunk-W4PXHZRR.js";
import {
  modelOf
} from "./chunk-CGQPP34T.js";
import {
  displayPath,
  findTeamDoc
} from "./chunk-A3CHG45U.js";
import {
  decodeDoc
} from "./chunk-DCYI7DO2.js";
import "./chunk-5LG7I5IX.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import {
  locateRepoIfAny
} from "./chunk-RKJV6UGO.js";
import "./chunk-N3PY6A4L.js";
import {
  git
} from "./chunk-VNRN7ADX.js";
import {
  ExitCode,
  TeamdocError,
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-D3JQUPM6.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/kickoff.ts
import { basename, isAbsolute as isAbsolute2, relative as relative2, resolve, sep } from "node:path";

// src/kickoff/committed.ts
import { realpathSync } from "node:fs";
import { isAbsolute, relative } from "node:path";

// src/git/committed-file.ts
async function committedFile(file) {
  const place = await locateFileInRepo(file);
  if (place === void 0) return void 0;
  const [shown, listed] = await Promise.all([
    git(["cat-file", "blob", `HEAD:${place.path}`], { cwd: place.root, read: true, allowFailure: true }),
    git(["ls-files", "--cached", "--", place.path], { cwd: place.root, read: true, allowFailure: true })
  ]);
  return { ...place, bytes: shown.status === 0 ? shown.stdout : void 0, tracked: listed.stdout.length > 0 };
}

// src/kickoff/committed.ts
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
function renderKickoff(doc, request) {
  const { owner } = kickoffSubject(doc, request);
  const values = kickoffValues(doc, request);
  return { text: fillKickoff(kickoffTemplateFor(owner.runtime), values), values };
}

// src/commands/kickoff.ts
async function repositoryPath(cwd, docPath) {
  const repo = await locateRepoIfAny(cwd);
  const root = repo?.mainWorktree;
  const inside = root === void 0 ? void 0 : relative2(root, docPath);
  return inside === void 0 || inside.startsWith("..") || isAbsolute2(inside) ? basename(docPath) : inside.split(sep).join("/");
}
async function run(operands, options, io) {
  const part = operands[0];
  const settings = options;
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
  const request = { part, docPath, docFile: await repositoryPath(io.cwd, docPath), permissionMode: settings.permissionMode, parent: settings.parent };
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
