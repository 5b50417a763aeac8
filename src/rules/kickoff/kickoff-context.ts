import { defineKickoffRule } from './kickoff-rule.js';
import { quote } from '../support/words.js';

/**
 * Phrases that lean on a conversation the worker never saw. A kickoff is all
 * the context a worker gets, so whatever these point at has to be written out.
 */
const CONTEXT_PHRASES = [
  'as discussed',
  'as we discussed',
  'discussed above',
  'as agreed earlier',
  'as mentioned earlier',
  'as before',
  'like before',
  'same as before',
  'like last time',
  'same as last time',
  'the usual',
  'as usual',
  'you already know',
  'you know the drill',
] as const;

const PHRASE = new RegExp(`\\b(?:${CONTEXT_PHRASES.map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');

export default defineKickoffRule({
  id: 'kickoff-context',
  severity: 'warning',
  description: 'The kickoff does not lean on context the worker does not have (“as discussed”, “like before”, “the usual ports”).',
  check({ kickoff }, report) {
    // Prose only: a phrase inside a code block or an example command is not the kickoff speaking.
    for (const match of kickoff.prose.matchAll(PHRASE)) {
      report(
        kickoff.index.span(match.index, match.index + match[0].length),
        `Unexpected ${quote(match[0])}, expected what it refers to, written out: the worker saw no earlier conversation`,
        {
          hint: 'Say the thing itself (the ports, the decision, the earlier result), or put it in the team doc and point there.',
        },
      );
    }
  },
});
