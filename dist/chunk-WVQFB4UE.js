import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  fillKickoff,
  readKickoffTemplate
} from "./chunk-HBITO2UB.js";
import {
  NO_CRITERIA,
  checkLoadedDoc,
  kickoffSubject,
  kickoffValues,
  renderKickoffNotes,
  renderKickoffRefusal
} from "./chunk-FMWJLZFO.js";
import {
  countFindings
} from "./chunk-L55KNAW7.js";
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
} from "./chunk-2LTNADJH.js";
import {
  loadTeamDoc
} from "./chunk-CWAXZ2TC.js";
import "./chunk-V6GCHHWI.js";
import "./chunk-CIRHV6PS.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-WN47GK6P.js";
import "./chunk-FU7FSBDK.js";
import "./chunk-NCUFIANM.js";
import "./chunk-HMP6ENEL.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-S2NHDCHS.js";
import "./chunk-Q7OMVIWE.js";
import "./chunk-RF6WXIIG.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-JWOAK5RU.js";
import "./chunk-XIPXUBBM.js";
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
