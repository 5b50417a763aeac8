/**
 * Writing edits into a team doc: applied to the text they were computed
 * from, refused if the file changed since it was read, written beside the
 * file and renamed over it (never half a doc), its BOM and mode kept.
 */
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import type { TextEdit } from '../findings/finding.js';
import { applyTextEdits } from '../findings/text-edits.js';
import type { DocText } from './read.js';

const BOM = '\uFEFF';

export function rewriteDoc(path: string, shown: string, read: DocText, edits: readonly TextEdit[]): void {
  const next = applyTextEdits(read.text, edits);
  const now = readFileSync(path, 'utf8');
  if (now !== (read.hadBom ? BOM : '') + read.text) {
    throw new InputError('changed while teamdoc was writing into it; nothing was written', { file: shown }, { hint: 'Run the command again.' });
  }
  const temporary = `${path}.teamdoc-${process.pid}.tmp`;
  writeFileSync(temporary, (read.hadBom ? BOM : '') + next);
  chmodSync(temporary, statSync(path).mode & 0o7777);
  renameSync(temporary, path);
}
