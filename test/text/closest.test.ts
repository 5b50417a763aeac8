/** "Did you mean": what counts as a likely typo of a word teamdoc knows, or a name cut short. */
import { describe, expect, it } from 'vitest';
import { closest, onlyReading } from '../../src/text/closest.js';

describe('closest', () => {
  it('finds a word one or two slips away, letter case aside', () => {
    expect(closest('Resouces', ['roles', 'rules', 'resources', 'board', 'parts'])).toBe('resources');
    expect(closest('Runtme', ['name', 'runtime', 'session'])).toBe('runtime');
    expect(closest('critera', ['plan', 'criteria', 'verdict'])).toBe('criteria');
    expect(closest('chek', ['init', 'check', 'kickoff'])).toBe('check');
  });

  it('takes a word cut short (three letters or more) as one slip', () => {
    expect(closest('warn', ['off', 'info', 'warning', 'error'])).toBe('warning');
    expect(closest('wa', ['off', 'info', 'warning', 'error'])).toBeUndefined();
  });

  it('counts two swapped letters as one slip, and allows one slip in a short word, two in a longer one', () => {
    expect(closest('tpo', ['top', 'train'])).toBe('top');
    expect(closest('Parnet', ['parent', 'part'])).toBe('parent');
    expect(closest('ops', ['top', 'train'])).toBeUndefined();
    expect(closest('reosurcse', ['resources'])).toBe('resources');
  });

  it('suggests nothing for a word far from every candidate', () => {
    expect(closest('notes', ['resources', 'board', 'parts', 'roles'])).toBeUndefined();
    expect(closest('anything', [])).toBeUndefined();
  });

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

  it('calls a reading the only one when no other candidate is a likely typo too', () => {
    expect(onlyReading('Runtme', 'runtime', ['name', 'runtime', 'session'])).toBe(true);
    expect(onlyReading('Resouces', 'resources', ['roles', 'rules', 'resources', 'board', 'parts'])).toBe(true);
    // `rles` is one slip from `roles` and from `rules`: a person picks.
    expect(closest('rles', ['roles', 'rules'])).toBe('roles');
    expect(onlyReading('rles', 'roles', ['roles', 'rules'])).toBe(false);
  });
});
