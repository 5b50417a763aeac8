import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  roleIndex
} from "./chunk-A3PGRPRT.js";
import {
  FINISHED_STATUSES,
  nameKey
} from "./chunk-PXTZHCII.js";

// src/doc/part-owners.ts
function isFinished(role) {
  return role.status !== void 0 && FINISHED_STATUSES.includes(role.status);
}
function rowsOwning(doc, part) {
  const key = nameKey(part);
  return doc.roles.filter((role) => role.parts.some((named) => nameKey(named.text) === key));
}
function currentOwner(doc, part) {
  const rows = rowsOwning(doc, part);
  return rows.find((role) => !isFinished(role)) ?? rows[rows.length - 1];
}
function rowInPlaceOf(doc, finished) {
  if (!isFinished(finished)) return void 0;
  if (finished.parent === void 0)
    return doc.roles.find((role) => role !== finished && role.parent === void 0 && !role.cells.parent.missing && !isFinished(role));
  const parts = finished.parts.map((part) => nameKey(part.text));
  if (parts.length === 0) return void 0;
  return doc.roles.find((role) => role !== finished && !isFinished(role) && role.parts.some((part) => parts.includes(nameKey(part.text))));
}
function resourcesHeldBy(doc, role) {
  const roles = roleIndex(doc);
  return doc.resources.filter((resource) => resource.owner !== void 0 && roles.find(resource.owner)?.role === role);
}

export {
  isFinished,
  rowsOwning,
  currentOwner,
  rowInPlaceOf,
  resourcesHeldBy
};
