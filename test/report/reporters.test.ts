/** The reporters turn the same findings into text, JSON, annotations, a summary and SARIF. */
import { describe, expect, it } from 'vitest';
import type { FileFindings } from '../../src/findings/file-findings.js';
import type { Finding } from '../../src/findings/finding.js';
import { COLOUR, PLAIN, paletteFor } from '../../src/report/colour.js';
import { escapeData, escapeProperty, renderGithub } from '../../src/report/github.js';
import { renderJson } from '../../src/report/json.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { renderStylish } from '../../src/report/stylish.js';

const overlap: Finding = {
  file: 'team docs/TEAM,v2.md',
  line: 36,
  column: 24,
  endLine: 36,
  endColumn: 28,
  ruleId: 'resource-port-overlap',
  severity: 'error',
  message: 'Unexpected port range `8120` (overlaps `8100-8149` of `train` on `gpu-a`, line 35), expected a range no other role holds',
  hint: 'Give each role its own range.',
  url: 'https://example.invalid/rules#resource-port-overlap',
  related: [{ message: '`8100-8149` held by `train`', file: 'team docs/TEAM,v2.md', line: 35, column: 24 }],
};
const placeholder: Finding = {
  file: 'team docs/TEAM,v2.md',
  line: 9,
  column: 1,
  endLine: 9,
  endColumn: 40,
  ruleId: 'doc-placeholder',
  severity: 'warning',
  message: 'Unexpected placeholder `[fill in: …]`, expected 100% of | the <b>intent</b>',
};
const files: FileFindings[] = [{ path: 'team docs/TEAM,v2.md', findings: [placeholder, overlap] }];

