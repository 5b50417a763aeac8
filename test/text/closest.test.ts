/** "Did you mean": a typo, or a name cut short, finds what was meant; anything else finds nothing. */
import { describe, expect, it } from 'vitest';
import { closest } from '../../src/text/closest.js';

describe('closest', () => {
  const parts = ['serving', 'eval', 'data-mix', 'tokenizer'];
  it('finds a typo and a name cut short', () => {
    expect(closest('evl', parts)).toBe('eval');
    expect(closest('serve', parts)).toBe('serving');
    expect(closest('DATA-MIX', parts)).toBe('data-mix');
  });
  it('finds nothing far off, and no prefix shared by two', () => {
    expect(closest('train', parts)).toBeUndefined();
    expect(closest('se', parts)).toBeUndefined();
    expect(closest('tok', ['tokenizer', 'tokens'])).toBeUndefined();
  });
});
