import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  secretInName
} from "./chunk-LJ7CRIML.js";
import {
  InputError
} from "./chunk-ATHXWNGJ.js";

// src/log/format/secret-names.ts
var NOT_NAMES = /* @__PURE__ */ new Set(["body", "bodySource", "evidence", "detail"]);
function refuseSecretsInNames(input) {
  const found = firstSecret(input, "");
  if (found === void 0) return;
  const via = found.field === "provenance.detected.session" ? input.provenance?.detected?.via : void 0;
  throw secretRefusal(found.kind, typeof via === "string" ? `${found.field} (from ${via})` : found.field);
}
function refuseSecretInName(field, value) {
  const secret = value === void 0 ? void 0 : secretInName(value);
  if (secret) throw secretRefusal(secret.kind, field);
}
function secretRefusal(kind, field) {
  return new InputError(
    `Unexpected ${kind} in ${field}, expected a name: names, ids and sessions are stored and pushed as given, so nothing was written`,
    void 0,
    {
      hint: "Give a name, id or session id that is not a secret; and treat this secret as leaked to wherever the command line or environment is seen: rotate it."
    }
  );
}
function firstSecret(value, path) {
  if (typeof value === "string") {
    const secret = secretInName(value);
    return secret && { field: path, kind: secret.kind };
  }
  if (typeof value !== "object" || value === null) return void 0;
  for (const [key, child] of Object.entries(value)) {
    if (path === "" && NOT_NAMES.has(key)) continue;
    const found = firstSecret(child, path === "" ? fieldName(key) : `${path}.${key}`);
    if (found) return found;
  }
  return void 0;
}
function fieldName(key) {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export {
  refuseSecretsInNames,
  refuseSecretInName
};
