import type { Severity } from '../../findings/finding.js';
import type { IntegrityProblem } from '../../log/read/integrity.js';
import { shortRef } from '../../log/read/provider.js';
import { rolesPlace } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

/** What each problem is called in a finding. */
const WORDS: Record<Exclude<IntegrityProblem, 'unreadable'>, string> = {
  edited: 'edited entry',
  removed: 'removed entry',
  'id-reused': 'reused id',
  'recorded-twice': 'entry recorded twice',
  'id-conflict': 'id used for two messages',
  unindexed: 'entry without its key',
  'foreign-commit': 'entry from a foreign commit',
  'key-changed': 'changed key',
  'foreign-file': 'file outside the log’s layout',
  misplaced: 'misplaced entry',
  rewritten: 'rewrite of the log ref',
};

/** Two clones recording one message before a sync is not tampering; one id for two messages may be (a forgery merged in), so it stays an error. */
const MILDER: Partial<Record<IntegrityProblem, Severity>> = { 'recorded-twice': 'info' };

export default defineRule({
  id: 'log-integrity',
  group: 'chain',
  severity: 'error',
  description: 'The log’s history only adds entries: none was changed, removed or claimed again under its id, and each came with its key.',
  needs: ['log'],
  check({ doc, log }, report) {
    for (const problem of log.problems) {
      if (problem.kind === undefined || problem.kind === 'unreadable') continue;
      report(
        rolesPlace(doc),
        `Unexpected ${WORDS[problem.kind]} in the log: ${quote(problem.path)} ${problem.message}, expected a history that only adds entries`,
        {
          hint: 'check and view read each entry as it was first recorded. `teamdoc doctor --verify` lists every inconsistency with its repair; `git log -p` on the log ref shows the change.',
          related: [
            {
              message: `the file on ${shortRef(log.ref)}${problem.commit ? ` (commit ${problem.commit.slice(0, 12)})` : ''}`,
              file: `${shortRef(log.ref)}:${problem.path}`,
            },
          ],
          ...(MILDER[problem.kind] ? { severity: MILDER[problem.kind] } : {}),
        },
      );
    }
  },
});
