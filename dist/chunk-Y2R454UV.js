import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/hooks/state.ts
import { join } from "node:path";
function hookStatePaths(commonDir) {
  const root = join(commonDir, "teamdoc", "hooks");
  return { root, errors: join(root, "errors.jsonl"), sent: join(root, "sent"), pending: join(root, "pending"), queued: join(root, "queued") };
}

export {
  hookStatePaths
};
