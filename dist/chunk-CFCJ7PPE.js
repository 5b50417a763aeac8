import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  CODEX_HOOK_EVENTS
} from "./chunk-LNJSWDZF.js";
import "./chunk-JFC6J64U.js";
import "./chunk-HTD34CBB.js";
import "./chunk-Y2R454UV.js";
import "./chunk-RWR4IWXV.js";
import {
  codexHome
} from "./chunk-QH6WZGRJ.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DEHTOD6B.js";
import "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import "./chunk-VWTZAPKV.js";
import {
  shellWord
} from "./chunk-P6QENKUQ.js";
import {
  packageFile,
  packageVersion
} from "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  InputError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/install.ts
import { join as join5 } from "node:path";

// src/install/codex-destination.ts
import { homedir } from "node:os";
import { join } from "node:path";
async function codexSkillsDir(scope, io) {
  if (scope === "user") return join(io.env.HOME || homedir(), ".agents", "skills");
  const repo = await locateRepo(io.cwd).catch((error) => {
    throw new UsageError(`${io.cwd} is not inside a git repository, so there is no repository to install into`, {
      hint: "Run it inside the repository (or pass -C <dir>), or install for every repository with --user.",
      cause: error
    });
  });
  if (repo.worktree === void 0) {
    throw new UsageError("a bare repository has no working tree to hold .agents/skills", {
      hint: "Run it in a worktree of the repository, or install with --user."
    });
  }
  return join(repo.worktree, ".agents", "skills");
}

// src/install/codex-hooks.ts
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
var CODEX_HOOK_SCRIPT = "teamdoc-codex-hook.sh";
function planCodexHooks(options) {
  const { hooksFile, events } = options;
  const existing = readHooksFile(hooksFile);
  const hooks = { ...existing?.hooks ?? {} };
  for (const [event, groups] of Object.entries(hooks)) {
    const others = groups.filter((group) => !isTeamdocs(group));
    if (others.length > 0) hooks[event] = others;
    else delete hooks[event];
  }
  for (const event of events) {
    hooks[event] = [...hooks[event] ?? [], { hooks: [{ type: "command", command: `sh ${shellWord(options.script)} ${event}`, timeout: 30 }] }];
  }
  const next = { ...existing ?? {}, hooks };
  const text = `${JSON.stringify(next, null, 2)}
`;
  const before = existing === void 0 ? void 0 : readFileSync(hooksFile, "utf8");
  if (before !== void 0 && JSON.stringify(JSON.parse(before)) === JSON.stringify(next)) return { path: hooksFile, action: "unchanged", events, text };
  return { path: hooksFile, action: existing === void 0 || !hasTeamdocs(existing.hooks) ? "install" : "update", events, text };
}
function writeCodexHooks(plan) {
  if (plan.action !== "unchanged") writeAtomically(plan.path, plan.text);
  return { path: plan.path, action: plan.action, events: plan.events };
}
function isTeamdocs(group) {
  return (group.hooks ?? []).some((hook) => typeof hook.command === "string" && hook.command.includes(CODEX_HOOK_SCRIPT));
}
function hasTeamdocs(hooks) {
  return Object.values(hooks ?? {}).some((groups) => groups.some(isTeamdocs));
}
function readHooksFile(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw new InputError(`cannot read Codex's hooks file (${error.code ?? "error"})`, { file: path });
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw notHooks(path, `it is not JSON (${error.message})`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw notHooks(path, "it is not a JSON object");
  const hooks = parsed.hooks;
  if (hooks !== void 0 && (hooks === null || typeof hooks !== "object" || Array.isArray(hooks) || !Object.values(hooks).every(Array.isArray))) {
    throw notHooks(path, '"hooks" is not an object of event \u2192 list of hook groups');
  }
  return parsed;
}
function notHooks(path, why) {
  return new InputError(
    `not installing the Codex hooks: ${why}`,
    { file: path },
    {
      hint: "Nothing was written. Fix the file (Codex reads the same format as Claude Code\u2019s hooks) and run teamdoc install codex again, or pass --no-hooks."
    }
  );
}
function writeAtomically(path, text) {
  const temporary = join2(dirname(path), `.hooks.json.teamdoc-${process.pid}`);
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new InputError(
      `cannot write Codex's hooks file (${error.code ?? "error"})`,
      { file: path },
      {
        hint: "Check that the folder is writable, or pass --no-hooks."
      }
    );
  }
}

