/**
 * What many rule examples share: the role `train` alone in a roles table, and
 * its part (statement, plan, criteria) as Markdown that starts at `## Parts`.
 */

/** A roles table whose one row is `train` (parent `top`, part `train`) with the given status; the row is line 5. */
export function trainRole(status: string): string {
  return [
    '## Roles',
    '',
    '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| train | claude | — | — | — | top | train | ${status} |`,
    '',
  ].join('\n');
}

export interface TrainPartOptions {
  /** Include `#### Plan` (default: yes). */
  plan?: boolean;
  /** The date of `#### Criteria (…)`; none: the part has no criteria yet. */
  criteria?: string;
}

export function trainPart({ plan = true, criteria }: TrainPartOptions = {}): string {
  const lines = ['## Parts', '', '### train', '', 'train owns the 7B run.', ''];
  if (plan) lines.push('#### Plan', '', '- Launch on cards 0-3.', '');
  if (criteria !== undefined)
    lines.push(`#### Criteria (${criteria})`, '', '- Pass: validation loss at or below 2.1 at 20k.', '- Fail: loss above 2.1 at 20k.', '');
  return lines.join('\n');
}
