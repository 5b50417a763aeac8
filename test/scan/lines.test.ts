import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanMarkedLines, type MarkedLine } from '../../src/scan/lines.js';
import { scratchDir } from '../helpers/repo.js';

function jsonl(...rows: unknown[]): string {
  return rows.map((row) => (typeof row === 'string' ? row : JSON.stringify(row))).join('\n') + '\n';
}

async function marked(path: string, markers: string[], chunkBytes?: number) {
  const lines: MarkedLine[] = [];
  const counts = await scanMarkedLines(path, { markers, chunkBytes }, (line) => lines.push(line));
  return { lines, counts };
}

describe('reading a transcript line by line, parsing only the lines a scan needs', () => {
  it('hands over only lines holding a marker, parsed, with their line numbers', async () => {
    const file = join(scratchDir(), 't.jsonl');
    writeFileSync(file, jsonl({ type: 'assistant', text: 'plain' }, { type: 'user', origin: { kind: 'peer' } }, { type: 'x' }, { kind: 'peer', n: 2 }));
    const { lines, counts } = await marked(file, ['"peer"']);
    expect(lines.map((line) => [line.lineNumber, line.row])).toEqual([
      [2, { type: 'user', origin: { kind: 'peer' } }],
      [4, { kind: 'peer', n: 2 }],
    ]);
    expect(counts).toMatchObject({ lines: 4, corrupt: 0, truncated: 0, oversized: 0 });
  });

  it('finds markers and keeps line numbers right when lines straddle chunk boundaries', async () => {
    const file = join(scratchDir(), 't.jsonl');
    const rows = Array.from({ length: 200 }, (_, index) => ({ index, text: 'x'.repeat(index % 37), ...(index % 9 === 0 ? { mark: 'SendMessage' } : {}) }));
    writeFileSync(file, jsonl(...rows));
    const { lines, counts } = await marked(file, ['SendMessage'], 64);
    expect(lines.map((line) => line.lineNumber)).toEqual(rows.filter((row) => row.index % 9 === 0).map((row) => row.index + 1));
    expect(lines.every((line) => line.row.index === line.lineNumber - 1)).toBe(true);
    expect(counts.lines).toBe(200);
  });

  it('reads nothing, and does not fail, when the file was deleted after it was listed', async () => {
    const { lines, counts } = await marked(join(scratchDir(), 'pruned.jsonl'), ['"peer"']);
    expect(lines).toEqual([]);
    expect(counts).toMatchObject({ lines: 0, bytes: 0, corrupt: 0 });
  });

  it('counts corrupt lines, skips them, and carries on to the lines after them', async () => {
    const file = join(scratchDir(), 't.jsonl');
    writeFileSync(file, jsonl('{"kind":"peer","cut', 'not json "peer"', '["peer"]', '', { kind: 'peer', ok: true }) + 'garbage without braces\n');
    const { lines, counts } = await marked(file, ['"peer"']);
    expect(lines.map((line) => line.row)).toEqual([{ kind: 'peer', ok: true }]);
    // Three marked lines fail to parse; the unmarked garbage line fails the shape check without being parsed.
    expect(counts).toMatchObject({ lines: 6, corrupt: 4, truncated: 0 });
  });

  it('reads CRLF line endings', async () => {
    const file = join(scratchDir(), 't.jsonl');
    writeFileSync(file, '{"kind":"peer","n":1}\r\n{"kind":"peer","n":2}\r\n');
    const { lines, counts } = await marked(file, ['"peer"']);
    expect(lines.map((line) => line.row.n)).toEqual([1, 2]);
    expect(counts.corrupt).toBe(0);
  });

  it('reports a half-written last line as truncated, and takes a whole last line that only lacks its newline', async () => {
    const dir = scratchDir();
    const cut = join(dir, 'cut.jsonl');
    writeFileSync(cut, jsonl({ kind: 'peer', n: 1 }) + '{"kind":"peer","n":2,"body":"half');
    const whole = join(dir, 'whole.jsonl');
    writeFileSync(whole, jsonl({ kind: 'peer', n: 1 }) + '{"kind":"peer","n":2}');

    const a = await marked(cut, ['"peer"']);
    expect(a.lines.map((line) => line.row.n)).toEqual([1]);
    expect(a.counts).toMatchObject({ lines: 2, truncated: 1, corrupt: 0 });

    const b = await marked(whole, ['"peer"']);
    expect(b.lines.map((line) => [line.row.n, line.terminated])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(b.counts.truncated).toBe(0);
  });

  it('reads a file that grows while it is read up to the size it had when opened', async () => {
    const file = join(scratchDir(), 'growing.jsonl');
    writeFileSync(file, jsonl(...Array.from({ length: 20 }, (_, n) => ({ kind: 'peer', n }))));
    const seen: number[] = [];
    // Each visit appends a whole line and then half of another, as a live session does.
    const counts = await scanMarkedLines(file, { markers: ['"peer"'], chunkBytes: 48 }, (line) => {
      seen.push(line.row.n as number);
      appendFileSync(file, `${JSON.stringify({ kind: 'peer', n: 1000 + seen.length })}\n{"kind":"peer","n":`);
    });
    expect(seen).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(counts).toMatchObject({ lines: 20, corrupt: 0, truncated: 0 });
  });

  it('skips a line longer than the limit without holding it, and reads on', async () => {
    const file = join(scratchDir(), 't.jsonl');
    writeFileSync(file, jsonl({ kind: 'peer', n: 1 }, { kind: 'peer', huge: 'y'.repeat(5000) }, { kind: 'peer', n: 3 }));
    const seen: number[] = [];
    const counts = await scanMarkedLines(file, { markers: ['"peer"'], chunkBytes: 256, maxLineBytes: 1024 }, (line) => seen.push(line.lineNumber));
    expect(seen).toEqual([1, 3]);
    expect(counts).toMatchObject({ lines: 3, oversized: 1, corrupt: 0 });
  });

  it('watches a needle added while reading, to catch a tool result a few lines later', async () => {
    const file = join(scratchDir(), 't.jsonl');
    writeFileSync(file, jsonl({ call: 'toolu_1', tag: 'CALL' }, { other: 1 }, { result_for: 'toolu_1' }, { result_for: 'toolu_1' }));
    const seen: number[] = [];
    await scanMarkedLines(file, { markers: ['CALL'] }, (line, watchlist) => {
      seen.push(line.lineNumber);
      if (line.row.tag === 'CALL') watchlist.watch('"toolu_1"');
      else watchlist.unwatch('"toolu_1"');
    });
    expect(seen).toEqual([1, 3]);
  });
});
