import { normalisePath, pathsOverlap } from '../../doc/resource-values.js';
import { nameKey } from '../../doc/vocabulary.js';
import { readEnvelope } from '../../protocol/envelope.js';
import { claimsOf } from '../support/resource-claims.js';
import { defineKickoffRule, inDoc } from './kickoff-rule.js';
import { kickoffSubject } from './kickoff-subject.js';
import { quote } from '../support/words.js';

export default defineKickoffRule({
  id: 'kickoff-path-overlap',
  severity: 'error',
  description:
    'No folder the kickoff gives its worker (under its resources, or as its worktree) is, contains or lies inside a folder the team doc gives another role.',
  needs: ['doc'],
  check(context, report) {
    const { kickoff, doc } = context;
    const { owner } = kickoffSubject(kickoff, doc);
    if (!owner) return;
    const others = claimsOf(doc, 'path').filter((claim) => claim.holderKey !== nameKey(owner.name.text) && claim.resource.value.type === 'path');
    for (const path of ownedPaths(kickoff)) {
      const mine = normalisePath(path.text);
      for (const claim of others) {
        const theirs = claim.resource.value.type === 'path' ? claim.resource.value.path : '';
        if (!pathsOverlap(mine, theirs)) continue;
        const cell = claim.resource.cells.value;
        const relation = mine === theirs ? 'the same folder as' : mine.length > theirs.length ? 'inside' : 'contains';
        report(
          path.span,
          `Unexpected path ${quote(path.text)} (${relation} ${quote(cell.text)} of ${quote(claim.holder)}, line ${claim.resource.line}), expected folders only ${quote(owner.name.text)} holds`,
          {
            hint: 'Give the worker its own folder, and write it in the team doc’s Resources first.',
            related: [inDoc(context, cell.span, `${quote(cell.text)} held by ${quote(claim.holder)}`)],
          },
        );
      }
    }
  },
});

/**
 * The folders a kickoff hands its worker: paths in its resources section and on
 * lines that name its worktree. A relative path counts only inside inline code,
 * where it is clearly a path and not a "pass/fail" in prose. A handoff's packet
 * is its predecessor's words, quoted: a folder it mentions is not handed over.
 */
function ownedPaths(kickoff: Parameters<typeof kickoffSubject>[0]) {
  const packet = readEnvelope(kickoff.text);
  const quoted = (offset: number) => packet !== undefined && offset >= packet.start && offset < packet.end;
  const sections = kickoff.headings.filter((heading) => /resource/i.test(heading.text));
  const inSection = (offset: number) => sections.some((heading) => offset >= heading.sectionStart && offset < heading.sectionEnd);
  const onWorktreeLine = (line: number) => /worktree/i.test(kickoff.index.line(line));
  return kickoff.paths.filter((path) => {
    const absolute = /^~?\//.test(path.text);
    const inCode = kickoff.prose[path.start] === ' ' && kickoff.text[path.start] !== ' ';
    if ((!absolute && !inCode) || quoted(path.start)) return false;
    return inSection(path.start) || onWorktreeLine(path.span.start.line);
  });
}
