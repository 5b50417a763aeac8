import { formatRange } from '../../doc/resource-values.js';
import { defineRule } from '../engine/rule.js';

const LOWEST = 1;
const HIGHEST = 65535;

export default defineRule({
  id: 'resource-port-range',
  group: 'resources',
  severity: 'error',
  description: 'Ports are within 1–65535.',
  check({ doc }, report) {
    for (const resource of doc.resources) {
      if (resource.kind !== 'port' || resource.value.type !== 'numbers') continue;
      const outside = resource.value.ranges.find((range) => range.first < LOWEST || range.last > HIGHEST);
      if (!outside) continue;
      report(
        resource.cells.value.span,
        `Unexpected port ${outside.first === outside.last ? '' : 'range '}\`${formatRange(outside)}\`, expected ports from ${LOWEST} to ${HIGHEST}`,
        {
          hint: 'A port is a 16-bit number; check the base you added an offset to.',
        },
      );
    }
  },
});
