/**
 * A team doc configures its own check the way markdownlint and ESLint users
 * expect: a severity per rule under `rules:` in the front matter, and
 * `teamdoc-disable` comments for one place. Each case checks a whole doc
 * through the runner, as `teamdoc check` does.
 */
import { describe, expect, it } from 'vitest';
import { parseTeamDoc } from '../../src/rules/engine/load-doc.js';
import type { Finding } from '../../src/findings/finding.js';
import { checkLoadedDoc } from '../../src/rules/engine/check-doc.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { chainRoles, exampleLog, type CompactEntry } from '../helpers/example-log.js';
import { EXAMPLE_NOW, md } from '../helpers/rule-examples.js';

/** Front matter (with `extra` lines), then a doc whose only findings are two placeholders. */
function doc(extra = '', body = ''): string {
  return md`
    ---
    team: vision
    format: 1
    checkin: 1w
    ${extra}---

    # Vision

    Train a vision model and decide whether it ships.

    ${chainRoles()}
    ## Rules

    ## Resources

    | Resource | Kind | Value | Owner | Note |
    | --- | --- | --- | --- | --- |

    ## Board

    | Item | Owner | State | Next |
    | --- | --- | --- | --- |

    ### Needs user decision

    | Decision | Asked by | Default | Since |
    | --- | --- | --- | --- |
    | Ship on Friday? | top | [fill in: the default] | 2026-11-30 |
    ${body}
    ## Parts

    ### train

    train owns the training run.

    #### Plan

    [fill in: the plan]

    #### Criteria

    - Pass: loss below 2.
    - Fail: loss above 2.

    ### eval

    eval owns the evaluation.

    #### Plan

    Run the suite.

    #### Criteria

    - Pass: all green.
    - Fail: anything red.
  `;
}

