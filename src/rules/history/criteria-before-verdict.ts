import { firstWritten, keyedCriteria } from '../../doc/history.js';
import { saysSomething } from '../../doc/section-words.js';
import { inVersion, versionWords } from '../support/history-words.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'criteria-before-verdict',
  group: 'history',
  severity: 'error',
  needs: ['history'],
  description: 'Each criteria section of a part was committed before its verdict was first written (read from git history).',
  check({ doc, history }, report) {
    for (const part of doc.parts) {
      if (!saysSomething(part.verdict)) continue;
      const states = history.partStates(part.id.text);
      const verdictAt = states.find((state) => state.verdict?.real);
      if (!verdictAt) continue;
      for (const { key, section } of keyedCriteria(part)) {
        const criteriaAt = firstWritten(states, key);
        if (!criteriaAt || criteriaAt.version.index < verdictAt.version.index) continue;
        // Both in the oldest version this history has: the order is unknown, and history-incomplete says so.
        if (criteriaAt.version.index === 0) continue;
        const when =
          criteriaAt === verdictAt
            ? `${inVersion(criteriaAt.version)} together with its verdict`
            : `${inVersion(criteriaAt.version)}, after its verdict (written ${inVersion(verdictAt.version)})`;
        report(
          section.heading.span,
          `Unexpected ${quote(section.heading.text)} of ${quote(part.id.text)} first written ${when}, expected criteria committed before the verdict`,
          {
            hint: 'Criteria written once results are known are not pre-registered: say so in the verdict, or judge the part by criteria committed earlier.',
            related: [
              { message: `criteria first written in ${versionWords(criteriaAt.version, history)}` },
              { message: `verdict first written in ${versionWords(verdictAt.version, history)}` },
            ],
          },
        );
      }
    }
  },
});
