import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  EVIDENCE_KINDS,
  isOneOf
} from "./chunk-TXSQEBDJ.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/commands/input/evidence.ts
function parseEvidence(argument) {
  const colon = argument.indexOf(":");
  const kind = colon < 0 ? "" : argument.slice(0, colon);
  const value = argument.slice(colon + 1);
  if (!isOneOf(EVIDENCE_KINDS, kind) || value === "") {
    throw new UsageError(`Unexpected --evidence ${JSON.stringify(argument)}, expected KIND:VALUE with KIND one of ${EVIDENCE_KINDS.join(", ")}`, {
      hint: 'For example --evidence path:src/app.ts --evidence commit:1a2b3c4 --evidence "command:npm test".'
    });
  }
  return { [kind]: value };
}

export {
  parseEvidence
};
