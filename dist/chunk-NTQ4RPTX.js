import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  packageFile,
  packageVersion
} from "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-S2NHDCHS.js";
import "./chunk-XIPXUBBM.js";
import {
  InputError,
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";

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

// src/install/install-skills.ts
import { lstatSync as lstatSync2, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join as join3 } from "node:path";

// src/skills/skill-files.ts
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { join as join2 } from "node:path";
var SKILL_FILE = "SKILL.md";
function skillNames(packDir) {
  return readdirSync(packDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join2(packDir, entry.name, SKILL_FILE))).map((entry) => entry.name).sort();
}
function filesBelow(dir) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(join2(dir, relative), { withFileTypes: true })) {
      const path = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
      else throw new Error(`${join2(dir, path)} is neither a file nor a folder (${describe(join2(dir, path))})`);
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
  const sourceDir = join3(options.packDir, name);
  const files = new Map(filesBelow(sourceDir).map((path2) => [path2, readFileSync(join3(sourceDir, path2))]));
  const path = join3(options.destinationDir, name);
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
    return new Map(filesBelow(path).map((file) => [file, readFileSync(join3(path, file))]));
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
    mkdirSync(options.destinationDir, { recursive: true });
  } catch (error) {
    throw cannotWrite(options.destinationDir, error);
  }
  const staging = mkdtempSync(join3(dirname(options.destinationDir), ".teamdoc-install-"));
  try {
    for (const skill of skills) {
      const staged = join3(staging, skill.name);
      for (const [path, bytes] of skill.files) {
        mkdirSync(dirname(join3(staged, path)), { recursive: true });
        writeFileSync(join3(staged, path), bytes);
      }
      const record = makeInstallRecord(options.version, skill.files);
      writeFileSync(join3(staged, INSTALL_RECORD_FILE), encodeInstallRecord(record));
      swapIn(staged, skill.path, join3(staging, `${skill.name}.previous`));
    }
  } catch (error) {
    throw error instanceof InputError ? error : cannotWrite(options.destinationDir, error);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
function swapIn(staged, target, aside) {
  let movedAside = false;
  try {
    renameSync(target, aside);
    movedAside = true;
  } catch (error) {
    if (error.code !== "ENOENT") throw cannotWrite(target, error);
  }
  try {
    renameSync(staged, target);
  } catch (error) {
    if (movedAside) renameSync(aside, target);
    throw cannotWrite(target, error);
  }
}
function cannotWrite(path, error) {
  const reason = error.code ?? (error instanceof Error ? error.message : String(error));
  return new InputError(`cannot install skills here (${reason})`, { file: path }, {
    cause: error,
    hint: "Check that the folder is writable, or choose another with --user or --repo."
  });
}

// src/report/install-text.ts
var VERBS = {
  install: "installed",
  update: "updated",
  unchanged: "unchanged",
  replace: "replaced"
};
var CODEX_RECORDING = "Nothing records by itself in Codex (no inbox between sessions, and only trusted hooks run): a Codex session acks with teamdoc join, records with teamdoc record, and reads teamdoc log --for <its name> at every turn.";
function formatInstallReport(skills, destinationDir) {
  const verbWidth = Math.max(...skills.map((skill) => VERBS[skill.action].length));
  const nameWidth = Math.max(...skills.map((skill) => terminalSafeLine(skill.name).length));
  const lines = skills.map((skill) => {
    const note = skill.action === "replace" ? ` (it ${skill.reason}; --force)` : "";
    const name = terminalSafeLine(skill.name).padEnd(nameWidth);
    return `${VERBS[skill.action].padEnd(verbWidth)}  ${name}  ${terminalSafeLine(skill.path)}${terminalSafeLine(note)}`;
  });
  const mentions = skills.map((skill) => `$${skill.name}`);
  const names = mentions.length > 1 ? `${mentions.slice(0, -1).join(", ")} or ${mentions.at(-1)}` : mentions.join("");
  lines.push(`Codex lists the skills in ${terminalSafeLine(destinationDir)} in its next session; mention ${names} to load one.`);
  lines.push(CODEX_RECORDING);
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
  const installed = installSkills({
    packDir: packageFile("skills"),
    destinationDir,
    version: packageVersion(),
    force: options.force === true
  });
  io.stdout.write(formatInstallReport(installed, destinationDir));
  return 0;
}
export {
  run
};
