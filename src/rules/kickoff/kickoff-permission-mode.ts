import { PERMISSION_MODES } from '../../session/permission-modes.js';
import { defineKickoffRule, missingAt } from './kickoff-rule.js';
import { kickoffSubject } from './kickoff-subject.js';
import { oneOf, quote } from '../support/words.js';

/** Codex's approval policies (`--ask-for-approval`), for a Codex worker's kickoff. */
const CODEX_APPROVAL_POLICIES = ['untrusted', 'on-failure', 'on-request', 'never'] as const;

const NAMED = new RegExp(
  `permission[ -]mode\\b[^\\n]{0,80}?(?<![\\w-])(${[...PERMISSION_MODES, ...CODEX_APPROVAL_POLICIES].join('|')}|unknown)(?![\\w-])`,
  'i',
);

export default defineKickoffRule({
  id: 'kickoff-permission-mode',
  severity: 'error',
  description:
    'The kickoff says which permission mode the worker runs in: sessions in different classes (bypass versus prompting) hold each other’s messages. A Codex worker (its row’s Runtime) has no such mode.',
  check({ kickoff, doc }, report) {
    if (kickoffSubject(kickoff, doc).owner?.runtime === 'codex') return;
    const match = NAMED.exec(kickoff.text);
    if (match && match[1]!.toLowerCase() !== 'unknown') return;
    const expected = `the mode the worker is started in (${oneOf(PERMISSION_MODES)}), the same class as its parent’s`;
    if (match) {
      const at = match.index + match[0].length - match[1]!.length;
      report(kickoff.index.span(at, at + match[1]!.length), `Unexpected permission mode ${quote(match[1]!)}, expected ${expected}`, {
        hint: 'Render it again with teamdoc kickoff --permission-mode <your mode>.',
      });
      return;
    }
    report(missingAt(kickoff, /permission/i), `Unexpected kickoff without a permission mode, expected ${expected}`, {
      hint: 'Say it in one line, e.g. “You run in permission mode `default`, as your parent does.”',
    });
  },
});
