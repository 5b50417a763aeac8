/** How findings quote what the doc says. */

/** Doc text in backticks, cut short when long (a cell is a word or two; a paragraph is not). */
export function quote(text: string, limit = 60): string {
  return `\`${shorten(text, limit).replace(/`/g, 'ˋ')}\``;
}

/** Text on one line, cut at a word near `limit` characters. */
export function shorten(text: string, limit = 100): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= limit) return oneLine;
  const cut = oneLine.lastIndexOf(' ', limit - 1);
  return `${oneLine.slice(0, cut > limit / 2 ? cut : limit - 1)}…`;
}

/** `a`, `b` or `c` */
export function oneOf(values: readonly string[]): string {
  const quoted = values.map((value) => `\`${value}\``);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

/** `name`, `asked by` → `Name | Asked by`, as the header row writes them. */
export function columnList(columns: readonly string[]): string {
  return columns.map((column) => column.charAt(0).toUpperCase() + column.slice(1)).join(' | ');
}
