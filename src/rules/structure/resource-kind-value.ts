import { RESOURCE_KINDS } from '../../doc/resource-values.js';
import { reportUnknownWord } from '../support/cell-values.js';
import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'resource-kind-value',
  group: 'structure',
  severity: 'error',
  description: 'Each resource’s Kind is `gpu`, `port`, `path`, `host`, `queue`, `budget` or `other`.',
  check({ doc }, report) {
    for (const resource of doc.resources) reportUnknownWord(report, doc, resource.cells.kind, resource.kind, RESOURCE_KINDS, 'kind');
  },
});
