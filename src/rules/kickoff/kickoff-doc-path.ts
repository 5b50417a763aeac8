import { basename } from 'node:path';
import type { Located } from '../../doc/model.js';
import type { TextIndex } from '../../doc/positions.js';
import { defineKickoffRule, missingAt } from './kickoff-rule.js';
import { quote } from '../support/words.js';

export default defineKickoffRule({
  id: 'kickoff-doc-path',
  severity: 'error',
  description: 'The kickoff names the team doc by its absolute path: the worker may start in another folder or on another machine.',
  check({ kickoff, docPath }, report) {
    if (docPath !== undefined && kickoff.text.includes(docPath)) return;
    const name = docPath === undefined ? undefined : basename(docPath);
    const absolute = kickoff.paths.filter((path) => /^~?\//.test(path.text));
    const isDoc = (path: string) => (name === undefined ? path.endsWith('.md') : basename(path) === name);
    if (absolute.some((path) => isDoc(path.text))) return;
    const expected = docPath === undefined ? 'the team doc’s absolute path' : `its absolute path ${quote(docPath)}`;
    const relative = kickoff.paths.find((path) => !/^~?\//.test(path.text) && isDoc(path.text)) ?? bareName(kickoff.text, name, kickoff.index);
    if (relative) {
      report(relative.span, `Unexpected relative team doc path ${quote(relative.text)}, expected ${expected}`, {
        hint: 'The worker may start in another folder or on another machine: give the whole path.',
      });
      return;
    }
    report(missingAt(kickoff), `Unexpected kickoff without the team doc’s path, expected ${expected}`, {
      hint: 'The team doc is what is true; the worker reads its Roles, Resources and part there.',
    });
  },
});

/** `TEAM.md` written without any folder. */
function bareName(text: string, name: string | undefined, index: TextIndex): Located | undefined {
  if (name === undefined) return undefined;
  const at = new RegExp(`(?<![\\w/.-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`).exec(text);
  return at ? { text: name, span: index.span(at.index, at.index + name.length) } : undefined;
}
