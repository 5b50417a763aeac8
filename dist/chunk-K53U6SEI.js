import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  fillKickoff,
  readKickoffTemplate
} from "./chunk-SDE27GXE.js";
import {
  NO_CRITERIA,
  checkLoadedDoc,
  kickoffSubject,
  kickoffValues,
  renderKickoffNotes,
  renderKickoffRefusal
} from "./chunk-KDTZZLHX.js";
import {
  countFindings
} from "./chunk-WSVXLFUM.js";
import {
  paletteFor
} from "./chunk-W3XDMUUF.js";
import "./chunk-P6QENKUQ.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-BX3HMPZN.js";
import {
  displayPath,
  findTeamDoc
} from "./chunk-DXRYJ32M.js";
import {
  loadTeamDoc
} from "./chunk-WIZ4FRUW.js";
import "./chunk-XLVEMEMA.js";
import "./chunk-CIRHV6PS.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-CEEWVSCZ.js";
import "./chunk-IYJMGLCB.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-76LLQM2O.js";
import "./chunk-MBE4UG4B.js";
import "./chunk-QAZU3BCA.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-5DWDUXTL.js";
import "./chunk-OOEPGV76.js";
import {
  ExitCode
} from "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/kickoff.ts
import { resolve } from "node:path";
async function run(operands, options, io) {
  const part = operands[0];
  const settings = options;
  const docPath = settings.doc === void 0 ? await findTeamDoc(io.cwd) : resolve(io.cwd, settings.doc);
  const shown = displayPath(io.cwd, docPath);
  const now = currentTime(io.env);
  const loaded = loadTeamDoc(docPath, shown, now);
  const { doc } = loaded;
  const findings = checkLoadedDoc(loaded, shown, { now });
  kickoffSubject(doc, { part, parent: settings.parent });
  const counts = countFindings(findings);
  const palette = paletteFor(io.stderr, io.env);
  if (counts.errors > 0 && !settings.force) {
    io.stderr.write(renderKickoffRefusal({ path: shown, findings }, palette));
    return ExitCode.findings;
  }
  const values = kickoffValues(doc, { part, docPath, permissionMode: settings.permissionMode, parent: settings.parent });
  io.stdout.write(fillKickoff(readKickoffTemplate(), values));
  io.stderr.write(renderKickoffNotes({ path: shown, counts, forced: counts.errors > 0, permissionModeGiven: settings.permissionMode !== void 0, criteriaWritten: values.criteria !== NO_CRITERIA }));
  return ExitCode.ok;
}
export {
  run
};
