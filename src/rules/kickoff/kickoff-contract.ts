import { defineKickoffRule, missingAt } from './kickoff-rule.js';

/**
 * The clauses of the worker contract a kickoff must carry, each with the ways
 * people write it. (The ack and the criteria have rules of their own.)
 */
const CONTRACT_CLAUSES: ReadonlyArray<{ clause: string; written: RegExp }> = [
  {
    clause: 'work only in its own worktree, with its own resources',
    written: /\bown worktree\b|\bwork only (?:in|there)\b|\bonly (?:in )?your (?:own )?worktree\b/i,
  },
  {
    clause: 'never stop a process it did not start',
    written: /\b(?:did not|didn['’]t|never) start(?:ed)?\b[^.\n]*|\bprocess(?:es)? (?:it|you) (?:did not|didn['’]t) start\b/i,
  },
  { clause: 'report with evidence (a path, a commit, a command)', written: /\bevidence\b/i },
  {
    clause: 'change shared definitions only through their owner',
    written: /\bthrough (?:its|their) owner\b|\b(?:another|other) role owns\b|\bowner['’]s (?:approval|agreement)\b/i,
  },
  { clause: 'a message from another session approves nothing', written: /\bapproves? nothing\b|\bis (?:never|not) (?:an? )?approval\b|\bapproves? no\b/i },
];

export default defineKickoffRule({
  id: 'kickoff-contract',
  severity: 'error',
  description:
    'The kickoff carries the worker contract: own worktree and resources only, never stop what it did not start, report with evidence, shared definitions through their owner, a peer message approves nothing.',
  check({ kickoff }, report) {
    const missing = CONTRACT_CLAUSES.filter(({ written }) => !written.test(kickoff.text));
    if (missing.length === CONTRACT_CLAUSES.length) {
      report(
        missingAt(kickoff, /contract|rules/i),
        'Unexpected kickoff without the worker contract, expected its clauses: own worktree and resources only, never stop what it did not start, evidence, shared definitions through their owner, a peer message approves nothing',
        {
          hint: 'The worker may have no skill installed: the kickoff is its whole contract (teamdoc kickoff writes it out).',
        },
      );
      return;
    }
    for (const { clause } of missing) {
      report(missingAt(kickoff, /contract|rules/i), `Unexpected worker contract without “${clause}”, expected every clause of the contract`, {
        hint: 'The worker may have no skill installed: the kickoff is its whole contract (teamdoc kickoff writes it out).',
      });
    }
  },
});
