/** Team docs for tests: the valid corpus base, and small edits of it. */
import { readFileSync } from 'node:fs';

/** The valid corpus base, its open decision asked on `day`: clean when checked that day. */
export function validDocAskedOn(day: Date): string {
  return readFileSync(new URL('../fixtures/valid/corpus-base.md', import.meta.url), 'utf8').replace('| 2026-11-30 |', `| ${day.toISOString().slice(0, 10)} |`);
}

/**
 * The valid corpus base, its open decision asked today: `teamdoc check` as a real
 * process judges staleness by the real clock, and the clean doc must stay clean.
 * (A test that pins TEAMDOC_NOW uses validDocAskedOn with that day.)
 */
export const VALID_DOC = validDocAskedOn(new Date());

/** The valid doc with `from` replaced by `to`; fails loudly if `from` is not there, so a test cannot pass by accident. */
export function editedDoc(from: string, to: string, doc: string = VALID_DOC): string {
  if (!doc.includes(from)) throw new Error(`the doc does not contain ${JSON.stringify(from)}`);
  return doc.replace(from, to);
}

/** The edit the demo makes: a decision without a default (an error on line 45). */
export const DOC_WITHOUT_DEFAULT = editedDoc('| Train past 60k? | train | stop at 60k |', '| Train past 60k? | train | — |');

/** A doc whose only findings are warnings: a role that is done (its verdict written) still holds three resources. */
export const DOC_WITH_WARNINGS = `${editedDoc('| top | eval | active |', '| top | eval | done |')}\nPass on all twelve suites (\`/data/evals/report.json\`).\n`;

/** No stack trace reached the user. */
export const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

/** A minimal doc holding only a roles table: each row is Name, Runtime, Session, Host, Worktree, Parent, Part, Status. */
export function rolesDoc(rows: string[][]): string {
  return [
    '# Team',
    '',
    '## Roles',
    '',
    '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
}
