/**
 * Values of the Resources table, parsed so rules can compare them: GPU ids and
 * ports as sets of closed ranges (overlap by arithmetic, never by text), paths
 * normalised (`./out/` is `out`), everything else as trimmed text.
 */
import { posix } from 'node:path';

export const RESOURCE_KINDS = ['gpu', 'port', 'path', 'host', 'queue', 'budget', 'other'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** A closed range of integers, `first` ≤ `last`. */
export interface NumberRange {
  first: number;
  last: number;
}

export type ResourceValue =
  /** GPU ids or ports, optionally on a named host (`gpu-a:0-3`). */
  | { type: 'numbers'; host: string | undefined; ranges: NumberRange[] }
  | { type: 'path'; path: string }
  | { type: 'text'; text: string }
  | { type: 'none' }
  | { type: 'invalid'; expected: string };

const VALUE_SYNTAX: Record<'gpu' | 'port', string> = {
  gpu: 'GPU ids such as `0`, `0,1` or `0-3`, optionally after a host (`gpu-a:0-3`)',
  port: 'a port or a range such as `8100` or `8100-8149`, optionally after a host (`gpu-a:8100-8149`)',
};

export function parseResourceValue(kind: ResourceKind | undefined, text: string, none: boolean): ResourceValue {
  if (none) return { type: 'none' };
  if (kind === 'gpu' || kind === 'port') return parseNumbers(text) ?? { type: 'invalid', expected: VALUE_SYNTAX[kind] };
  if (kind === 'path') return { type: 'path', path: normalisePath(text) };
  return { type: 'text', text: text.trim() };
}

const NUMBER = /^\d{1,9}$/;

/** `host:` prefix (optional), then comma-separated numbers and ranges; `undefined` when it is not that. */
export function parseNumbers(text: string): { type: 'numbers'; host: string | undefined; ranges: NumberRange[] } | undefined {
  let list = text.trim();
  let host: string | undefined;
  const colon = list.indexOf(':');
  if (colon !== -1) {
    host = list.slice(0, colon).trim();
    list = list.slice(colon + 1);
    if (host === '' || /\s/.test(host)) return undefined;
  }
  const ranges: NumberRange[] = [];
  for (const item of list.split(',')) {
    // Editors turn `0-3` into `0–3`; both mean a range.
    const bounds = item.trim().split(/\s*[-–]\s*/);
    if (bounds.length > 2 || !bounds.every((bound) => NUMBER.test(bound))) return undefined;
    const first = Number(bounds[0]);
    const last = Number(bounds[bounds.length - 1]);
    if (first > last) return undefined;
    ranges.push({ first, last });
  }
  return { type: 'numbers', host, ranges };
}

export function rangesOverlap(a: readonly NumberRange[], b: readonly NumberRange[]): NumberRange | undefined {
  for (const left of a) {
    for (const right of b) {
      const first = Math.max(left.first, right.first);
      const last = Math.min(left.last, right.last);
      if (first <= last) return { first, last };
    }
  }
  return undefined;
}

export function formatRange(range: NumberRange): string {
  return range.first === range.last ? `${range.first}` : `${range.first}-${range.last}`;
}

/** `./runs/a/` → `runs/a`, `/data//x/../y/` → `/data/y`; `~` and relative paths are kept as written. */
export function normalisePath(text: string): string {
  const trimmed = text.trim().replace(/\\/g, '/');
  const normal = posix.normalize(trimmed);
  if (normal === '/' || normal === '.') return normal;
  return normal.replace(/\/+$/, '');
}

/** One path contains the other (or they are the same folder). */
export function pathsOverlap(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter === '/') return longer.startsWith('/');
  if (shorter === '.') return !longer.startsWith('/') && !longer.startsWith('~');
  return longer.startsWith(`${shorter}/`);
}
