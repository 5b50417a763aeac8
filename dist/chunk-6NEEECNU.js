import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  DEFAULT_DOC_NAME,
  DOC_POINTER_NAME,
  displayPath,
  teamDocIn
} from "./chunk-VWTZAPKV.js";
import {
  PLACEHOLDER_MARK
} from "./chunk-PXTZHCII.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  packageFile
} from "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  DubiousOwnership
} from "./chunk-U5OUMOEA.js";
import {
  ExitCode,
  InputError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/init.ts
import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeFileSync, writeSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";

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
  if (done.pointer)
    lines.push(`Wrote ${safe(done.pointer)}, which says where the team doc is, so \`teamdoc check\` finds it in every clone and in CI once it is committed.`);
  lines.push(
    "",
    "Next:",
    `  1. Fill in what \`teamdoc check${done.inRepo ? "" : ` ${safe(done.path)}`}\` lists as placeholders (the intent, anything it could not tell).`,
    "  2. For each worker: its row under Roles (status `planned`) and its part under Parts (statement; criteria if agreed).",
    done.inRepo ? `  3. Commit the doc before starting anyone: teamdoc check && git add ${safe(done.path)}${done.pointer ? ` ${safe(done.pointer)}` : ""} && git commit -m "team doc"` : "  3. Put the doc in the git repository of the work and commit it before starting anyone.",
    "  4. Then one Resources row per shared resource, checked and committed the same way.",
    ""
  );
  return lines.join("\n");
}

// src/commands/init.ts
async function run(_operands, settings, io) {
  const repo = await locateRepo(io.cwd).catch((error) => {
    if (error instanceof UsageError && !(error instanceof DubiousOwnership)) return void 0;
    throw error;
  });
  const root = repo?.mainWorktree ?? io.cwd;
  const path = settings.file === void 0 ? resolve(root, DEFAULT_DOC_NAME) : resolve(io.cwd, settings.file);
  const shown = displayPath(io.cwd, path);
  if (repo?.mainWorktree !== void 0) await refuseSecondDoc(repo, io.cwd, path);
  const team = (settings.team ?? basename(root)).trim();
  if (team === "") throw new UsageError("the team name is empty", { hint: "Pass --team <name>." });
  const identity = detectSession(io.env);
  const name = (settings.name ?? identity.name ?? "top").trim();
  if (name === "") throw new UsageError("the role name is empty", { hint: "Pass --name <role>." });
  const pointer = repo?.mainWorktree === void 0 ? void 0 : pointerFor(repo.mainWorktree, path);
  const text = scaffoldTeamDoc(readTemplate(), team, {
    name,
    runtime: identity.runtime,
    session: identity.session,
    host: identity.host,
    worktree: repo?.worktree ?? io.cwd
  });
  mkdirSync(dirname(path), { recursive: true });
  writeNew(path, shown, text);
  if (pointer !== void 0) writePointer(repo.mainWorktree, pointer);
  io.stdout.write(
    renderInitDone({
      path: shown,
      team,
      name,
      identity,
      pointer: pointer && displayPath(io.cwd, join(repo.mainWorktree, DOC_POINTER_NAME)),
      inRepo: repo !== void 0
    })
  );
  return ExitCode.ok;
}
async function refuseSecondDoc(repo, cwd, path) {
  const existing = await teamDocIn(repo, cwd);
  if (!existsSync(existing)) return;
  const shown = displayPath(cwd, existing);
  if (existing === path)
    throw new InputError(
      "already exists; teamdoc init never overwrites a team doc",
      { file: shown },
      { hint: "Edit it: it is the team doc `teamdoc check` reads." }
    );
  throw new InputError(
    "is this repository\u2019s team doc already; teamdoc init writes no second one",
    { file: shown },
    {
      hint: `Edit ${shown}. To move it, git mv it and write the new path in ${DOC_POINTER_NAME}.`
    }
  );
}
function pointerFor(root, path) {
  if (path === resolve(root, DEFAULT_DOC_NAME)) return existsSync(join(root, DOC_POINTER_NAME)) ? DEFAULT_DOC_NAME : void 0;
  const value = relative(root, path).split("\\").join("/");
  if (value.startsWith("..")) {
    throw new UsageError(`--file ${path} is outside the repository, where no clone or CI job would find it`, {
      hint: "Put the team doc inside the repository, e.g. --file docs/team.md."
    });
  }
  return value;
}
function writeNew(path, shown, text) {
  let fd;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    const code = error.code;
    if (code === "EEXIST")
      throw new InputError(
        "already exists; teamdoc init never overwrites a team doc",
        { file: shown },
        { hint: "Edit it, or pass --file <path> for the team doc elsewhere." }
      );
    throw new InputError(`cannot be created: ${error.message}`, { file: shown }, { cause: error });
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
function writePointer(root, doc) {
  const path = join(root, DOC_POINTER_NAME);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ doc }, null, 2)}
`);
  renameSync(temporary, path);
}
export {
  run
};
