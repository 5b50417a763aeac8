/**
 * The same text as a Windows checkout, a BOM-writing editor or a careless
 * paste would leave it: CRLF, a BOM, both, endings mixed line by line, and
 * lone CRs (which CommonMark, and so teamdoc, reads as line endings).
 */

export type LineEndingVariant = 'crlf' | 'bom' | 'bom+crlf' | 'mixed' | 'cr';

export const LINE_ENDING_VARIANTS: readonly LineEndingVariant[] = ['crlf', 'bom', 'bom+crlf', 'mixed', 'cr'];

/** `text` (written with LF) as `variant` writes it. */
export function withLineEndings(text: string, variant: LineEndingVariant): string {
  switch (variant) {
    case 'crlf':
      return text.replace(/\n/g, '\r\n');
    case 'bom':
      return `\ufeff${text}`;
    case 'bom+crlf':
      return `\ufeff${text.replace(/\n/g, '\r\n')}`;
    case 'mixed':
      return mixedEndings(text);
    case 'cr':
      return text.replace(/\n/g, '\r');
  }
}

/**
 * LF, CRLF and CR in turn, line by line. A lone CR followed by an empty line's
 * LF would be one CRLF, not two endings, so that empty line ends with CR too.
 */
function mixedEndings(text: string): string {
  const lines = text.split('\n');
  const cycle = ['\n', '\r\n', '\r'];
  let written = '';
  let previous = '';
  lines.forEach((line, index) => {
    written += line;
    if (index === lines.length - 1) return;
    let ending = cycle[index % cycle.length]!;
    if (previous === '\r' && line === '' && ending === '\n') ending = '\r';
    written += ending;
    previous = ending;
  });
  return written;
}
