import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/secrets/patterns.ts
var SECRET_PATTERNS = [
  // Private key blocks first: their base64 body could otherwise match narrower patterns.
  {
    kind: "private-key",
    pattern: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----|[\s\S]*$)/g
  },
  { kind: "anthropic-key", pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { kind: "api-key", pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: "github-token", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "aws-access-key", pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  {
    kind: "aws-secret-key",
    pattern: /(?<=\baws_secret_access_key["']?\s*[:=]\s*["']?)([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi
  },
  { kind: "google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: "npm-token", pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: "bearer-token", pattern: /(?<=\b[Bb]earer\s+)([A-Za-z0-9._~+/-]{16,}=*)/g },
  // Claude Code's per-session inbox socket: whoever can write to it can speak as a peer.
  { kind: "claude-socket", pattern: /(?:\/[^\s"'<>`/]+)*\/cc-socks(?:-\d+)?\/\d+\.sock\b/g },
  {
    kind: "peer-token",
    pattern: /(?<=\bCLAUDE_CODE_MESSAGING_TOKEN\s*[=:]\s*["']?)([^\s"']{8,})/g
  },
  {
    kind: "peer-token",
    pattern: /(?<="(?:peerToken|token)"\s*:\s*")([^"\\]{8,})(?=")/g
  }
];

// src/secrets/redact.ts
function redactionMark(kind) {
  return `[redacted:${kind}]`;
}
function findSecrets(text) {
  const taken = [];
  for (const { kind, pattern } of SECRET_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start) continue;
      if (taken.some((other) => start < other.end && other.start < end)) continue;
      taken.push({ kind, start, end });
    }
  }
  taken.sort((a, b) => a.start - b.start);
  return withPositions(text, taken);
}
function redactSecrets(text) {
  const matches = findSecrets(text);
  if (matches.length === 0) return { text, count: 0, kinds: {} };
  const kinds = {};
  let result = "";
  let cursor = 0;
  for (const match of matches) {
    result += text.slice(cursor, match.start) + redactionMark(match.kind);
    cursor = match.end;
    kinds[match.kind] = (kinds[match.kind] ?? 0) + 1;
  }
  return { text: result + text.slice(cursor), count: matches.length, kinds };
}
function withPositions(text, matches) {
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  return matches.map((match) => {
    for (; scanned < match.start; scanned++) {
      if (text.charCodeAt(scanned) === 10) {
        line++;
        lineStart = scanned + 1;
      }
    }
    return { ...match, line, column: match.start - lineStart + 1 };
  });
}

export {
  findSecrets,
  redactSecrets
};
