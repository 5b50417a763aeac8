/**
 * Commit objects built in-process with teamdoc's own identity: no hooks, no
 * signing prompt, no dependence on the user's user.email.
 */
import { type GitObject, type ObjectFormat, makeObject } from './objects.js';
import { TEAMDOC_IDENTITY } from './store.js';

export interface CommitFields {
  tree: string;
  parents: readonly string[];
  message: string;
  time: Date;
}

export function makeCommit(fields: CommitFields, format: ObjectFormat): GitObject {
  const seconds = Math.floor(fields.time.getTime() / 1000);
  const signature = `${TEAMDOC_IDENTITY.name} <${TEAMDOC_IDENTITY.email}> ${seconds} +0000`;
  const lines = [`tree ${fields.tree}`, ...fields.parents.map((parent) => `parent ${parent}`), `author ${signature}`, `committer ${signature}`];
  const message = fields.message.endsWith('\n') ? fields.message : `${fields.message}\n`;
  return makeObject('commit', Buffer.from(`${lines.join('\n')}\n\n${message}`, 'utf8'), format);
}

/** The tree and parents named in a commit object's header. */
export function parseCommit(content: Buffer): { tree: string; parents: string[] } {
  const header = content.subarray(0, Math.max(0, content.indexOf('\n\n'))).toString('utf8');
  let tree = '';
  const parents: string[] = [];
  for (const line of header.split('\n')) {
    if (line.startsWith('tree ')) tree = line.slice(5);
    else if (line.startsWith('parent ')) parents.push(line.slice(7));
  }
  if (!tree) throw new Error('malformed commit object: no tree');
  return { tree, parents };
}
