/** Resource values compare by arithmetic and containment, never by text. */
import { describe, expect, it } from 'vitest';
import { normalisePath, parseNumbers, parseResourceValue, pathsOverlap, rangesOverlap } from '../../src/doc/resource-values.js';

describe('resource values', () => {
  it('parses GPU lists and ranges, an en dash, and a host prefix', () => {
    expect(parseNumbers('0,1')).toEqual({
      type: 'numbers',
      host: undefined,
      ranges: [
        { first: 0, last: 0 },
        { first: 1, last: 1 },
      ],
    });
    expect(parseNumbers('gpu-b:0–3, 6')).toEqual({
      type: 'numbers',
      host: 'gpu-b',
      ranges: [
        { first: 0, last: 3 },
        { first: 6, last: 6 },
      ],
    });
  });

  it.each(['all', '3-1', '0-', ':0', 'a b:1', '1-2-3', '1e3'])('refuses `%s`', (text) => {
    expect(parseResourceValue('gpu', text, false).type).toBe('invalid');
  });

  it('finds the shared part of two sets of ranges', () => {
    expect(rangesOverlap([{ first: 8100, last: 8149 }], [{ first: 8120, last: 8120 }])).toEqual({ first: 8120, last: 8120 });
    expect(rangesOverlap([{ first: 8100, last: 8149 }], [{ first: 8150, last: 8199 }])).toBeUndefined();
  });

  it('normalises paths and compares them by containment', () => {
    expect(normalisePath('./runs/a/')).toBe('runs/a');
    expect(normalisePath('/data//x/../y/')).toBe('/data/y');
    expect(pathsOverlap('/data/runs', '/data/runs/train')).toBe(true);
    expect(pathsOverlap('/data/runs/train', '/data/runs/train-eval')).toBe(false);
    expect(pathsOverlap('/', '/anything')).toBe(true);
    expect(pathsOverlap('runs', '/runs')).toBe(false);
  });
});
