/** Handoff packets for tests: complete ones built from the one section list, with any section replaced or left out. */
import { PACKET_SECTIONS } from '../../src/handoff/packet-sections.js';

export const PACKET_FILLING: Record<string, string> = {
  Goal: 'Get the vision model to 80% top-1; handed over: just the remaining test failures.',
  'Current state': 'Branch `train` at 3f2a9c1; `npm test` fails in test/eval.test.ts (2 cases). Nothing is running.',
  'Tried and ruled out': 'Raising the timeout (the failure is a wrong label, not slowness).',
  'Decisions and why': 'Keep the 20-epoch plan (the lead decided: the budget is fixed).',
  'Next steps': '1. Run `npx vitest run test/eval.test.ts`.\n2. Fix the label map in src/eval/labels.ts.',
  'Skills and commands that helped': '`teamdoc view`; `npx vitest run -t label`.',
  'Open risks': 'none',
};

/** A packet with every section; `replace` swaps a section's text, `omit` leaves sections out. */
export function packetText(replace: Record<string, string> = {}, omit: string[] = []): string {
  return PACKET_SECTIONS.filter((section) => !omit.includes(section.title))
    .map((section) => `## ${section.title}\n\n${replace[section.title] ?? PACKET_FILLING[section.title]}\n`)
    .join('\n');
}
