import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'code-fence-unclosed',
  group: 'structure',
  severity: 'error',
  description: 'Every fenced code block is closed (an unclosed fence swallows every section below it).',
  check({ doc }, report) {
    for (const fence of doc.fences) {
      if (fence.closed) continue;
      report(fence.span, 'Unexpected code fence that never closes, expected a closing fence after the code', {
        hint: 'Everything after an unclosed fence is code: the sections below it are not read.',
      });
    }
  },
});
