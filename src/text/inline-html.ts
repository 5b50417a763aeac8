/**
 * A line typed as plain text, made safe to write into Markdown as it was
 * typed: outside code spans, a `<` that would open inline HTML (`<file>`,
 * `</b>`, `<!--`) or an autolink is backslash-escaped, so a reader of the doc
 * sees it and the rules read it back as the same words. Inside code spans
 * nothing changes.
 */
export function escapeInlineHtml(line: string): string {
  let out = '';
  let index = 0;
  while (index < line.length) {
    const ticks = /^`+/.exec(line.slice(index));
    if (ticks) {
      // A code span runs to the next run of exactly as many backticks; without one, the ticks are plain text.
      const fence = ticks[0];
      const close = findClosingTicks(line, index + fence.length, fence.length);
      const end = close === -1 ? index + fence.length : close + fence.length;
      out += line.slice(index, end);
      index = end;
      continue;
    }
    const char = line[index]!;
    out += char === '<' && /[A-Za-z/!?]/.test(line[index + 1] ?? '') && line[index - 1] !== '\\' ? '\\<' : char;
    index++;
  }
  return out;
}

function findClosingTicks(line: string, from: number, length: number): number {
  const run = new RegExp(`(?<!\`)\`{${length}}(?!\`)`, 'g');
  run.lastIndex = from;
  return run.exec(line)?.index ?? -1;
}
