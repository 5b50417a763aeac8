import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/package-files.ts
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
function packageFile(relativePath) {
  return fileURLToPath(new URL(`../${relativePath}`, import.meta.url));
}
function packageVersion() {
  const manifest = JSON.parse(readFileSync(packageFile("package.json"), "utf8"));
  return manifest.version;
}

export {
  packageFile,
  packageVersion
};