// src/install/install-skills.ts
import { lstatSync as lstatSync2, mkdirSync as mkdirSync2, mkdtempSync, readFileSync as readFileSync2, renameSync as renameSync2, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { dirname as dirname2, join as join4 } from "node:path";

// src/skills/skill-files.ts
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { join as join3 } from "node:path";
var SKILL_FILE = "SKILL.md";
function skillNames(packDir) {
  return readdirSync(packDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join3(packDir, entry.name, SKILL_FILE))).map((entry) => entry.name).sort();
}
function filesBelow(dir) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(join3(dir, relative), { withFileTypes: true })) {
      const path = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
      else throw new Error(`${join3(dir, path)} is neither a file nor a folder (${describe(join3(dir, path))})`);
    }
  };
  walk("");
  return files.sort();
}
function describe(path) {
  return lstatSync(path).isSymbolicLink() ? "a symbolic link" : "a special file";
}

// src/install/install-record.ts
import { createHash } from "node:crypto";
var INSTALL_RECORD_FILE = ".teamdoc-install.json";
function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
function makeInstallRecord(version, files) {
  const hashes = {};
  for (const [path, bytes] of files) hashes[path] = sha256(bytes);
  return { installedBy: "teamdoc", version, files: hashes };
}
function encodeInstallRecord(record) {
  return Buffer.from(`${JSON.stringify(record, null, 2)}
`);
}
function decodeInstallRecord(bytes) {
  if (bytes === void 0) return void 0;
  try {
    const value = JSON.parse(bytes.toString("utf8"));
    if (value.installedBy !== "teamdoc" || typeof value.version !== "string") return void 0;
    if (typeof value.files !== "object" || value.files === null) return void 0;
    if (!Object.values(value.files).every((hash) => typeof hash === "string")) return void 0;
    return value;
  } catch {
    return void 0;
  }
}
function matchesRecord(record, files) {
  const recorded = Object.keys(record.files);
  if (recorded.length !== files.size) return false;
  return recorded.every((path) => {
    const bytes = files.get(path);
    return bytes !== void 0 && sha256(bytes) === record.files[path];
  });
}

// src/install/install-skills.ts
function installSkills(options) {
  const plan = skillNames(options.packDir).map((name) => planSkill(name, options));
  const conflicts = plan.filter((skill) => skill.action === "replace");
  if (conflicts.length > 0 && !options.force) {
    const folders = conflicts.length === 1 ? "a skill folder" : `${conflicts.length} skill folders`;
    const lines = conflicts.map((skill) => `
  ${skill.name}: ${skill.path} ${skill.reason}`);
    throw new UsageError(`not installing: ${folders} would overwrite a different skill${lines.join("")}`, {
      hint: "Nothing was written. Keep what is there, or run again with --force to replace it with teamdoc\u2019s."
    });
  }
  const changes = plan.filter((skill) => skill.action !== "unchanged");
  if (changes.length > 0) writeSkills(changes, options);
  return plan.map(({ files: _files, ...skill }) => skill);
}
function planSkill(name, options) {
  const sourceDir = join4(options.packDir, name);
  const files = new Map(filesBelow(sourceDir).map((path2) => [path2, readFileSync2(join4(sourceDir, path2))]));
  const path = join4(options.destinationDir, name);
  const existing = readExisting(path, options.destinationDir);
  if (existing === "absent") return { name, path, action: "install", files };
  if (typeof existing === "string") return { name, path, action: "replace", reason: existing, files };
  const recordBytes = existing.get(INSTALL_RECORD_FILE);
  existing.delete(INSTALL_RECORD_FILE);
  if (sameFiles(existing, files)) return { name, path, action: "unchanged", files };
  const record = decodeInstallRecord(recordBytes);
  if (record && matchesRecord(record, existing)) return { name, path, action: "update", files };
  const reason = record ? "was installed by teamdoc and edited since" : "holds another skill of the same name";
  return { name, path, action: "replace", reason, files };
}
function readExisting(path, destinationDir) {
  let stat;
  try {
    stat = lstatSync2(path);
  } catch (error) {
    if (error.code === "ENOENT") return "absent";
    throw cannotWrite(destinationDir, error);
  }
  if (stat.isSymbolicLink()) return "is a symbolic link";
  if (!stat.isDirectory()) return "is a file, not a skill folder";
  try {
    return new Map(filesBelow(path).map((file) => [file, readFileSync2(join4(path, file))]));
  } catch {
    return "holds links or files teamdoc cannot read";
  }
}
function sameFiles(a, b) {
  if (a.size !== b.size) return false;
  for (const [path, bytes] of a) {
    const other = b.get(path);
    if (other === void 0 || !other.equals(bytes)) return false;
  }
  return true;
}
function writeSkills(skills, options) {
  try {
    mkdirSync2(options.destinationDir, { recursive: true });
  } catch (error) {
    throw cannotWrite(options.destinationDir, error);
  }
  const staging = mkdtempSync(join4(dirname2(options.destinationDir), ".teamdoc-install-"));
  try {
    for (const skill of skills) {
      const staged = join4(staging, skill.name);
      for (const [path, bytes] of skill.files) {
        mkdirSync2(dirname2(join4(staged, path)), { recursive: true });
        writeFileSync2(join4(staged, path), bytes);
      }
      const record = makeInstallRecord(options.version, skill.files);
      writeFileSync2(join4(staged, INSTALL_RECORD_FILE), encodeInstallRecord(record));
      swapIn(staged, skill.path, join4(staging, `${skill.name}.previous`));
    }
  } catch (error) {
    throw error instanceof InputError ? error : cannotWrite(options.destinationDir, error);
  } finally {
    rmSync2(staging, { recursive: true, force: true });
  }
}
function swapIn(staged, target, aside) {
  let movedAside = false;
  try {
    renameSync2(target, aside);
    movedAside = true;
  } catch (error) {
    if (error.code !== "ENOENT") throw cannotWrite(target, error);
  }
  try {
    renameSync2(staged, target);
  } catch (error) {
    if (movedAside) renameSync2(aside, target);
    throw cannotWrite(target, error);
  }
}
function cannotWrite(path, error) {
  const reason = error.code ?? (error instanceof Error ? error.message : String(error));
  return new InputError(
    `cannot install skills here (${reason})`,
    { file: path },
    {
      cause: error,
      hint: "Check that the folder is writable, or choose another with --user or --repo."
    }
  );
}

