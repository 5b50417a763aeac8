/**
 * `teamdoc view` for a terminal: the chain as a tree, then traffic per edge,
 * open work, delivery trouble and holdings. Every name and value from the doc
 * or the log goes through terminalSafeLine; colour only through the palette.
 */
import type { ChainView, ViewPair, ViewSession } from '../chain/view-model.js';
import { shortRef } from '../log/read/provider.js';
import { spanText, timeText } from '../time/span-text.js';
import type { Palette } from './colour.js';
import { terminalSafeLine } from './terminal-text.js';
import { liveIsKnown, liveLines } from './view-live-text.js';
import { ago, countsText, displayName, lastText, replacedNames, sessionFacts, sessionIndex, statementMarks, treeLines } from './view-words.js';
import { plural } from '../text/plural.js';

const safe = terminalSafeLine;
/** Integrity problems listed before the chain; the rest are counted (`teamdoc log` lists them all). */
const INTEGRITY_SHOWN = 10;

export function renderViewText(view: ChainView, palette: Palette): string {
  const index = sessionIndex(view);
  const name = (key: string | undefined, fallback: string) => safe(key === undefined ? fallback : (index.get(key)?.name ?? fallback));
  const out: string[] = [headline(view), ''];

  if (view.log && view.log.integrity.length > 0) {
    out.push(palette.bold('Log integrity (each entry is shown as first recorded; `teamdoc doctor --verify` says how to repair)'));
    for (const problem of view.log.integrity.slice(0, INTEGRITY_SHOWN))
      out.push(`  ${palette.red(safe(problem.problem))}  ${safe(problem.path)}: ${safe(problem.message)}`);
    if (view.log.integrity.length > INTEGRITY_SHOWN) out.push(`  and ${view.log.integrity.length - INTEGRITY_SHOWN} more: see teamdoc log`);
    out.push('');
  }

  out.push(palette.bold('Chain'));
  if (view.sessions.length === 0 && view.unresolved.length === 0) out.push('  (no sessions: the doc lists no roles and the log holds no statements)');
  for (const line of treeLines(view, index)) {
    const prefix =
      line.depth === 0
        ? '  '
        : `  ${line.open
            .slice(1)
            .map((open) => (open ? '│   ' : '    '))
            .join('')}${line.last ? '└── ' : '├── '}`;
    if (!line.session) {
      out.push(`${prefix}${palette.red(`? ${safe(line.boundary!)}`)}  ${palette.red('unresolved: no session of the chain has this name')}`);
      continue;
    }
    const session = line.session;
    if (line.repeat) {
      out.push(`${prefix}${safe(session.name)}  ${palette.red('(cycle: shown above)')}`);
      continue;
    }
    const marks = statementMarks(session, view).map(safe);
    const warn =
      session.noStatement ||
      session.tableDisagrees !== undefined ||
      (session.finished && session.holds.length > 0) ||
      (session.statement?.conflicts.length ?? 0) > 0;
    const markText = marks.length === 0 ? '' : `  ${warn ? palette.yellow(marks.join(' · ')) : palette.dim(marks.join(' · '))}`;
    out.push(`${prefix}${palette.bold(safe(displayName(session)))}  ${sessionFacts(session).map(safe).join(' · ')}${markText}`);
  }
  if (view.cycles.length > 0)
    out.push(
      palette.red(
        `  ${view.cycles.length === 1 ? 'A loop of parents' : `${view.cycles.length} loops of parents`}: ${view.cycles.map((cycle) => cycle.map((key) => name(key, key)).join(' → ')).join('; ')}`,
      ),
    );

  if (view.lineages.length > 0) {
    out.push('', palette.bold('Lineage: handoffs, restarts and replacements (oldest generation first)'));
    for (const line of view.lineages) {
      out.push(
        `  ${line
          .map((key, position) => {
            const session = index.get(key)!;
            const via = position === 0 ? undefined : linkWords(session, view);
            return `${safe(session.name)}${via === undefined ? '' : ` (${safe(via)})`}`;
          })
          .join(' → ')}`,
      );
    }
  }

  out.push('', palette.bold('Traffic per edge'));
  const edges = view.traffic.pairs.filter((pair) => pair.relation === 'edge');
  if (edges.length === 0) out.push('  (no briefs, reports or corrections between a parent and its worker yet)');
  else out.push(...trafficTable(edges, name));
  const succession = view.traffic.pairs.filter((pair) => pair.relation === 'succession');
  if (succession.length > 0) {
    out.push('', palette.bold('Between a session and its successor (a handoff or a restart)'));
    for (const pair of succession) out.push(`  ${pairLine(pair, name)}`);
  }
  const lateral = view.traffic.pairs.filter((pair) => pair.relation === 'lateral');
  if (lateral.length > 0) {
    out.push('', palette.bold('Other traffic (sessions that are not parent and child)'));
    for (const pair of lateral) out.push(`  ${pairLine(pair, name)}`);
  }
  const cross = view.traffic.pairs.filter((pair) => pair.relation === 'cross-chain');
  if (cross.length > 0) {
    out.push('', palette.bold('Cross-chain (a party this chain does not know)'));
    for (const pair of cross) out.push(`  ${pairLine(pair, name)}`);
  }
  const outside = view.traffic.pairs.filter((pair) => pair.relation === 'outside-team');
  if (outside.length > 0) {
    out.push('', palette.bold('Outside the team (marked so when recorded)'));
    for (const pair of outside) out.push(`  ${pairLine(pair, name)}`);
  }
  if (view.traffic.broadcasts > 0) out.push('', `Broadcasts to everyone (*): ${view.traffic.broadcasts}`);
  if (view.traffic.doneWithoutEvidence.length > 0) {
    out.push('', palette.bold('Done reports without evidence (no path, commit, command or link)'));
    for (const done of view.traffic.doneWithoutEvidence)
      out.push(`  ${palette.yellow('no evidence')}  ${done.id}  ${safe(done.from)} → ${safe(done.to)}  part ${safe(done.part)}  ${spanText(done.ageMs)} ago`);
  }
  if (view.settled.length > 0) {
    out.push('', palette.bold('Settled findings on the log (check leaves them out)'));
    for (const settled of view.settled) {
      out.push(
        `  ${settled.how.padEnd(12)}  ${safe(settled.rule ?? 'what it says')}  ${settled.settles}  by ${safe(settled.by.from)} ${spanText(settled.by.ageMs)} ago: ${safe(settled.reason)}`,
      );
    }
  }

  const work = view.openWork;
  out.push(
    '',
    palette.bold(`Open work (check-in every ${spanText(work.checkin.ms)}, ${work.checkin.source === 'default' ? 'the default' : 'from the front matter'})`),
  );
  if (work.openBriefs.length === 0 && work.silentWorkers.length === 0 && work.untakenHandoffs.length === 0 && work.awaitingAnswer.length === 0)
    out.push('  nothing open');
  for (const open of work.openBriefs) {
    out.push(
      `  ${palette.yellow('brief with no report since')}  ${name(open.parent, open.parent)} → ${name(open.worker, open.worker)}  ${open.brief.id}  ${spanText(open.brief.ageMs)} ago`,
    );
  }
  for (const waiting of work.awaitingAnswer) {
    const what =
      waiting.tag === 'question' ? `[question] with no answer yet (deadline ${safe(waiting.deadline ?? 'none given')})` : '[done] with no answer yet';
    out.push(
      `  ${palette.yellow(what)}  ${safe(waiting.report.from)} → ${safe(waiting.report.to)}  ${waiting.report.id}  ${spanText(waiting.report.ageMs)} ago`,
    );
  }
  for (const silent of work.silentWorkers) {
    const what = silent.lastReport ? `last report ${spanText(silent.lastReport.ageMs)} ago` : `no report since its statement ${spanText(silent.silentMs)} ago`;
    out.push(`  ${palette.yellow('silent')}  ${name(silent.worker, silent.worker)}: ${what}`);
  }
  for (const untaken of work.untakenHandoffs) {
    out.push(
      `  ${palette.yellow('handoff not taken over yet')}  ${name(untaken.from, untaken.from)} → ${safe(untaken.successor)}  ${untaken.handoff.id}  ${spanText(untaken.handoff.ageMs)} ago (${name(untaken.from, untaken.from)} works no more; what is sent to it waits for ${safe(untaken.successor)}, in teamdoc log --for ${safe(untaken.successor)}, and nobody acts on it until ${safe(untaken.successor)} joins)`,
    );
  }

  const delivery = view.delivery;
  out.push('', palette.bold('Delivery trouble'));
  out.push(`  held ${delivery.counts.held} · refused ${delivery.counts.refused} · expired ${delivery.counts.expired} · unknown ${delivery.counts.unknown}`);
  for (const message of delivery.troubled) {
    const detail = message.detail === undefined ? '' : `  ${safe(message.detail)}`;
    out.push(
      `  ${palette.red(message.delivery.padEnd(7))} ${message.id}  ${message.kind}  ${safe(message.from)} → ${safe(message.to)}  ${spanText(message.ageMs)} ago${detail}`,
    );
  }
  if (delivery.counts.unknown > 0) {
    out.push(
      palette.dim(
        `  unknown: no evidence either way yet, as every message recorded with \`teamdoc record\` stays — its recipient reads it from the log, so unknown alone is no trouble; latest: ${delivery.latestUnknown.map((message) => `${message.id} (${message.kind} ${safe(message.from)} → ${safe(message.to)})`).join(', ')}`,
      ),
    );
  }

  out.push('', palette.bold('Holdings'));
  const holders = view.sessions.filter((session) => session.holds.length > 0);
  if (holders.length === 0) out.push('  (no resources in the doc)');
  for (const session of holders) {
    const held = session.holds.map((hold) => `${safe(hold.kind)} ${safe(hold.resource)} ${safe(hold.value)}`).join(' · ');
    const line = `  ${safe(session.name)}${session.status ? ` (${safe(session.status)})` : ''}: ${held}`;
    out.push(session.finished ? palette.red(`${line}  ← finished, still holding`) : line);
  }
  if (liveIsKnown(view.live)) out.push('', ...liveLines(view, view.live, palette));
  return `${out.join('\n')}\n`;
}

