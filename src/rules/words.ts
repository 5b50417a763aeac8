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

/** The candidate closest to `word` (for "did you mean"), when it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(1, Math.floor(lower.length / 4)) + 1 ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** `name`, `asked by` → `Name | Asked by`, as the header row writes them. */
export function columnList(columns: readonly string[]): string {
  return columns.map((column) => column.charAt(0).toUpperCase() + column.slice(1)).join(' | ');
}
