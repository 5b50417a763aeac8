import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  fillKickoff,
  kickoffTemplateFor
} from "./chunk-HHLCDUNZ.js";
import {
  checkLoadedDoc,
  renderKickoffNotes,
  renderKickoffRefusal
} from "./chunk-WEJX2IOT.js";
import {
  countFindings
} from "./chunk-XPJMDX2E.js";
import {
  paletteFor
} from "./chunk-W3XDMUUF.js";
import "./chunk-NDA2FNWK.js";
import "./chunk-J74OWYYO.js";
import {
  NO_CRITERIA,
  kickoffSubject,
  kickoffValues
} from "./chunk-TE2NS54M.js";
import "./chunk-P6QENKUQ.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-BX3HMPZN.js";
import {
  loadTeamDoc
} from "./chunk-IXIA5YVO.js";
import "./chunk-2VNVNE6N.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-42HLHZKT.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-VE4LDAK3.js";
import "./chunk-CYXENOEA.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-C4VHFA5R.js";
import "./chunk-NGCPRPFK.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import {
  displayPath,
  findTeamDoc
} from "./chunk-JUBBT7SJ.js";
import {
  locateRepoIfAny
} from "./chunk-UGXG7J5L.js";
import "./chunk-2PRP2AON.js";
import "./chunk-NIVJHLVQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import {
  ExitCode
} from "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/kickoff.ts
import { basename, isAbsolute, relative, resolve, sep } from "node:path";
async function repositoryPath(cwd, docPath) {
  const repo = await locateRepoIfAny(cwd);
  const root = repo?.mainWorktree;
  const inside = root === void 0 ? void 0 : relative(root, docPath);
  return inside === void 0 || inside.startsWith("..") || isAbsolute(inside) ? basename(docPath) : inside.split(sep).join("/");
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
  const values = kickoffValues(doc, { part, docPath, docFile: await repositoryPath(io.cwd, docPath), permissionMode: settings.permissionMode, parent: settings.parent });
  io.stdout.write(fillKickoff(kickoffTemplateFor(owner.runtime), values));
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
