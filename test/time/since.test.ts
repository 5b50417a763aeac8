import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { parseSince } from '../../src/time/since.js';

const now = new Date('2026-09-01T12:00:00.000Z');

describe('--since', () => {
  it('takes an age counted back from now', () => {
    expect(parseSince('90m', now).toISOString()).toBe('2026-09-01T10:30:00.000Z');
    expect(parseSince('6h', now).toISOString()).toBe('2026-09-01T06:00:00.000Z');
    expect(parseSince('2d', now).toISOString()).toBe('2026-08-30T12:00:00.000Z');
    expect(parseSince('1w', now).toISOString()).toBe('2026-08-25T12:00:00.000Z');
  });

  it('takes a date or a time', () => {
    expect(parseSince('2026-08-31T10:00Z', now).toISOString()).toBe('2026-08-31T10:00:00.000Z');
    expect(parseSince('2026-08-31', now).toISOString()).toBe('2026-08-31T00:00:00.000Z');
  });

  it('refuses anything else with a usage error that shows what it accepts', () => {
    expect(() => parseSince('yesterday', now)).toThrow(UsageError);
    expect(() => parseSince('2026-13-45', now)).toThrow(/expected a date such as 2026-11-30/);
  });
});
