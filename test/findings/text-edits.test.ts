/** Suggested edits applied to text: positions as findings have them, edits that collide refused, cells rewritten between their pipes. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteDoc } from '../../src/doc/rewrite.js';
import { buildModel } from '../../src/doc/build-model.js';
import { EditConflict, applyTextEdits } from '../../src/findings/text-edits.js';
import { cellEdit, insertLinesAfter } from '../../src/rules/support/edits.js';
import { scratchDir } from '../helpers/repo.js';

describe('applyTextEdits', () => {
  it('replaces, inserts and deletes by line and column, from the end backwards', () => {
    const text = 'alpha\nbeta\ngamma\n';
    expect(
      applyTextEdits(text, [
        { line: 1, column: 1, endLine: 1, endColumn: 6, text: 'ALPHA' },
        { line: 3, column: 1, endLine: 3, endColumn: 1, text: 'before ' },
        { line: 2, column: 1, endLine: 3, endColumn: 1, text: '' },
      ]),
    ).toBe('ALPHA\nbefore gamma\n');
  });

  it('refuses edits that overlap, and positions outside the text', () => {
    expect(() =>
      applyTextEdits('abcdef\n', [
        { line: 1, column: 1, endLine: 1, endColumn: 4, text: 'x' },
        { line: 1, column: 3, endLine: 1, endColumn: 5, text: 'y' },
      ]),
    ).toThrow(EditConflict);
    expect(() => applyTextEdits('abc\n', [{ line: 1, column: 9, endLine: 1, endColumn: 9, text: 'x' }])).toThrow(EditConflict);
    expect(() => applyTextEdits('abc\n', [{ line: 4, column: 1, endLine: 4, endColumn: 1, text: 'x' }])).toThrow(EditConflict);
  });
});

describe('edits of a table', () => {
  const doc = buildModel(
    [
      '## Roles',
      '',
      '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| top | claude | s-top | — | — | — | — | active |',
      '| eval | codex |  | | — | top | eval | planned |',
      '|train|claude||x|—|top|train|',
      '',
    ].join('\r\n'),
    'x.md',
  );
  const [top, evalRow, train] = doc.roles;
  // The model's text is LF text, whatever the file's endings: edits are made to it (rewriteDoc writes them back as the file was).
  const edited = (...edits: Parameters<typeof applyTextEdits>[1]) => applyTextEdits(doc.text, edits).split('\n');

  it('writes a cell with text, an empty one between its pipes, and a missing one at the row’s end', () => {
    expect(edited(cellEdit(doc, top!.cells.status, 'done'))[4]).toBe('| top | claude | s-top | — | — | — | — | done |');
    expect(edited(cellEdit(doc, evalRow!.cells.session, 's-eval'), cellEdit(doc, evalRow!.cells.host, 'gpu | a'))[5]).toBe(
      '| eval | codex | s-eval | gpu \\| a | — | top | eval | planned |',
    );
    expect(edited(cellEdit(doc, train!.cells.session, 's-train'), cellEdit(doc, train!.cells.status, 'active'))[6]).toBe(
      '|train|claude| s-train |x|—|top|train| active |',
    );
  });

  it('inserts whole lines after a line', () => {
    expect(edited(insertLinesAfter(doc, 5, ['| new | claude | — | — | — | top | new | planned |'])).slice(4, 7)).toEqual([
      '| top | claude | s-top | — | — | — | — | active |',
      '| new | claude | — | — | — | top | new | planned |',
      '| eval | codex |  | | — | top | eval | planned |',
    ]);
  });
});

describe('rewriteDoc', () => {
  it('writes edits made to the LF text back with the file’s BOM and CRLF endings, and refuses a file changed since it was read', () => {
    const path = join(scratchDir(), 'TEAM.md');
    const written =
      '\uFEFF## Roles\r\n\r\n| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |\r\n| --- | --- | --- | --- | --- | --- | --- | --- |\r\n| top | claude | s-top | — | — | — | — | active |\r\n';
    writeFileSync(path, written);
    const doc = buildModel(written, 'TEAM.md');
    rewriteDoc(path, 'TEAM.md', written, [cellEdit(doc, doc.roles[0]!.cells.status, 'done')]);
    expect(readFileSync(path, 'utf8')).toBe(written.replace('| active |', '| done |'));
    expect(() => rewriteDoc(path, 'TEAM.md', written, [cellEdit(doc, doc.roles[0]!.cells.status, 'stopped')])).toThrow(/changed while teamdoc was writing/);
    expect(readFileSync(path, 'utf8')).toBe(written.replace('| active |', '| done |'));
  });
});
