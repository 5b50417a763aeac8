/**
 * What a secret looks like. Each pattern names a kind, which becomes the
 * visible mark (`[redacted:github-token]`). Where words say what follows
 * (`Bearer `, `AccountKey=`, `https://user:`), they stay and only the value,
 * the named group `secret`, is replaced, so the text still reads.
 *
 * Every pattern starts with a literal or a short fixed alternative: the log
 * runs them all over every body (up to 16 MiB), so none may backtrack over
 * a long run of text (bench/secrets.mjs measures it).
 */

export interface SecretPattern {
  kind: string;
  /** Global; with a named group `secret`, only that group is the secret (and the `d` flag gives its place). */
  pattern: RegExp;
  /** A second look at the secret, for prefixes that ordinary words share (`sk-learn-…`, `EOS_TOKEN = "…"`). */
  accept?: (secret: string) => boolean;
  /** An address peers are reached by: redacted in text, yet what names a party when nothing else does. */
  address?: true;
}

/** An assignment's separator: `=`, `:`, `": "` or plain space (`aws configure set aws_secret_access_key X`). */
const ASSIGNED = String.raw`["']?(?:\s*[:=]\s*|[ \t]+)["']?`;

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  // Private key blocks first: their base64 body could otherwise match narrower patterns. Every armour: PEM and
  // PKCS#8 (RSA, EC, DSA, ENCRYPTED), OpenSSH, PGP ("PRIVATE KEY BLOCK"), SSH2 ("---- BEGIN … ----"); unterminated: to the end.
  {
    kind: 'private-key',
    pattern: /-{4,5} ?BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)? ?-{4,5}(?:[\s\S]*?-{4,5} ?END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)? ?-{4,5}|[\s\S]*$)/g,
  },
  { kind: 'private-key', pattern: /PuTTY-User-Key-File-\d+:(?:[\s\S]*?Private-MAC: *[0-9a-fA-F]+|[\s\S]*$)/g },
  { kind: 'anthropic-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { kind: 'openai-key', pattern: /\bsk-[A-Za-z0-9_-]{20,}/g, accept: looksGenerated },
  { kind: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: 'gitlab-token', pattern: /\b(?:gl(?:pat|dt|rt|ptt|cbt|imt|soat|oas|ft|agent)-|GR1348941)[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*/g },
  { kind: 'huggingface-token', pattern: /\b(?:hf|api_org)_[A-Za-z0-9]{30,}/g },
  { kind: 'slack-token', pattern: /\b(?:xox[abposre]-[A-Za-z0-9-]{10,}|xapp-\d-[A-Za-z0-9-]{10,})/g },
  { kind: 'slack-webhook', pattern: /\bhooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{20,}/g },
  { kind: 'npm-token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'pypi-token', pattern: /\bpypi-AgE[A-Za-z0-9_-]{50,}/g },
  { kind: 'stripe-key', pattern: /\b(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9+/=]{24,})/g },
  { kind: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: 'google-oauth', pattern: /\b(?:GOCSPX-[A-Za-z0-9_-]{24,}|ya29\.[A-Za-z0-9_-]{20,})/g },
  { kind: 'databricks-token', pattern: /\bdapi[0-9a-f]{32}(?:-\d+)?\b/g },
  { kind: 'replicate-token', pattern: /\br8_[A-Za-z0-9]{30,}/g },
  { kind: 'groq-key', pattern: /\bgsk_[A-Za-z0-9]{40,}/g },
  { kind: 'docker-token', pattern: /\bdckr_pat_[A-Za-z0-9_-]{20,}/g },
  { kind: 'aws-access-key', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  // The AWS CLI prints `"SecretAccessKey": "…"`; credentials files and the environment spell it aws_secret_access_key.
  {
    kind: 'aws-secret-key',
    pattern: new RegExp(String.raw`\b(?:aws_?secret_?access_?key|secret_?access_?key)${ASSIGNED}(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])`, 'dgi'),
  },
  { kind: 'aws-session-token', pattern: new RegExp(String.raw`\b(?:aws_?session_?token|session_?token)${ASSIGNED}(?<secret>[A-Za-z0-9/+=]{40,})`, 'dgi') },
  // Azure connection strings keep their account and endpoint; the key goes. SAS signatures ride in URLs.
  { kind: 'azure-key', pattern: /\b(?:AccountKey|SharedAccessKey|SharedSecret)=(?<secret>[A-Za-z0-9+/=]{20,})/dgi },
  { kind: 'azure-sas', pattern: /[?&;]sig=(?<secret>[A-Za-z0-9%+/=]{16,})/dg },
  { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  // `scheme://user:password@host`: the user and host stay. Anchored on `://`, so a long word is never re-scanned.
  { kind: 'url-password', pattern: /:\/\/[^\s:/?#@"'<>]*:(?<secret>[^\s/?#@"'<>]+)@/dg },
  { kind: 'bearer-token', pattern: /\b[Bb]earer\s+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/dg },
  { kind: 'basic-auth', pattern: /\bAuthorization:\s*Basic\s+(?<secret>[A-Za-z0-9+/]{8,}={0,2})/dgi },
  // Claude Code's per-session inbox socket: whoever can write to it can speak as a peer. The whole path goes;
  // it starts only where a word starts (`uds:` and `SOCKET=` stay), so a long path is scanned once, not once a slash.
  { kind: 'claude-socket', pattern: /(?<![^\s"'<>`:=(])[^\s"'<>`:=(]*?\/cc-socks(?:-\d+)?\/\d+\.sock\b/g, address: true },
  { kind: 'peer-token', pattern: /\bCLAUDE_CODE_MESSAGING_TOKEN\s*[=:]\s*["']?(?<secret>[^\s"']{8,})/dg },
  { kind: 'peer-token', pattern: /"(?:peerToken|token)"\s*:\s*"(?<secret>[^"\\]{8,})"/dg },
  // Last: a variable whose name says it holds a secret (`WANDB_API_KEY=…`, `PGPASSWORD: …`), when no pattern
  // above knew the value. Upper-case names (and Password): `token = tokenizer(text)` is code, not a secret.
  {
    kind: 'assigned-secret',
    pattern: /(?:API_?KEY|ACCESS_?KEY|SECRET(?:_?KEY)?|TOKEN)(?![A-Za-z0-9])["']?\s*[=:]\s*["']?(?<secret>[^\s"'`,;]{8,})/dg,
    accept: (value) => !isPlaceholder(value) && looksGenerated(value),
  },
  {
    kind: 'assigned-password',
    pattern: /(?:PASSWORD|PASSWD|[Pp]assword)(?![A-Za-z0-9])["']?\s*[=:]\s*["']?(?<secret>[^\s"'`,;]{6,})/dg,
    accept: (value) => !isPlaceholder(value) && !looksLikeCode(value),
  },
];

/**
 * A run of 16 letters and digits holding both, as a generated key has and a word or a slug
 * (`sk-learn-compatible-wrapper`, `UNK_TOKEN = "unknown_token"`) has not.
 */
function looksGenerated(text: string): boolean {
  for (const run of text.match(/[A-Za-z0-9]{16,}/g) ?? []) {
    if (/[0-9]/.test(run) && /[A-Za-z]/.test(run)) return true;
  }
  return false;
}

/** `request.form["password"]`, `os.environ`, `getpass()`: code that fetches a password, not one. */
function looksLikeCode(value: string): boolean {
  return /[()[\]{}]/.test(value) || /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/.test(value);
}

/** `$HF_TOKEN`, `${SECRET}`, `<your key>`, `%(token)s`, `[PAD]`, `xxxxxxxx`, `********`: a value named, not given. */
function isPlaceholder(value: string): boolean {
  return /^[$<{%[(]/.test(value) || /^(.)\1*$/.test(value) || /^(?:x+|\*+|\.+|changeme|password|secret|none|null|true|false)$/i.test(value);
}
