/**
 * What counts as evidence in a report or a verdict: something another session
 * can check without asking — a path, a commit, a command, a link (the report
 * formats' own definition). "It works" and "tests pass" cite nothing.
 *
 * Read from plain text, so the same reading serves a doc's verdict (given its
 * code spans and links by the model) and a message body in the log.
 */

type EvidenceKind = 'path' | 'commit' | 'command' | 'url';

export interface EvidenceRef {
  kind: EvidenceKind;
  text: string;
}

const URL = /\bhttps?:\/\/[^\s<>()`'"]+[^\s<>()`'".,;:!?]/g;
/** 7 to 40 hex digits with at least one digit and one letter: `3f2a9c1`, not `2026112` or `defaced`. */
const COMMIT = /(?<![\w/.-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w/-])/g;
/**
 * A path: rooted (`/data/x`, `./out`, `../a`, `~/runs`), or with two or more
 * separators (`runs/7b/eval`), or a file name with an extension people cite
 * (`out/eval.json`, `REPORT.md`). `pass/fail` and `and/or` are not paths.
 */
const PATH =
  /(?<![\w/.:-])(?:(?:~|\.{1,2})?\/[\w.@+-]+(?:\/[\w.@+-]*)*|[\w.@+-]+(?:\/[\w.@+-]+){2,}\/?|(?:[\w.@+-]+\/)*[\w@+-]+\.(?:md|txt|log|json|jsonl|ya?ml|toml|csv|tsv|py|ts|js|mjs|cjs|sh|ipynb|html|pdf|png|svg|parquet|pt|ckpt|safetensors|out|err|sarif|xml|patch|diff))(?![\w/])/g;
/** A command written as a code span, or a line that starts with a shell prompt. */
const CODE_SPAN = /`([^`\n]+)`/g;
const PROMPT_LINE = /^\s*(?:[-*]\s+)?\$ (\S.*)$/gm;

/** Every piece of evidence cited in `text`, in order of kind: links, commits, paths, commands. */
export function evidenceInText(text: string): EvidenceRef[] {
  const found: EvidenceRef[] = [];
  const withoutUrls = collect(text, URL, 'url', found);
  collect(withoutUrls, COMMIT, 'commit', found);
  collect(withoutUrls, PATH, 'path', found);
  for (const match of text.matchAll(CODE_SPAN)) found.push(classifyCode(match[1]!));
  for (const match of text.matchAll(PROMPT_LINE)) found.push({ kind: 'command', text: match[1]!.trim() });
  return dedupe(found);
}

/** A code span or block: a path or a commit when it is one, else a command. */
export function classifyCode(code: string): EvidenceRef {
  const text = code.trim();
  if (new RegExp(`^${URL.source}$`).test(text)) return { kind: 'url', text };
  if (new RegExp(`^${COMMIT.source}$`).test(text)) return { kind: 'commit', text };
  if (new RegExp(`^${PATH.source}$`).test(text)) return { kind: 'path', text };
  return { kind: 'command', text };
}

function collect(text: string, pattern: RegExp, kind: EvidenceKind, into: EvidenceRef[]): string {
  return text.replace(pattern, (match) => {
    into.push({ kind, text: match });
    return ' '.repeat(match.length);
  });
}

function dedupe(refs: EvidenceRef[]): EvidenceRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.kind}\u0000${ref.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
