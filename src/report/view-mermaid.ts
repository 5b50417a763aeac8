/**
 * The chain as a Mermaid flowchart, which GitHub renders in pull requests and
 * Markdown files. Node ids are generated (`s0`, `s1`, …), never taken from
 * names, and every label is reduced to letters, digits and a few safe marks,
 * with anything else written as a Mermaid entity (`#35;`): a name cannot close
 * a label, add a node or edge, start a directive or inject HTML.
 */
import type { ChainView, ViewPair } from '../chain/view-model.js';
import { displayName, tableMark, sessionFacts } from './view-words.js';

/** Label text as Mermaid entities wherever a character could mean something to Mermaid, HTML or Markdown. */
function mermaidText(text: string): string {
  return [...text].map((character) => (/^[A-Za-z0-9 _.,:/@()+-]$/.test(character) ? character : `#${character.codePointAt(0)};`)).join('');
}

export function renderViewMermaid(view: ChainView): string {
  const ids = new Map(view.sessions.map((session, position) => [session.key, `s${position}`]));
  const lines = ['flowchart TD'];
  for (const session of view.sessions) {
    const label = [displayName(session), sessionFacts(session).slice(0, 3).join(' · ')];
    if (session.noStatement) label.push('no statement');
    if (session.statement?.amendment) label.push('statement amended');
    if (session.statement?.byName) label.push('known by name only');
    const unlisted = tableMark(session, view);
    if (unlisted) label.push(unlisted);
    if (session.takeover) label.push(`generation ${session.generation}`);
    if (session.finished && session.holds.length > 0) label.push(`finished, holds ${session.holds.length}`);
    lines.push(`  ${ids.get(session.key)}["${label.map(mermaidText).join('<br/>')}"]`);
  }
  view.unresolved.forEach((boundary, position) => {
    lines.push(`  u${position}{{"${mermaidText(`? ${boundary.name}`)}<br/>unresolved"}}`);
  });
  const edgeTraffic = new Map(view.traffic.pairs.filter((pair) => pair.relation === 'edge').map((pair) => [`${pair.a.key}>${pair.b.key}`, pair]));
  for (const session of view.sessions) {
    const parent = session.parent;
    if (!parent) continue;
    const from = parent.key === undefined ? `u${view.unresolved.findIndex((boundary) => boundary.children.includes(session.key))}` : ids.get(parent.key);
    const traffic = parent.key === undefined ? undefined : edgeTraffic.get(`${parent.key}>${session.key}`);
    const label = traffic ? `|"${mermaidText(edgeLabel(traffic))}"|` : '';
    // A parent only the table gives (no statement) is drawn dashed.
    lines.push(`  ${from} ${parent.source === 'table' ? '-.->' : '-->'}${label} ${ids.get(session.key)}`);
  }
  view.sessions.forEach((session) => {
    const id = ids.get(session.key)!;
    if (session.finished && session.holds.length > 0) lines.push(`  class ${id} finishedHolding`);
    else if (session.noStatement || session.tableDisagrees || session.line === undefined) lines.push(`  class ${id} attention`);
  });
  if (view.unresolved.length > 0) lines.push(`  class ${view.unresolved.map((_, position) => `u${position}`).join(',')} unresolved`);
  lines.push('  classDef attention stroke:#b58900,stroke-width:2px,stroke-dasharray:4 3');
  lines.push('  classDef finishedHolding stroke:#dc322f,stroke-width:3px');
  lines.push('  classDef unresolved stroke:#dc322f,stroke-dasharray:4 3');
  return `${lines.join('\n')}\n`;
}

/** `↓ 2 brief · ↑ 3 report`: the messages along one edge, each way. */
function edgeLabel(pair: ViewPair): string {
  const way = (arrow: string, counts: ViewPair['forward']['counts']) =>
    Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${arrow} ${count} ${kind}`);
  return [...way('down', pair.forward.counts), ...way('up', pair.backward.counts)].join(' · ');
}
