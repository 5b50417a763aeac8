import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  DEFAULT_DOC_NAME,
  DOC_CONFIG_KEY,
  displayPath
} from "./chunk-2LTNADJH.js";
import {
  PLACEHOLDER_MARK
} from "./chunk-HMP6ENEL.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  packageFile
} from "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-S2NHDCHS.js";
import {
  writeLocalConfig
} from "./chunk-JWOAK5RU.js";
import {
  DubiousOwnership
} from "./chunk-XIPXUBBM.js";
import {
  ExitCode,
  InputError,
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/init.ts
import { closeSync, openSync, writeSync } from "node:fs";
import { basename, relative, resolve } from "node:path";

// src/doc/scaffold.ts
import { readFileSync } from "node:fs";
var TEMPLATE_PATH = packageFile("templates/team-doc.md");
function readTemplate() {
  return readFileSync(TEMPLATE_PATH, "utf8");
}
function scaffoldTeamDoc(template, team, row) {
  const cells = [
    row.name,
    row.runtime ?? `${PLACEHOLDER_MARK} claude, codex, human or other]`,
    row.session ?? "\u2014",
    row.host ?? "\u2014",
    row.worktree ?? "\u2014",
    "\u2014",
    "\u2014",
    "active"
  ];
  return template.replace("{{team}}", yamlScalar(team)).replace("{{title}}", oneLine(team)).replace("{{roles}}", `| ${cells.map(tableCell).join(" | ")} |`);
}
function yamlScalar(text) {
  return /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/.test(text) && !/\s$/.test(text) ? text : JSON.stringify(text);
}
function oneLine(text) {
  return text.replace(/\s+/g, " ").trim();
}
function tableCell(text) {
  return oneLine(text).replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
}

// src/report/init-text.ts
function renderInitDone(done) {
  const safe = terminalSafeLine;
  const who = done.identity.session ? `${done.identity.runtime ?? "unknown runtime"}, session ${done.identity.session} (from ${done.identity.evidence}), host ${done.identity.host}` : `host ${done.identity.host}; no session id in the environment, so Runtime and Session are left for you`;
  const lines = [`Created ${safe(done.path)} for team ${safe(done.team)}.`, `Your row: ${safe(done.name)}, ${safe(who)}.`];
  if (done.configured) lines.push(`Set git config teamdoc.doc = ${safe(done.configured)}, so \`teamdoc check\` finds it from any worktree.`);
  lines.push(
    "",
    "Next:",
    `  1. Fill in what \`teamdoc check${done.configured || !done.inRepo ? ` ${safe(done.path)}` : ""}\` lists as placeholders (the intent, anything it could not tell).`,
    "  2. For each lead: add its row under Roles, its part under Parts (statement, plan, criteria), and its resources.",
    done.inRepo ? `  3. Commit the doc before starting anyone: git add ${safe(done.path)} && git commit -m "Add the team doc"` : "  3. Put the doc in the git repository of the work and commit it before starting anyone.",
    ""
  );
  return lines.join("\n");
}

// src/commands/init.ts
async function run(_operands, options, io) {
  const settings = options;
  const repo = await locateRepo(io.cwd).catch((error) => {
    if (error instanceof UsageError && !(error instanceof DubiousOwnership)) return void 0;
    throw error;
  });
  const root = repo?.mainWorktree ?? io.cwd;
  const path = settings.file === void 0 ? resolve(root, DEFAULT_DOC_NAME) : resolve(io.cwd, settings.file);
  const shown = displayPath(io.cwd, path);
  const team = (settings.team ?? basename(root)).trim();
  if (team === "") throw new UsageError("the team name is empty", { hint: "Pass --team <name>." });
  const identity = detectSession(io.env);
  const name = (settings.name ?? identity.name ?? "top").trim();
  if (name === "") throw new UsageError("the role name is empty", { hint: "Pass --name <role>." });
  const text = scaffoldTeamDoc(readTemplate(), team, {
    name,
    runtime: identity.runtime,
    session: identity.session,
    host: identity.host,
    worktree: repo?.worktree ?? io.cwd
  });
  writeNew(path, shown, text);
  const configured = await rememberLocation(repo, path);
  io.stdout.write(renderInitDone({ path: shown, team, name, identity, configured, inRepo: repo !== void 0 }));
  return ExitCode.ok;
}
function writeNew(path, shown, text) {
  let fd;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    const code = error.code;
    if (code === "EEXIST") {
      throw new InputError("already exists; teamdoc init never overwrites a team doc", { file: shown }, { hint: "Edit it, or pass --file <path> to create another." });
    }
    if (code === "ENOENT") throw new InputError("cannot be created: its folder does not exist", { file: shown });
    throw new InputError(`cannot be created: ${error.message}`, { file: shown }, { cause: error });
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
async function rememberLocation(repo, path) {
  const root = repo?.mainWorktree;
  if (root === void 0 || path === resolve(root, DEFAULT_DOC_NAME)) return void 0;
  const value = relative(root, path).split("\\").join("/");
  await writeLocalConfig(root, DOC_CONFIG_KEY, value.startsWith("..") ? path : value);
  return value.startsWith("..") ? path : value;
}
export {
  run
};
