import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/log/store/process-identity.ts
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";
var current;
function currentProcess() {
  if (current) return current;
  const identity = { pid: process.pid, host: hostname() };
  const startTime = processStartTime(process.pid);
  const bootId = readOptional(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
  const pidNamespace = readOptional(() => readlinkSync("/proc/self/ns/pid"));
  if (startTime !== void 0) identity.startTime = startTime;
  if (bootId !== void 0) identity.bootId = bootId;
  if (pidNamespace !== void 0) identity.pidNamespace = pidNamespace;
  current = identity;
  return identity;
}
function livenessOf(owner, self = currentProcess()) {
  if (owner.host !== self.host) return "unknown";
  if (owner.bootId !== void 0 && self.bootId !== void 0 && owner.bootId !== self.bootId) return "dead";
  if (owner.pidNamespace !== self.pidNamespace) return "unknown";
  if (owner.pid === self.pid && owner.startTime === self.startTime) return "alive";
  if (!pidExists(owner.pid)) return "dead";
  const stat = processStat(owner.pid);
  if (stat?.state === "Z") return "dead";
  if (owner.startTime === void 0 || stat === void 0) return "alive";
  return stat.startTime === owner.startTime ? "alive" : "dead";
}
function pidExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function processStartTime(pid) {
  return processStat(pid)?.startTime;
}
function processStat(pid) {
  return readOptional(() => {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] === void 0 ? void 0 : { state: fields[0], startTime: fields[19] };
  });
}
function readOptional(read) {
  try {
    return read();
  } catch {
    return void 0;
  }
}

export {
  currentProcess,
  livenessOf
};
