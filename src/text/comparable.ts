/**
 * Text compared the way a reader would: Markdown marks (code ticks, emphasis,
 * the backslash that escapes a punctuation mark) and runs of white space do
 * not count, nor does case. One reading for every place that asks whether a
 * message says what the doc says: the doc's side is read as plain text, a
 * message's side is Markdown as its sender typed it — often copied from the
 * doc's source, escapes and all (`\<sample>`, which the doc reads as `<sample>`).
 */
export function comparable(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
