import type { CriteriaState, PartState } from '../../doc/history.js';
import { keyedCriteria } from '../../doc/history.js';
import { inVersion, versionWords } from '../support/history-words.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'criteria-unchanged',
  group: 'history',
  severity: 'error',
  needs: ['history'],
  description: 'Criteria once committed are never edited or removed (read from git history); a change is a new dated section.',
  check({ doc, history }, report) {
    for (const part of doc.parts) {
      const states = history.partStates(part.id.text);
      const newest = states[states.length - 1];
      if (!newest) continue;
      const sections = new Map(keyedCriteria(part).map(({ key, section }) => [key, section]));
      const keys = [...new Set(states.flatMap((state) => state.criteria.map((criteria) => criteria.key)))];
      for (const key of keys) {
        const baseline = firstCommitted(states, key);
        if (!baseline) continue;
        const now = newest.criteria.find((criteria) => criteria.key === key);
        if (now?.saysTheSameAs(baseline.criteria)) continue;
        const change = firstChange(states, key, baseline);
        const section = sections.get(key);
        const name = quote(baseline.criteria.heading);
        const what = change.criteria ? `change to ${name}` : `removal of ${name}`;
        report(
          section ? section.content.span : part.id.span,
          `Unexpected ${what} of ${quote(part.id.text)} ${inVersion(change.state.version)} after it was committed ${inVersion(baseline.state.version)}, expected the committed criteria kept as they are and any change written as a new dated section`,
          {
            hint: 'Put the committed text back; write what changed under a new `#### Criteria (YYYY-MM-DD)` dated the day you write it.',
            related: [
              { message: `committed in ${versionWords(baseline.state.version, history)}: ${shown(baseline.criteria, change.criteria)}` },
              {
                message: `${change.criteria ? 'changed' : 'removed'} in ${versionWords(change.state.version, history)}${change.criteria ? `: ${shown(change.criteria, baseline.criteria)}` : ''}`,
              },
            ],
          },
        );
      }
    }
  },
});

interface Found {
  state: PartState;
  criteria: CriteriaState;
}

/** The first committed version in which this criteria section says something. */
function firstCommitted(states: readonly PartState[], key: string): Found | undefined {
  for (const state of states) {
    const criteria = state.criteria.find((candidate) => candidate.key === key);
    if (criteria?.real && state.version.commit) return { state, criteria };
  }
  return undefined;
}

/** The first version after the baseline whose section differs from it (or lacks it). */
function firstChange(states: readonly PartState[], key: string, baseline: Found): { state: PartState; criteria: CriteriaState | undefined } {
  for (const state of states.slice(states.indexOf(baseline.state) + 1)) {
    const criteria = state.criteria.find((candidate) => candidate.key === key);
    if (!criteria?.saysTheSameAs(baseline.criteria)) return { state, criteria };
  }
  // Unreachable while the newest state differs; the newest state is the honest fallback.
  const state = states[states.length - 1]!;
  return { state, criteria: state.criteria.find((candidate) => candidate.key === key) };
}

/** The lines of `criteria` that `other` does not have (all of them when there is no other), shortened. */
function shown(criteria: CriteriaState, other: CriteriaState | undefined): string {
  const others = new Set(other?.words.split('\n'));
  const lines = criteria.words.split('\n').filter((line) => !others.has(line));
  return quote((lines.length > 0 ? lines : criteria.words.split('\n')).join(' · '), 160);
}
