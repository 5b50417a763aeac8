/** Where to point when what a rule wants is not there at all. */
import type { Span, TeamDoc } from '../../doc/model.js';

/** The first line after the front matter (or 1:1): where a missing title or section belongs. */
export function bodyStart(doc: TeamDoc): Span {
  const line = doc.frontMatter.state === 'absent' ? 1 : doc.frontMatter.span.end.line + 1;
  return { start: { line, column: 1 }, end: { line, column: 1 } };
}

/** The header row of a table: from the table's start to its last header cell. */
export function headerSpan(table: { span: Span; header: readonly { span: Span }[] }): Span {
  const last = table.header[table.header.length - 1];
  return { start: table.span.start, end: last ? last.span.end : table.span.end };
}
