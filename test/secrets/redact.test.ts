import { describe, expect, it } from 'vitest';
import { findSecrets, redactSecrets } from '../../src/secrets/redact.js';

const SECRETS: Record<string, string> = {
  'anthropic-key': 'sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  'api-key': 'sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123',
  'github-token': 'ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  'slack-token': 'xoxb-1234567890-abcdefghij',
  'aws-access-key': 'AKIAIOSFODNN7EXAMPLE',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  'claude-socket': '/run/user/1000/cc-socks/48211.sock',
  'npm-token': 'npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  'google-api-key': 'AIzaSyA-1234567890abcdefghijklmnopqrstu',
};

describe('secret detection', () => {
  for (const [kind, secret] of Object.entries(SECRETS)) {
    it(`replaces a ${kind} with a visible mark`, () => {
      const result = redactSecrets(`before ${secret} after`);
      expect(result.text).toBe(`before [redacted:${kind}] after`);
      expect(result.count).toBe(1);
      expect(result.kinds).toEqual({ [kind]: 1 });
    });
  }

  it('keeps the words that say what follows, and replaces only the value', () => {
    const text = [
      'curl -H "Authorization: Bearer abcdefghijklmnop0123456789"',
      'export CLAUDE_CODE_MESSAGING_TOKEN=s3cr3t-peer-token',
      '{"type":"auth","token":"0123456789abcdef"}',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    ].join('\n');
    expect(redactSecrets(text).text).toBe(
      [
        'curl -H "Authorization: Bearer [redacted:bearer-token]"',
        'export CLAUDE_CODE_MESSAGING_TOKEN=[redacted:peer-token]',
        '{"type":"auth","token":"[redacted:peer-token]"}',
        'aws_secret_access_key = [redacted:aws-secret-key]',
      ].join('\n'),
    );
  });

  it('replaces a whole private key block, and an unterminated one to the end', () => {
    const block = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\nghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789\n-----END OPENSSH PRIVATE KEY-----';
    expect(redactSecrets(`key:\n${block}\nthanks`)).toEqual({ text: 'key:\n[redacted:private-key]\nthanks', count: 1, kinds: { 'private-key': 1 } });
    expect(redactSecrets('-----BEGIN RSA PRIVATE KEY-----\nMIIEow').text).toBe('[redacted:private-key]');
  });

  it('gives the line and column of each secret, for linters', () => {
    const matches = findSecrets(`line one\n  token ${SECRETS['github-token']}\n`);
    expect(matches).toEqual([expect.objectContaining({ kind: 'github-token', line: 2, column: 9 })]);
  });

  it('leaves ordinary text alone, and its own marks too', () => {
    const text = 'The sk-learn docs say ghp_ prefixes exist. Bearer of news. [redacted:github-token]';
    expect(redactSecrets(text)).toEqual({ text, count: 0, kinds: {} });
  });
});
