import { findSecrets } from '../../secrets/redact.js';
import { defineKickoffRule } from './kickoff-rule.js';

export default defineKickoffRule({
  id: 'kickoff-secret',
  severity: 'error',
  description: 'The kickoff holds no secret-looking string: API keys, tokens, private keys, passwords in URLs, Claude Code socket paths or peer tokens.',
  check({ kickoff }, report) {
    for (const secret of findSecrets(kickoff.text)) {
      report(
        kickoff.index.span(secret.start, secret.end),
        `Unexpected ${secret.kind} in a kickoff, expected no secrets: a kickoff is pasted, logged and shown`,
        {
          hint:
            secret.kind === 'claude-socket'
              ? 'Address the parent by name (SendMessage `to: "<name>"`); whoever can write to a socket can speak as that session.'
              : 'Remove it, and hand the worker a secret through the machine’s own secret store or environment, never a message.',
        },
      );
    }
  },
});