/** How a session in a Lineage line took its place: `handoff 01J…, 5m ago`, `restart, session …`, `replaced cli, 5m ago`. */
function linkWords(session: ViewSession, view: ChainView): string | undefined {
  const takeover = session.takeover;
  const [how, time] = takeover
    ? [takeover.kind === 'restart' ? `restart, session ${session.session ?? session.key}` : `handoff ${takeover.handoff}`, takeover.time]
    : session.replaced
      ? [`replaced ${replacedNames(session, view)}`, session.replaced.time]
      : [undefined, undefined];
  return how === undefined ? undefined : `${how}${time ? `, ${ago(time, view)}` : ''}`;
}

function headline(view: ChainView): string {
  const team = view.team === undefined ? 'Chain' : `Team ${safe(view.team)}`;
  const doc = view.doc === undefined ? 'no team doc (statements only)' : safe(view.doc);
  const log =
    view.log === undefined
      ? 'not in a git repository: no log'
      : view.log.tip === undefined
        ? `no log at ${safe(shortRef(view.log.branch))} yet`
        : `log ${safe(shortRef(view.log.ref))} at ${view.log.tip.slice(0, 12)} (${plural(view.log.messages, 'message')}${view.log.problems > 0 ? `, ${plural(view.log.problems, 'problem')}: see teamdoc log` : ''})`;
  return `${team} · ${doc} · ${log} · as of ${timeText(view.generatedAt)}`;
}

