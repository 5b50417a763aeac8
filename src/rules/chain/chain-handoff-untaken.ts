import { untakenHandoffs } from '../../chain/open-work.js';
import type { LogMessage } from '../../log/read/read.js';
import { spanText } from '../../time/span-text.js';
import { entryLocation, entryWords, logComplete, rolesPlace, sessionPlace } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';
import { shellWord } from '../../text/shell-word.js';

/** When the front matter sets no `handoff-timeout`: a started successor joins in minutes, so an hour is long. */
const DEFAULT_HANDOFF_TIMEOUT_MS = 3_600_000;

export default defineRule({
  id: 'chain-handoff-untaken',
  group: 'chain',
  severity: 'warning',
  description: 'A handoff is taken over (its successor joins with `--handoff`) within the front matter’s `handoff-timeout` (default 1h).',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    if (!logComplete(context)) return;
    const setting = context.doc.frontMatter.settings?.['handoff-timeout'];
    const timeoutMs = setting?.ms ?? DEFAULT_HANDOFF_TIMEOUT_MS;
    for (const handoff of untakenHandoffs(context.log.digest.structural)) {
      const waitedMs = context.now.getTime() - Date.parse(handoff.time);
      if (waitedMs <= timeoutMs) continue;
      const predecessor = chain.resolveParty(handoff.from);
      const successor = handoff.handoff?.successor ?? handoff.to.name;
      report(
        predecessor ? sessionPlace(context.doc, predecessor) : rolesPlace(context.doc),
        `Unexpected handoff from ${quote(handoff.from.name)} to ${quote(successor)} (${entryWords(handoff)}) not taken over after ${spanText(waitedMs)}, expected its successor’s \`teamdoc join --handoff ${handoff.id}\` within ${setting ? `the handoff-timeout of ${setting.text}` : 'the default handoff-timeout of 1h'}`,
        { hint: hintFor(handoff, successor), entry: entryLocation(context, handoff) },
      );
    }
  },
});

function hintFor(handoff: LogMessage, successor: string): string {
  const meanwhile = `The predecessor works no more after its handoff: what is sent to it waits for ${quote(successor)} (\`teamdoc log --for ${shellWord(successor)}\` shows it), and nobody acts on it until ${quote(successor)} joins.`;
  if (handoff.delivery.state === 'refused')
    return `Its start was refused (\`teamdoc log\` shows why): start the successor by hand with the first message, or hand off again. ${meanwhile}`;
  return `Start the successor with the first message \`teamdoc handoff\` printed, or hand off again. ${meanwhile}`;
}
