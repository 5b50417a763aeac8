/**
 * The front matter's fields, validated with zod. Each field carries the words
 * a finding uses for it ("expected …"), so zod decides what is valid and
 * teamdoc decides how to say so.
 */
import * as z from 'zod';
import { FORMAT_VERSION } from './vocabulary.js';
import { parseDuration } from '../time/duration.js';

const duration = z
  .string()
  .refine((text) => parseDuration(text) !== undefined)
  .transform((text) => ({ text: text.trim(), ms: parseDuration(text)! }));

/** What git accepts as a branch name, roughly (`git check-ref-format --branch`), without running git. */
function looksLikeBranch(name: string): boolean {
  return (
    name.length > 0 &&
    !name.startsWith('-') &&
    !name.startsWith('/') &&
    !name.endsWith('/') &&
    !name.endsWith('.') &&
    !name.endsWith('.lock') &&
    !name.includes('..') &&
    !name.includes('@{') &&
    !name.includes('//') &&
    !/[\s~^:?*[\\\u0000-\u001f\u007f]/.test(name)
  );
}

export const teamSettingsSchema = z.looseObject({
  team: z.string().trim().min(1),
  format: z.literal(FORMAT_VERSION),
  'log-ref': z.string().trim().refine(looksLikeBranch).optional(),
  checkin: duration.optional(),
  'decisions-stale-after': duration.optional(),
  'handoff-timeout': duration.optional(),
});

export type TeamSettings = z.output<typeof teamSettingsSchema>;

export interface FieldDoc {
  /** What a valid value looks like, for "expected …". */
  expected: string;
  required: boolean;
  /** One line for the README and the template. */
  meaning: string;
}

export const FIELDS: Record<string, FieldDoc> = {
  team: { required: true, expected: 'the team name, e.g. `team: vision-push`', meaning: 'the team’s name; `teamdoc init` fills in the repository’s name' },
  format: { required: true, expected: '`format: 1`', meaning: 'the version of this format; always `1` for now' },
  'log-ref': {
    required: false,
    expected: 'a branch name, e.g. `log-ref: teamdoc/log`',
    meaning: 'the branch that holds the message log between sessions',
  },
  checkin: {
    required: false,
    expected: 'a duration such as `30m`, `2h`, `1d` or `1w`',
    meaning: 'how often workers are expected to report to their parent',
  },
  'decisions-stale-after': {
    required: false,
    expected: 'a duration such as `30m`, `2h`, `1d` or `1w`',
    meaning: 'how long a “needs user decision” row may wait before it counts as stale',
  },
  'handoff-timeout': {
    required: false,
    expected: 'a duration such as `30m`, `2h`, `1d` or `1w`',
    meaning: 'how long a handoff may wait for its successor’s ack',
  },
  // Read entry by entry by the rule runner (rules/engine/rule-settings.ts), so one bad entry costs only itself.
  rules: {
    required: false,
    expected: 'rule ids, each with `off`, `info`, `warning` or `error`',
    meaning: 'a severity per rule for `teamdoc check`, e.g. `doc-placeholder: off` (docs/rules.md, “Configuration”)',
  },
};

export const KNOWN_FIELDS = Object.keys(FIELDS);
