/**
 * Text broken into lines at spaces, for a terminal of known width: the first
 * line may be narrower than the rest (it shares its line with other columns).
 * A word longer than a whole line is cut, so no line is ever wider.
 */
export function wrapText(text: string, firstWidth: number, restWidth = firstWidth): string[] {
  const lines: string[] = [];
  let line = '';
  const width = () => (lines.length === 0 ? firstWidth : restWidth);
  for (let word of text.split(' ')) {
    while (word.length > 0) {
      const room = width() - (line === '' ? 0 : line.length + 1);
      if (word.length <= room) {
        line = line === '' ? word : `${line} ${word}`;
        word = '';
      } else if (line !== '') {
        lines.push(line);
        line = '';
      } else {
        lines.push(word.slice(0, Math.max(1, room)));
        word = word.slice(Math.max(1, room));
      }
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}