function trafficTable(edges: ViewPair[], name: (key: string | undefined, fallback: string) => string): string[] {
  const rows = edges.map((pair) => [
    `${name(pair.a.key, pair.a.name)} → ${name(pair.b.key, pair.b.name)}`,
    String(pair.forward.counts.brief),
    String(pair.forward.counts.correction),
    String(pair.backward.counts.report),
    String(pair.forward.counts.other + pair.forward.counts.report + pair.backward.counts.other + pair.backward.counts.brief + pair.backward.counts.correction),
    lastText(pair.forward.last),
    lastText(pair.backward.last),
  ]);
  const header = ['parent → worker', 'briefs', 'corrections', 'reports', 'other', 'last down', 'last up'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => [...row[column]!].length)));
  const format = (row: string[]) =>
    `  ${row
      .map((cell, column) => (column >= 1 && column <= 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd()}`;
  return [format(header), ...rows.map(format)];
}

function pairLine(pair: ViewPair, name: (key: string | undefined, fallback: string) => string): string {
  const a = name(pair.a.key, pair.a.name);
  const b = name(pair.b.key, pair.b.name);
  const ways = [
    pair.forward.total > 0 ? `${a} → ${b}: ${countsText(pair.forward)}, last ${spanText(pair.forward.last!.ageMs)} ago` : undefined,
    pair.backward.total > 0 ? `${b} → ${a}: ${countsText(pair.backward)}, last ${spanText(pair.backward.last!.ageMs)} ago` : undefined,
  ].filter((way) => way !== undefined);
  return ways.join('; ');
}
