import { saysSomething } from '../../doc/section-words.js';
import { commitWords, shortHash } from '../support/history-words.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'history-incomplete',
  group: 'history',
  severity: 'info',
  needs: ['history'],
  description:
    'Says what the history rules could not check: a doc not yet committed, a shallow clone, versions missing from a partial clone, a verdict already in the doc’s first commit.',
  check({ doc, history }, report) {
    const h = history;
    if (h.uncommitted) {
      report(undefined, `Unexpected team doc with no commit, expected it committed, so that its criteria and verdicts can be checked against history`, {
        hint: `Commit it: git add ${h.path} && git commit. Until then nothing here can show that criteria came before results.`,
      });
      return;
    }
    if (h.shallowBoundary) {
      const boundary = shortHash(h.shallowBoundary.hash);
      report(
        undefined,
        `Unexpected shallow clone: history before ${boundary} not available, expected the doc’s whole history (criteria and verdicts already in ${boundary} were not checked)`,
        {
          hint: 'Fetch the whole history: git fetch --unshallow (in GitHub Actions: actions/checkout with fetch-depth: 0).',
          related: [{ message: `history starts at ${commitWords(h.shallowBoundary)}` }],
        },
      );
    }
    if (h.unreadable.length > 0) {
      report(
        undefined,
        `Unexpected ${h.unreadable.length === 1 ? 'version' : `${h.unreadable.length} versions`} of the doc missing from this clone, expected every committed version (a partial clone leaves old blobs on the server)`,
        {
          hint: 'Fetch the missing objects, or check in a full clone.',
          related: h.unreadable.slice(0, 5).map((commit) => ({ message: `not readable: ${commitWords(commit)}` })),
        },
      );
    }
    const first = h.versions[0];
    if (h.shallowBoundary || !first?.commit) return;
    for (const part of doc.parts) {
      if (!part.verdict || !saysSomething(part.verdict)) continue;
      const oldest = h.partStates(part.id.text)[0];
      if (oldest?.version !== first || !oldest.verdict?.real || !oldest.criteria.some((criteria) => criteria.real)) continue;
      report(
        part.verdict.heading.span,
        `Unexpected verdict of ${quote(part.id.text)} already in the doc’s first commit (${shortHash(first.commit.hash)}) with its criteria, expected the criteria committed before the verdict: their order cannot be told from history`,
        {
          related: [{ message: `the doc’s first commit: ${commitWords(first.commit)}` }],
        },
      );
    }
  },
});
