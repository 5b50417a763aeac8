/**
 * What record and deliver print: the stored id on stdout (one per line, for
 * scripts), and on stderr what the user should know — secrets replaced,
 * a retry that changed nothing.
 */
import type { AppendResult } from '../log/write/append.js';

export interface RenderedWrite {
  stdout: string;
  stderr: string;
}

export function renderAppendResult(result: AppendResult): RenderedWrite {
  let stdout = '';
  let stderr = '';
  for (const item of result.results) {
    stdout += `${item.id}\n`;
    if (item.redactions > 0) stderr += `teamdoc: replaced ${redactionsText(item.redactedKinds)}\n`;
    if (item.status === 'duplicate') stderr += `teamdoc: already in the log as ${item.id}; nothing new was written\n`;
  }
  return { stdout, stderr };
}

/** `3 secret-looking strings with a visible mark before writing (2 github-token, jwt)`, after "replaced". */
export function redactionsText(kinds: Record<string, number>): string {
  const counts = Object.entries(kinds);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const list = counts.map(([kind, count]) => (count === 1 ? kind : `${count} ${kind}`)).join(', ');
  return `${total} secret-looking ${total === 1 ? 'string' : 'strings'} with a visible mark before writing (${list})`;
}