// src/report/install-text.ts
var VERBS = {
  install: "installed",
  update: "updated",
  unchanged: "unchanged",
  replace: "replaced"
};
var CODEX_MESSAGES = "A Codex session acks with teamdoc join and sends with teamdoc send --to <name>; what was sent to it arrives as a prompt (teamdoc log --for <its name> shows the history).";
var CODEX_TRUST = "Codex runs these hooks only once you trust them: open codex, type /hooks and trust teamdoc\u2019s (or choose \u201CTrust all and continue\u201D when Codex says hooks need review). Until then nothing records when a message reaches a Codex turn.";
function renderInstallReport(skills, destinationDir, hooks) {
  const rows = skills.map((skill) => ({
    verb: VERBS[skill.action],
    name: skill.name,
    path: skill.path,
    note: skill.action === "replace" ? ` (it ${skill.reason}; --force)` : ""
  }));
  if (hooks !== void 0)
    rows.push({
      verb: VERBS[hooks.action],
      name: "hooks",
      path: hooks.path,
      note: ` (${hooks.events.join(", ")}: records when a message teamdoc send queued reaches a Codex turn)`
    });
  const verbWidth = Math.max(...rows.map((row) => row.verb.length));
  const nameWidth = Math.max(...rows.map((row) => terminalSafeLine(row.name).length));
  const lines = rows.map(
    (row) => `${row.verb.padEnd(verbWidth)}  ${terminalSafeLine(row.name).padEnd(nameWidth)}  ${terminalSafeLine(row.path)}${terminalSafeLine(row.note)}`
  );
  const mentions = skills.map((skill) => `$${skill.name}`);
  const names = mentions.length > 1 ? `${mentions.slice(0, -1).join(", ")} or ${mentions.at(-1)}` : mentions.join("");
  lines.push(`Codex lists the skills in ${terminalSafeLine(destinationDir)} in its next session; mention ${names} to load one.`);
  if (hooks !== void 0 && hooks.action !== "unchanged") lines.push(CODEX_TRUST);
  lines.push(CODEX_MESSAGES);
  return `${lines.join("\n")}
`;
}

// src/commands/install.ts
async function run(operands, options, io) {
  const target = String(operands[0]);
  if (target !== "codex") {
    throw new UsageError(`Unexpected install target \`${target}\`, expected \`codex\``, {
      hint: "Claude Code installs teamdoc as a plugin: claude plugin marketplace add <teamdoc git URL>, then claude plugin install teamdoc@teamdoc."
    });
  }
  if (options.user && options.repo) {
    throw new UsageError("--user and --repo exclude each other", { hint: "Pick one; --repo is the default." });
  }
  const destinationDir = await codexSkillsDir(options.user ? "user" : "repo", io);
  const hooks = options.hooks === false ? void 0 : planCodexHooks({ hooksFile: join5(codexHome(io.env), "hooks.json"), script: packageFile(join5("hooks", CODEX_HOOK_SCRIPT)), events: CODEX_HOOK_EVENTS });
  const installed = installSkills({
    packDir: packageFile("skills"),
    destinationDir,
    version: packageVersion(),
    force: options.force === true
  });
  io.stdout.write(renderInstallReport(installed, destinationDir, hooks && writeCodexHooks(hooks)));
  return 0;
}
export {
  run
};
