/**
 * What record and deliver print: the stored id on stdout (one per line, for
 * scripts), and on stderr what the user should know — secrets replaced,
 * a retry that changed nothing, an entry that is durable but not committed.
 */
import type { AppendResult } from '../log/append.js';

export interface RenderedWrite {
  stdout: string;
  stderr: string;
}

export function renderAppendResult(result: AppendResult): RenderedWrite {
  let stdout = '';
  let stderr = '';
  for (const item of result.results) {
    stdout += `${item.id}\n`;
    if (item.redactions > 0) {
      const kinds = Object.entries(item.redactedKinds)
        .map(([kind, count]) => (count === 1 ? kind : `${count} ${kind}`))
        .join(', ');
      const strings = item.redactions === 1 ? 'string' : 'strings';
      stderr += `teamdoc: replaced ${item.redactions} secret-looking ${strings} with a visible mark before writing (${kinds})\n`;
    }
    if (item.status === 'duplicate') stderr += `teamdoc: already in the log as ${item.id}; nothing new was written\n`;
  }
  return { stdout, stderr };
}

/** The message of the exit-75 error: what is safe, what blocks, what will commit it. */
export function pendingMessage(result: AppendResult): string {
  const ids = result.results.filter((item) => item.status === 'pending').map((item) => item.id);
  const what = ids.length === 1 ? `${ids[0]} is` : `${ids.join(', ')} are`;
  return `${what} durable on disk but not committed to the log yet: ${result.pendingReason ?? 'the commit could not be made'}`;
}

export const PENDING_HINT = 'Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits it.';
