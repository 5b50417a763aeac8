/**
 * What counts as a secret: every sample of the secrets table is replaced by its visible mark, exactly
 * where it stands and nothing around it; every near-miss is left alone; names refuse what bodies redact.
 */
import { describe, expect, it } from 'vitest';
import { SECRET_PATTERNS } from '../../src/secrets/patterns.js';
import { findSecrets, redactSecrets, secretInName } from '../../src/secrets/redact.js';
import { NEAR_MISSES, SECRET_SAMPLES } from '../helpers/secret-samples.js';

const mark = (kind: string) => `[redacted:${kind}]`;

describe('the secrets table', () => {
  it.each(SECRET_SAMPLES.map((sample) => [sample.kind, sample.text.slice(0, 60), sample] as const))('%s: %s…', (_kind, _head, sample) => {
    const redacted = sample.redacted ?? sample.text.replace(sample.secret, mark(sample.kind));
    const result = redactSecrets(`before ${sample.text} after`);
    expect(result.text).toBe(`before ${redacted} after`);
    expect(result.text).not.toContain(sample.secret);
    expect(result.kinds[sample.kind]).toBeGreaterThanOrEqual(1);
  });

  it('has at least two samples of every kind it recognises', () => {
    const kinds = new Set(SECRET_PATTERNS.map((pattern) => pattern.kind));
    for (const kind of kinds) expect(SECRET_SAMPLES.filter((sample) => sample.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
  });

  it.each(NEAR_MISSES.map((text) => [text]))('leaves %s alone', (text) => {
    expect(redactSecrets(text)).toEqual({ text, count: 0, kinds: {} });
    expect(secretInName(text)).toBeUndefined();
  });

  it('finds a secret inside a name, except an address peers are reached by', () => {
    expect(secretInName('lead-ghp_P9xSswfPh0chZjeMjiY9GIklJ053wo1zbQjs')).toMatchObject({ kind: 'github-token' });
    expect(secretInName('uds:/run/user/1000/cc-socks/48211.sock')).toBeUndefined();
    expect(redactSecrets('uds:/run/user/1000/cc-socks/48211.sock').text).toBe('uds:[redacted:claude-socket]');
  });
});

describe('secret detection', () => {
  it('replaces a whole private key block, and an unterminated one to the end', () => {
    const block = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\nghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789\n-----END OPENSSH PRIVATE KEY-----';
    expect(redactSecrets(`key:\n${block}\nthanks`)).toEqual({ text: 'key:\n[redacted:private-key]\nthanks', count: 1, kinds: { 'private-key': 1 } });
    expect(redactSecrets('-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGVx').text).toBe('[redacted:private-key]');
  });

  it('gives the line and column of each secret, for linters', () => {
    const matches = findSecrets('line one\n  token ghp_P9xSswfPh0chZjeMjiY9GIklJ053wo1zbQjs\n  https://ada:Tr4in-Run-42!@registry.example.com\n');
    expect(matches).toEqual([
      expect.objectContaining({ kind: 'github-token', line: 2, column: 9 }),
      expect.objectContaining({ kind: 'url-password', line: 3, column: 15 }),
    ]);
  });

  it('counts each kind, and leaves its own marks alone when it meets them again', () => {
    const once = redactSecrets(
      'ghp_P9xSswfPh0chZjeMjiY9GIklJ053wo1zbQjs and gho_DKDSuWk0qWasBWWBnk9b7NwwsgNFxAwucKtI at https://ada:Tr4in-Run-42!@example.com',
    );
    expect(once).toMatchObject({ count: 3, kinds: { 'github-token': 2, 'url-password': 1 } });
    expect(redactSecrets(once.text)).toEqual({ text: once.text, count: 0, kinds: {} });
  });

  it('a prefix in a URL or a variable is kept, and only the value goes', () => {
    expect(redactSecrets('git remote add origin https://oauth2:glpat-ZMAl4lwLiuZdQbtnkbIV@gitlab.example.com/acme/trainer.git').text).toBe(
      'git remote add origin https://oauth2:[redacted:gitlab-token]@gitlab.example.com/acme/trainer.git',
    );
    expect(redactSecrets('HF_TOKEN=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 python train.py').text).toBe('HF_TOKEN=[redacted:huggingface-token] python train.py');
  });
});