describe('stylish', () => {
  it('prints the file, one aligned line per finding with its hint and related place, and a total', () => {
    expect(renderStylish(files, PLAIN)).toBe(
      [
        'team docs/TEAM,v2.md',
        '  9:1-9:40     warning  Unexpected placeholder `[fill in: …]`, expected 100% of | the <b>intent</b>',
        '                        doc-placeholder',
        '  36:24-36:28  error    Unexpected port range `8120` (overlaps `8100-8149` of `train` on `gpu-a`,',
        '                        line 35), expected a range no other role holds  resource-port-overlap',
        '                        hint: Give each role its own range.',
        '                        line 35: `8100-8149` held by `train`',
        '',
        '✖ 2 problems (1 error, 1 warning)',
        '',
      ].join('\n'),
    );
  });

  it('fits a 100-column terminal: a long message, hint or related place goes on under itself, the rule id after it', () => {
    const long: Finding = {
      ...overlap,
      message: `Unexpected statement of \`eval\` (entry 01M8SNXZN78VHBPN809C9YH6XY of 2026-11-30 11:50:46Z): parent \`top\`, part \`eval-suite-with-a-long-name\`, expected ${'the parent and part the roles table gives it '.repeat(3)}`,
      hint: `Either correct the statement with \`teamdoc join --amend --reason …\`, or the roles table; ${'a-very-long-unbroken-path/'.repeat(6)}`,
    };
    const text = renderStylish([{ path: 'TEAM.md', findings: [long, placeholder] }], COLOUR);
    const lines = text.replace(/\u001b\[\d+m/g, '').split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(100);
    // Nothing is lost: the words come back when the lines are joined.
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain(long.message.replace(/\s+/g, ' ').trim());
    expect(lines.find((line) => line.includes('resource-port-overlap'))).toMatch(/^ {24}(.* {2})?resource-port-overlap$/);
  });

  it('sums up what there is: an info alone is no warning; --quiet shows nothing for a file without errors', () => {
    const info: Finding = { ...placeholder, severity: 'info' };
    expect(
      renderStylish([{ path: 'TEAM.md', findings: [info, info] }], PLAIN)
        .trimEnd()
        .split('\n')
        .pop(),
    ).toBe('ℹ 2 info, no errors or warnings');
    expect(
      renderStylish([{ path: 'TEAM.md', findings: [placeholder, info] }], PLAIN)
        .trimEnd()
        .split('\n')
        .pop(),
    ).toBe('⚠ 2 problems (0 errors, 1 warning, 1 info)');
    expect(renderStylish([{ path: 'TEAM.md', findings: [] }], PLAIN)).toBe('TEAM.md: no issues found\n');
    expect(renderStylish([{ path: 'TEAM.md', findings: [] }], PLAIN, { quiet: true })).toBe('');
  });

  it('uses colour only on a terminal without NO_COLOR', () => {
    expect(paletteFor({ isTTY: true }, {})).toBe(COLOUR);
    expect(paletteFor({ isTTY: true }, { NO_COLOR: '1' })).toBe(PLAIN);
    expect(paletteFor({ isTTY: false }, {})).toBe(PLAIN);
    expect(renderStylish(files, COLOUR)).toContain('\u001b[31merror  \u001b[39m');
  });

  it('shows control characters from a doc as visible escapes', () => {
    const sneaky: Finding = { ...placeholder, message: 'Unexpected owner `a\u001b[2Jb\u202e`, expected a role' };
    const text = renderStylish([{ path: 'TEAM.md', findings: [sneaky] }], PLAIN);
    expect(text).toContain('`a\\u001b[2Jb\\u202e`');
    expect(text).not.toMatch(/[\u001b\u202e]/);
  });
});

describe('github', () => {
  it('escapes `%`, CR and LF in messages, and `:` and `,` too in properties', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeProperty('a,b:c')).toBe('a%2Cb%3Ac');
    const [first] = renderGithub(files, { summaryWritten: false }).split('\n');
    expect(first).toBe(
      '::warning file=team docs/TEAM%2Cv2.md,line=9,col=1,endLine=9,endColumn=40,title=teamdoc doc-placeholder::Unexpected placeholder `[fill in: …]`, expected 100%25 of | the <b>intent</b>',
    );
  });

  it('annotates at most 10 errors and 10 warnings, and counts the rest', () => {
    const many = [...Array.from({ length: 12 }, () => overlap), ...Array.from({ length: 11 }, () => placeholder)];
    const text = renderGithub([{ path: 'TEAM.md', findings: many }], { summaryWritten: true });
    expect(text.match(/^::error /gm)).toHaveLength(10);
    expect(text.match(/^::warning /gm)).toHaveLength(10);
    expect(text).toContain('teamdoc: 3 more problems not annotated');
    expect(text.trimEnd().split('\n').pop()).toBe('teamdoc: 12 errors and 11 warnings in 1 file');
  });

  it('counts every annotation it printed, notices too, with plurals right', () => {
    const notice: Finding = { ...placeholder, severity: 'info' };
    const last = (findings: Finding[], count = 1) =>
      renderGithub(
        Array.from({ length: count }, () => ({ path: 'TEAM.md', findings })),
        { summaryWritten: false },
      )
        .trimEnd()
        .split('\n')
        .pop();
    expect(last([notice])).toBe('teamdoc: no errors or warnings (1 notice) in 1 file');
    expect(last([overlap, notice, notice])).toBe('teamdoc: 1 error, 0 warnings and 2 notices in 1 file');
    expect(last([], 2)).toBe('teamdoc: no errors or warnings in 2 files');
  });
});

describe('step summary', () => {
  it('is a Markdown table a doc cannot break out of', () => {
    const text = renderStepSummary(files);
    expect(text).toContain('**1 error, 1 warning** in 1 file');
    expect(text).toContain(
      '| team docs/TEAM,v2.md | 9:1 | warning | doc-placeholder | Unexpected placeholder `[fill in: …]`, expected 100% of \\| the &lt;b&gt;intent&lt;/b&gt; |',
    );
  });
});

describe('json', () => {
  it('is versioned, with every field present (null when unknown) and related places', () => {
    const report = JSON.parse(renderJson(files));
    expect(report.version).toBe(1);
    expect(report.summary).toEqual({ errors: 1, warnings: 1, info: 0, files: 1 });
    expect(report.files[0].messages[0]).toEqual({
      ruleId: 'doc-placeholder',
      severity: 'warning',
      message: placeholder.message,
      line: 9,
      column: 1,
      endLine: 9,
      endColumn: 40,
      hint: null,
      url: null,
      related: [],
    });
    expect(report.files[0].messages[1].related).toEqual([{ message: '`8100-8149` held by `train`', file: 'team docs/TEAM,v2.md', line: 35, column: 24 }]);
  });
});

