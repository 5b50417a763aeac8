/**
 * What a secret looks like. Each pattern names a kind, which becomes the
 * visible mark (`[redacted:github-token]`). Patterns match the secret only;
 * where a prefix says what follows (`Bearer `, `"peerToken":"`), the prefix
 * stays and only the value is replaced, so the text still reads.
 */

export interface SecretPattern {
  kind: string;
  /** Global regular expression; the whole match is the secret (a prefix that says what follows sits in a lookbehind). */
  pattern: RegExp;
}

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  // Private key blocks first: their base64 body could otherwise match narrower patterns.
  {
    kind: 'private-key',
    pattern: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----|[\s\S]*$)/g,
  },
  { kind: 'anthropic-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { kind: 'api-key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: 'slack-token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'aws-access-key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  {
    kind: 'aws-secret-key',
    pattern: /(?<=\baws_secret_access_key["']?\s*[:=]\s*["']?)([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi,
  },
  { kind: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: 'npm-token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: 'bearer-token', pattern: /(?<=\b[Bb]earer\s+)([A-Za-z0-9._~+/-]{16,}=*)/g },
  // Claude Code's per-session inbox socket: whoever can write to it can speak as a peer.
  { kind: 'claude-socket', pattern: /(?:\/[^\s"'<>`/]+)*\/cc-socks(?:-\d+)?\/\d+\.sock\b/g },
  {
    kind: 'peer-token',
    pattern: /(?<=\bCLAUDE_CODE_MESSAGING_TOKEN\s*[=:]\s*["']?)([^\s"']{8,})/g,
  },
  {
    kind: 'peer-token',
    pattern: /(?<="(?:peerToken|token)"\s*:\s*")([^"\\]{8,})(?=")/g,
  },
];
