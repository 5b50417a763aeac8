import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/text/home-path.ts
function shortenPath(file, home) {
  if (home && home !== "/" && (file === home || file.startsWith(`${home}/`))) return `~${file.slice(home.length)}`;
  return file;
}

export {
  shortenPath
};