describe('sarif', () => {
  it('lists the rules and gives each result its rule, level, region, hint and related location', () => {
    const rules = [
      { id: 'doc-placeholder', description: 'No placeholder is left.', url: 'https://example.invalid/rules#doc-placeholder', severity: 'warning' as const },
      {
        id: 'resource-port-overlap',
        description: 'No port is given twice.',
        url: 'https://example.invalid/rules#resource-port-overlap',
        severity: 'error' as const,
      },
    ];
    const log = JSON.parse(renderSarif(files, { version: '0.1.0', rules, informationUri: 'https://example.invalid/rules' }));
    expect(log.runs[0].tool.driver.rules[1]).toEqual({
      id: 'resource-port-overlap',
      name: 'ResourcePortOverlap',
      shortDescription: { text: 'No port is given twice.' },
      helpUri: 'https://example.invalid/rules#resource-port-overlap',
      defaultConfiguration: { level: 'error' },
    });
    expect(log.runs[0].results[1]).toEqual({
      ruleId: 'resource-port-overlap',
      ruleIndex: 1,
      level: 'error',
      message: { text: `${overlap.message}\nHint: Give each role its own range.` },
      locations: [
        { physicalLocation: { artifactLocation: { uri: 'team docs/TEAM,v2.md' }, region: { startLine: 36, startColumn: 24, endLine: 36, endColumn: 28 } } },
      ],
      relatedLocations: [
        {
          id: 0,
          message: { text: '`8100-8149` held by `train`' },
          physicalLocation: { artifactLocation: { uri: 'team docs/TEAM,v2.md' }, region: { startLine: 35, startColumn: 24 } },
        },
      ],
    });
    expect(log.runs[0].results[0].level).toBe('warning');
  });

  it('lists settled and silenced findings among the results, in order, each with one suppression SARIF 2.1.0 knows', () => {
    const entry = {
      ref: 'refs/heads/teamdoc/log',
      id: '01M8RJR31050BB9QRN87P7GS42',
      time: '2026-12-01T10:05:00.000Z',
      path: 'messages/2026/12/01/01M8RJR31050BB9QRN87P7GS42.md',
    };
    const acknowledged: Finding = {
      ...placeholder,
      line: 40,
      suppression: { kind: 'external', justification: 'acknowledged by top: scores checked by hand', entry },
    };
    const silenced: Finding = {
      ...placeholder,
      line: 20,
      suppression: {
        kind: 'inSource',
        justification: 'silenced by a `teamdoc-disable-line` comment',
        comment: { line: 20, column: 3, endLine: 20, endColumn: 50 },
      },
    };
    const log = JSON.parse(
      renderSarif([{ ...files[0]!, suppressed: [acknowledged, silenced] }], { version: '0.1.0', rules: [], informationUri: 'https://example.invalid/rules' }),
    );
    const results = log.runs[0].results as { locations: { physicalLocation: { region: { startLine: number } } }[]; suppressions?: Record<string, unknown>[] }[];
    expect(results.map((result) => [result.locations[0]!.physicalLocation.region.startLine, result.suppressions?.[0]?.kind])).toEqual([
      [9, undefined],
      [20, 'inSource'],
      [36, undefined],
      [40, 'external'],
    ]);
    expect(results[1]!.suppressions).toEqual([
      {
        kind: 'inSource',
        status: 'accepted',
        justification: 'silenced by a `teamdoc-disable-line` comment',
        location: {
          physicalLocation: { artifactLocation: { uri: 'team docs/TEAM,v2.md' }, region: { startLine: 20, startColumn: 3, endLine: 20, endColumn: 50 } },
        },
      },
    ]);
    expect(results[3]!.suppressions).toEqual([
      { kind: 'external', status: 'accepted', justification: 'acknowledged by top: scores checked by hand', properties: { logEntry: entry } },
    ]);
  });
});
