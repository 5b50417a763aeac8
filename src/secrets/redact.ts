/**
 * Finds secret-looking strings and replaces each with a visible mark before
 * anything is written. The log, the kickoff linter and handoff share this, so
 * "what counts as a secret" has one answer.
 */
import { SECRET_PATTERNS } from './patterns.js';

export interface SecretMatch {
  kind: string;
  /** UTF-16 offsets into the text, end exclusive. */
  start: number;
  end: number;
  /** 1-based position of the start, for findings. */
  line: number;
  column: number;
}

export interface Redaction {
  text: string;
  /** How many secrets were replaced. */
  count: number;
  /** How many of each kind, for a report like "2 github-token, 1 private-key". */
  kinds: Record<string, number>;
}

function redactionMark(kind: string): string {
  return `[redacted:${kind}]`;
}

/** Every secret in `text`, in order, never overlapping (an earlier pattern wins an overlap). */
export function findSecrets(text: string): SecretMatch[] {
  const taken: Array<{ kind: string; start: number; end: number }> = [];
  for (const { kind, pattern, accept } of SECRET_PATTERNS) {
    // exec on the shared expression: matchAll clones it on every call, ten times the cost on short names.
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const [start, end] = match.indices?.groups?.secret ?? [match.index, match.index + match[0].length];
      if (end === start) continue;
      const secret = text.slice(start, end);
      // A mark already in the text (`https://u:[redacted:url-password]@h`) is not found again.
      if (secret.startsWith('[redacted:') || (accept && !accept(secret))) continue;
      if (taken.some((other) => start < other.end && other.start < end)) continue;
      taken.push({ kind, start, end });
    }
  }
  taken.sort((a, b) => a.start - b.start);
  return withPositions(text, taken);
}

/**
 * The first secret in a text that names something (an id, a name, a session, a host), or undefined.
 * An address peers are reached by is a name there, though a body has it redacted.
 */
export function secretInName(text: string): SecretMatch | undefined {
  return findSecrets(text).find((match) => !ADDRESS_KINDS.has(match.kind));
}

const ADDRESS_KINDS = new Set(SECRET_PATTERNS.filter((pattern) => pattern.address).map((pattern) => pattern.kind));

export function redactSecrets(text: string): Redaction {
  const matches = findSecrets(text);
  if (matches.length === 0) return { text, count: 0, kinds: {} };
  const kinds: Record<string, number> = {};
  let result = '';
  let cursor = 0;
  for (const match of matches) {
    result += text.slice(cursor, match.start) + redactionMark(match.kind);
    cursor = match.end;
    kinds[match.kind] = (kinds[match.kind] ?? 0) + 1;
  }
  return { text: result + text.slice(cursor), count: matches.length, kinds };
}

function withPositions(text: string, matches: Array<{ kind: string; start: number; end: number }>): SecretMatch[] {
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  return matches.map((match) => {
    for (; scanned < match.start; scanned++) {
      if (text.charCodeAt(scanned) === 0x0a) {
        line++;
        lineStart = scanned + 1;
      }
    }
    return { ...match, line, column: match.start - lineStart + 1 };
  });
}
