import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/protocol/evidence.ts
var URL = /\bhttps?:\/\/[^\s<>()`'"]+[^\s<>()`'".,;:!?]/g;
var COMMIT = /(?<![\w/.-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w/-])/g;
var PATH = /(?<![\w/.:-])(?:(?:~|\.{1,2})?\/[\w.@+-]+(?:\/[\w.@+-]*)*|[\w.@+-]+(?:\/[\w.@+-]+){2,}\/?|(?:[\w.@+-]+\/)*[\w@+-]+\.(?:md|txt|log|json|jsonl|ya?ml|toml|csv|tsv|py|ts|js|mjs|cjs|sh|ipynb|html|pdf|png|svg|parquet|pt|ckpt|safetensors|out|err|sarif|xml|patch|diff))(?![\w/])/g;
var CODE_SPAN = /`([^`\n]+)`/g;
var PROMPT_LINE = /^\s*(?:[-*]\s+)?\$ (\S.*)$/gm;
function evidenceInText(text) {
  const found = [];
  const withoutUrls = collect(text, URL, "url", found);
  collect(withoutUrls, COMMIT, "commit", found);
  collect(withoutUrls, PATH, "path", found);
  for (const match of text.matchAll(CODE_SPAN)) found.push(classifyCode(match[1]));
  for (const match of text.matchAll(PROMPT_LINE)) found.push({ kind: "command", text: match[1].trim() });
  return dedupe(found);
}
function classifyCode(code) {
  const text = code.trim();
  if (new RegExp(`^${URL.source}$`).test(text)) return { kind: "url", text };
  if (new RegExp(`^${COMMIT.source}$`).test(text)) return { kind: "commit", text };
  if (new RegExp(`^${PATH.source}$`).test(text)) return { kind: "path", text };
  return { kind: "command", text };
}
function collect(text, pattern, kind, into) {
  return text.replace(pattern, (match) => {
    into.push({ kind, text: match });
    return " ".repeat(match.length);
  });
}
function dedupe(refs) {
  const seen = /* @__PURE__ */ new Set();
  return refs.filter((ref) => {
    const key = `${ref.kind}\0${ref.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export {
  evidenceInText,
  classifyCode
};
