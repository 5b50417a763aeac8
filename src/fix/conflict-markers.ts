/**
 * Unresolved merge conflicts in a doc: git's `<<<<<<<` … `=======` … `>>>>>>>`
 * lines. `check --fix` refuses such a file, since an edit would land in one
 * side of a conflict a person has still to settle. A lone `=======` is a
 * Markdown heading underline, so it counts only after an opening marker.
 */
import { InputError } from '../errors.js';

const OPENING = /^<{7}(?: |$)/;
const MIDDLE = /^={7}$/;
const CLOSING = /^>{7}(?: |$)/;

/** The 1-based line of the first conflict marker in LF text, if any. */
function firstConflictMarker(text: string): number | undefined {
  const lines = text.split('\n');
  let opened = false;
  for (const [index, line] of lines.entries()) {
    if (OPENING.test(line) || CLOSING.test(line) || (opened && MIDDLE.test(line))) return index + 1;
    if (OPENING.test(line)) opened = true;
  }
  return undefined;
}

/** Throws a located InputError (exit 2) when the doc still has a merge conflict in it. */
export function refuseConflictMarkers(text: string, file: string): void {
  const line = firstConflictMarker(text);
  if (line === undefined) return;
  throw new InputError(
    'Unexpected merge-conflict marker, expected a doc without unresolved conflicts; nothing was written',
    { file, line, column: 1 },
    {
      hint: 'Resolve the conflict (keep what belongs between `<<<<<<<` and `>>>>>>>`, remove the markers), then run `teamdoc check --fix` again.',
    },
  );
}