const JOINS: CompactEntry[] = [
  { at: '09:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
  { at: '09:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
];

function check(text: string, options: { log?: readonly CompactEntry[]; rules?: typeof ALL_RULES } = {}): Finding[] {
  const loaded = parseTeamDoc(text, 'TEAM.md', EXAMPLE_NOW);
  return checkLoadedDoc(loaded, 'TEAM.md', { now: EXAMPLE_NOW, rules: options.rules, providers: exampleLog(options.log ?? JOINS) });
}

const summary = (findings: Finding[]) => findings.map((finding) => `${finding.line ?? '-'} ${finding.severity} ${finding.ruleId}`);

/** The line `text` first holds `needle` on. */
function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

/** The placeholder findings of `text`: the decision's default and the train plan. */
function placeholders(text: string, severity = 'warning'): string[] {
  return [`${lineOf(text, '[fill in: the default]')} ${severity} doc-placeholder`, `${lineOf(text, '[fill in: the plan]')} ${severity} doc-placeholder`];
}

describe('rules: in the front matter', () => {
  it('without configuration, the doc has two placeholder warnings', () => {
    expect(summary(check(doc()))).toEqual(placeholders(doc()));
  });

  it('sets a rule off (it does not run), or to another severity for every finding it gives', () => {
    expect(summary(check(doc('rules:\n  doc-placeholder: off\n')))).toEqual([]);
    const error = doc('rules:\n  doc-placeholder: error\n');
    expect(summary(check(error))).toEqual(placeholders(error, 'error'));
    const info = doc('rules: { doc-placeholder: info }\n');
    expect(summary(check(info))).toEqual(placeholders(info, 'info'));
  });

  it('reports an unknown rule id and a severity it does not know, with a did-you-mean, and applies every other entry', () => {
    const text = doc('rules:\n  doc-placeholdr: off\n  chain-statement-missing: warn\n  table-columns: off\n');
    const findings = check(text);
    expect(findings.slice(0, 2).map((finding) => [finding.line, finding.column, finding.ruleId, finding.severity, finding.message, finding.hint])).toEqual([
      [6, 3, 'rule-config', 'warning', 'Unexpected rule `doc-placeholdr` under `rules:`, expected a teamdoc rule id', 'Did you mean `doc-placeholder`?'],
      [
        7,
        28,
        'rule-config',
        'warning',
        'Unexpected severity `warn` for `chain-statement-missing`, expected `off`, `info`, `warning` or `error`',
        'Did you mean `warning`?',
      ],
    ]);
    expect(summary(findings.slice(2))).toEqual(placeholders(text));
  });

  it('tells a doc that configures a renamed rule its new name; written as the hint says, the entry applies and the finding goes', () => {
    const old = doc('rules:\n  doc-placeholder: off\n  closeout-leads-active: off\n');
    expect(check(old).map((finding) => [finding.line, finding.ruleId, finding.message, finding.hint])).toEqual([
      [
        7,
        'rule-config',
        'Unexpected rule `closeout-leads-active` under `rules:`, expected a teamdoc rule id',
        '`closeout-leads-active` is now called `closeout-workers-active`; write that.',
      ],
    ]);
    expect(check(old.replace('closeout-leads-active', 'closeout-workers-active'))).toEqual([]);
  });

  it('reports a rules: that is not a mapping, and keeps the doc’s other settings', () => {
    const text = doc('rules: off\n');
    expect(summary(check(text))).toEqual(['5 warning rule-config', ...placeholders(text)]);
    expect(parseTeamDoc(text, 'TEAM.md', EXAMPLE_NOW).doc.frontMatter.settings?.checkin?.text).toBe('1w');
  });

  it('configures the configuration rules too', () => {
    const text = doc('rules:\n  nosuch: off\n  rule-config: off\n');
    expect(summary(check(text))).toEqual(placeholders(text));
  });
});

describe('teamdoc-disable comments', () => {
  it('disable-next-line silences the named rules on the line after the comment only', () => {
    const text = doc().replace('[fill in: the plan]', '<!-- teamdoc-disable-next-line doc-placeholder -->\n[fill in: the plan]');
    expect(summary(check(text))).toEqual(placeholders(text).slice(0, 1));
    const tooFar = doc().replace('[fill in: the plan]', '<!-- teamdoc-disable-next-line doc-placeholder -->\n\n[fill in: the plan]');
    expect(summary(check(tooFar))).toEqual([
      ...placeholders(tooFar).slice(0, 1),
      `${lineOf(tooFar, '<!--')} info disable-unused`,
      ...placeholders(tooFar).slice(1),
    ]);
  });

  it('disable-line inside a table cell silences that row, and only the rules it names', () => {
    const text = doc().replace('| 2026-11-30 |', '| 2026-11-30 <!-- teamdoc-disable-line doc-placeholder --> |');
    expect(summary(check(text))).toEqual(placeholders(text).slice(1));
    const other = doc().replace('| 2026-11-30 |', '| 2026-11-30 <!-- teamdoc-disable-line decision-stale --> |');
    const row = lineOf(other, 'Ship on Friday');
    expect(summary(check(other))).toEqual([placeholders(other)[0], `${row} info disable-unused`, placeholders(other)[1]]);
  });

  it('disable … enable silences a stretch; a disable that is never enabled reaches the end; no id means every rule (and is judged unused only when every rule ran)', () => {
    const stretch = doc()
      .replace('## Board', '<!-- teamdoc-disable doc-placeholder -->\n\n## Board')
      .replace('## Parts', '<!-- teamdoc-enable doc-placeholder -->\n\n## Parts');
    expect(summary(check(stretch))).toEqual(placeholders(stretch).slice(1));
    const toTheEnd = doc().replace('## Board', '<!-- teamdoc-disable -->\n\n## Board');
    expect(summary(check(toTheEnd))).toEqual([]);
    const allButOne = doc().replace('## Board', '<!-- teamdoc-disable -->\n<!-- teamdoc-enable doc-placeholder -->\n\n## Board');
    expect(summary(check(allButOne))).toEqual(placeholders(allButOne));
  });

  it('takes several ids, separated by spaces or commas, and a reason after --', () => {
    const text = doc().replace(
      '## Rules',
      '<!-- teamdoc-disable doc-placeholder, decision-stale chain-statement-missing -- waiting for the person -->\n\n## Rules',
    );
    const findings = check(text);
    expect(findings.map((finding) => `${finding.line}:${finding.column} ${finding.ruleId} ${finding.message}`)).toEqual([
      `${lineOf(text, '<!--')}:39 disable-unused Unexpected \`decision-stale\` in a \`teamdoc-disable\` comment that silences no finding of it, expected a finding where it applies`,
      `${lineOf(text, '<!--')}:54 disable-unused Unexpected \`chain-statement-missing\` in a \`teamdoc-disable\` comment that silences no finding of it, expected a finding where it applies`,
    ]);
    expect(parseTeamDoc(text, 'TEAM.md', EXAMPLE_NOW).doc.directives[0]).toMatchObject({ action: 'disable', reason: 'waiting for the person' });
  });

  it('reports an unknown id with a did-you-mean, and still applies the ids it knows', () => {
    const text = doc().replace('## Board', '<!-- teamdoc-disable doc-placeholder doc-placehoder -->\n\n## Board');
    const findings = check(text);
    expect(summary(findings)).toEqual([`${lineOf(text, '<!--')} warning rule-config`]);
    expect(findings[0]).toMatchObject({
      column: 38,
      endColumn: 52,
      hint: 'Did you mean `doc-placeholder`?',
      message: 'Unexpected rule `doc-placehoder` in a `teamdoc-disable` comment, expected a teamdoc rule id',
    });
  });

  it('silences findings about log entries by the row they point at', () => {
    const log = [JOINS[0]!];
    const row = lineOf(doc(), '| eval |');
    expect(summary(check(doc(), { log }))).toEqual([`${row} error chain-statement-missing`, ...placeholders(doc())]);
    const text = doc().replace('| top | eval | active |', '| top | eval | active <!-- teamdoc-disable-line chain-statement-missing --> |');
    expect(summary(check(text, { log }))).toEqual(placeholders(text));
  });

  it('does not call a comment unused for a rule that did not run (--no-log), and reads no comment inside code', () => {
    const text = doc().replace('| top | eval | active |', '| top | eval | active <!-- teamdoc-disable-line chain-statement-missing --> |');
    const noLog = ALL_RULES.filter((rule) => !rule.needs.includes('log'));
    expect(summary(check(text, { rules: noLog }))).toEqual(placeholders(text));
    const shown = doc().replace('## Board', '```md\n<!-- teamdoc-disable -->\n```\n\n## Board');
    expect(summary(check(shown))).toEqual(placeholders(shown));
  });

  it('reports an unused comment as info, and its hint applied makes it go away', () => {
    const unused = doc().replace('## Rules', '<!-- teamdoc-disable-next-line role-top-single -->\n## Rules');
    const findings = check(unused);
    expect(findings.filter((finding) => finding.ruleId === 'disable-unused').map((finding) => [finding.line, finding.message, finding.hint])).toEqual([
      [
        lineOf(unused, '<!--'),
        'Unexpected `teamdoc-disable-next-line` comment that silences no finding of `role-top-single`, expected a finding where it applies',
        'Remove the comment: nothing it covers is reported any more.',
      ],
    ]);
    expect(summary(check(unused.replace('<!-- teamdoc-disable-next-line role-top-single -->\n', '')))).toEqual(placeholders(doc()));
  });
});
