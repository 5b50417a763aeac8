/**
 * A report's first line says which format it is and for which part, so tools
 * (and a parent skimming previews) can tell a `[done]` from a `[question]`.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_FORMATS, kindOfBody, readReportHeading } from '../../src/protocol/report-formats.js';

describe('report formats', () => {
  it('have unique tags, and the answer and correction go down while reports go up', () => {
    expect(new Set(REPORT_FORMATS.map((format) => format.tag)).size).toBe(REPORT_FORMATS.length);
    expect(REPORT_FORMATS.filter((format) => format.direction === 'down').map((format) => format.tag)).toEqual(['answer', 'correction']);
    expect(REPORT_FORMATS.filter((format) => format.kind === 'report').every((format) => format.direction === 'up')).toBe(true);
  });

  it('read the heading of a report', () => {
    const heading = readReportHeading('[done] train: top-1 reached 81.2% on the held-out set\nEvidence:\n- runs/42/eval.json');
    expect(heading?.format.tag).toBe('done');
    expect(heading?.part).toBe('train');
    expect(heading?.summary).toBe('top-1 reached 81.2% on the held-out set');
  });

  it('read nothing from a body that is not a report, or names an unknown tag', () => {
    expect(readReportHeading('hi, how is it going?')).toBeUndefined();
    expect(readReportHeading('[ack] train: joined as train')).toBeUndefined();
    expect(readReportHeading('[done]train: no space')).toBeUndefined();
  });
});

describe('the kind a message is recorded as when none is named (hooks, scan --record, send)', () => {
  it('is its format’s; a kickoff’s [ack] and a [handoff] notice go up as reports (message-direction expects reports up); anything else is other', () => {
    expect(kindOfBody('[done] eval: scores in\nEvidence:\n- runs/1\n')).toBe('report');
    expect(kindOfBody('[answer] eval: split B\nAnswer: B\n')).toBe('brief');
    expect(kindOfBody('[correction] eval: the split\n')).toBe('correction');
    expect(kindOfBody('[ack] ranking: joined as ranker, worktree /w/wt-ranking')).toBe('report');
    expect(kindOfBody('[handoff] ranking: handed off to ranking2, entry 01M8TJGCVNFARPBRMVVBQ304TM')).toBe('report');
    expect(kindOfBody('[takeover] ranking: top handed the top role to top-2')).toBe('brief');
    expect(kindOfBody('[note] cli: from ranking: topWords throws for n < 0')).toBe('brief');
    expect(kindOfBody('lunch?')).toBe('other');
  });
});
