import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/time/since.ts
var UNIT_MS = { m: 6e4, h: 36e5, d: 864e5, w: 6048e5 };
function parseSince(value, now, option = "--since") {
  const trimmed = value.trim();
  const age = /^(\d+)\s*([mhdw])$/.exec(trimmed);
  if (age) return new Date(now.getTime() - Number(age[1]) * UNIT_MS[age[2]]);
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed)) {
    const time = Date.parse(trimmed);
    if (!Number.isNaN(time)) return new Date(time);
  }
  throw new UsageError(
    `Unexpected ${option} value \`${value}\`, expected a date such as 2026-11-30, a time such as 2026-11-30T10:00Z, or an age such as 6h or 2d`
  );
}
var DAY_MS = 864e5;
function parseUntil(value, now) {
  const moment = parseSince(value, now, "--until");
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? new Date(moment.getTime() + DAY_MS - 1) : moment;
}

export {
  parseSince,
  parseUntil
};
