/**
 * Writing edits into a team doc: applied to the text they were computed
 * from, refused if the file changed since it was read, written beside the
 * file and renamed over it (never half a doc), its BOM, line endings and mode
 * kept.
 */
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import type { TextEdit } from '../findings/finding.js';
import { applyTextEdits } from '../findings/text-edits.js';
import { lfText } from '../text/line-endings.js';

const BOM = '\uFEFF';

/** `written` is the file's text as read (readDocFile); the edits' positions are those of its LF text, as every finding's are. */
export function rewriteDoc(path: string, shown: string, written: string, edits: readonly TextEdit[]): void {
  writeDocText(path, shown, written, applyTextEdits(lfText(written), edits));
}

/** `text` (LF text) written over the doc that read as `written`, in its BOM and line endings. */
export function writeDocText(path: string, shown: string, written: string, text: string): void {
  const next = withEndingsOf(written, text);
  if (readFileSync(path, 'utf8') !== written) {
    throw new InputError('changed while teamdoc was writing into it; nothing was written', { file: shown }, { hint: 'Run the command again.' });
  }
  const temporary = `${path}.teamdoc-${process.pid}.tmp`;
  writeFileSync(temporary, next);
  chmodSync(temporary, statSync(path).mode & 0o7777);
  renameSync(temporary, path);
}

/** LF text written back as the original was: its BOM, and its line ending (the commonest one, if it mixed them). */
function withEndingsOf(original: string, text: string): string {
  const bom = original.startsWith(BOM) ? BOM : '';
  const crlf = original.split('\r\n').length - 1;
  const cr = original.split('\r').length - 1 - crlf;
  const lf = original.split('\n').length - 1 - crlf;
  const ending = crlf > lf && crlf >= cr ? '\r\n' : cr > lf ? '\r' : '\n';
  return bom + (ending === '\n' ? text : text.replace(/\n/g, ending));
}
