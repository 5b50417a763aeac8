/**
 * What ends a line in text people write: LF, CRLF, or a lone CR — CommonMark's
 * rule, which remark, YAML and most editors share. Readers take text as LF
 * text, so a doc saved on Windows, by an old Mac tool or by a careless paste
 * reads exactly as its LF twin: a line ending is never a column, so every line
 * and column stays that of the file as written.
 */

/** One line ending, for splitting text that may not be LF text. */
export const LINE_ENDING = /\r\n|\r|\n/;

/** The text with a leading BOM removed and every line ending written as LF. */
export function lfText(text: string): string {
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return withoutBom.includes('\r') ? withoutBom.replace(/\r\n?/g, '\n') : withoutBom;
}
