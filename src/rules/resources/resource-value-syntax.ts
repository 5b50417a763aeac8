import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'resource-value-syntax',
  group: 'resources',
  severity: 'error',
  description: 'Every resource has a value, and GPU and port values parse (`0,1`, `0-3`, `8100-8149`, optionally `host:` first).',
  check({ doc }, report) {
    for (const resource of doc.resources) {
      const cell = resource.cells.value;
      if (cell.placeholder || cell.missing) continue;
      if (resource.value.type === 'invalid') {
        report(cell.span, `Unexpected ${resource.kind} value ${quote(cell.text)}, expected ${resource.value.expected}`, {
          hint: 'Ranges run low to high and include both ends.',
        });
      } else if (resource.value.type === 'none') {
        report(cell.span, `Unexpected resource ${quote(resource.cells.resource.text)} without a value, expected what exactly is allocated`, {
          hint: 'Write the GPU ids, the port range, the folder, the host or the queue.',
        });
      }
    }
  },
});
