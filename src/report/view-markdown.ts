/**
 * The view as Markdown for a pull request or an issue: the chain as a Mermaid
 * diagram, then tables of sessions, traffic, open work, delivery trouble and
 * holdings. Names and values sit in code spans (no Markdown or HTML inside
 * them works) with `|` escaped so no cell can split a table.
 */
import type { Relation } from '../chain/traffic.js';
import type { ChainView } from '../chain/view-model.js';
import type { LiveState } from '../live/live-state.js';
import type { LiveView } from '../live/team-live.js';
import { shortRef } from '../log/read/provider.js';
import { spanText, timeText } from '../time/span-text.js';
import { inlineCode } from './log-markdown.js';
import { liveIsKnown } from './view-live-text.js';
import { renderViewMermaid } from './view-mermaid.js';
import { countsText, displayName, lastText, sessionIndex, statementMarks } from './view-words.js';
import { plural } from '../text/plural.js';

/** A value in a table cell: a code span, its pipes escaped (GFM splits cells before it reads code spans). */
function code(text: string): string {
  return inlineCode(text).replace(/\|/g, '\\|');
}

/** Plain words in a cell: no pipe, angle bracket or newline can do anything. */
function words(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** How a pair is related, in the Relation column (edges have a table of their own). */
const RELATION_WORDS: Record<Relation, string> = {
  edge: 'parent and worker',
  succession: 'predecessor and successor',
  lateral: 'not parent and child',
  'cross-chain': 'cross-chain',
  'outside-team': 'outside the team',
};

export function renderViewMarkdown(view: ChainView): string {
  const index = sessionIndex(view);
  const name = (key: string | undefined, fallback: string) => code(key === undefined ? fallback : (index.get(key)?.name ?? fallback));
  const out: string[] = [];
  out.push(`## Chain${view.team === undefined ? '' : ` of team ${code(view.team)}`}`, '');
  const log =
    view.log?.tip === undefined
      ? 'no message log'
      : `log ${code(shortRef(view.log.ref))} at ${code(view.log.tip.slice(0, 12))}, ${plural(view.log.messages, 'message')}`;
  out.push(`As of ${timeText(view.generatedAt)} · ${view.doc === undefined ? 'no team doc' : `doc ${code(view.doc)}`} · ${log}`, '');
  out.push('```mermaid', renderViewMermaid(view).trimEnd(), '```', '');

  out.push(
    '### Sessions',
    '',
    '| Name | Runtime | Status | Part | Parent | Host | Worktree | Statement |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const session of view.sessions) {
    const parent =
      session.parent === undefined
        ? '—'
        : `${code(session.parent.name)}${session.parent.key === undefined ? ' (unresolved)' : ''}${session.parent.source === 'table' ? ' (table)' : ''}`;
    const optional = (text: string | undefined) => (text === undefined ? '—' : code(text));
    const marks = statementMarks(session, view);
    out.push(
      `| ${code(displayName(session))} | ${optional(session.runtime)} | ${optional(session.status)} | ${optional(session.part)} | ${parent} | ${optional(session.host)} | ${optional(session.worktree)} | ${marks.length === 0 ? '—' : words(marks.join('; '))} |`,
    );
  }
  out.push('');

  const edges = view.traffic.pairs.filter((pair) => pair.relation === 'edge');
  out.push('### Traffic per edge', '');
  if (edges.length === 0) out.push('No briefs, reports or corrections between a parent and its worker yet.', '');
  else {
    out.push('| Parent → worker | Down | Up | Last down | Last up |', '| --- | --- | --- | --- | --- |');
    for (const pair of edges)
      out.push(
        `| ${name(pair.a.key, pair.a.name)} → ${name(pair.b.key, pair.b.name)} | ${countsText(pair.forward)} | ${countsText(pair.backward)} | ${lastText(pair.forward.last)} | ${lastText(pair.backward.last)} |`,
      );
    out.push('');
  }
  const others = view.traffic.pairs.filter((pair) => pair.relation !== 'edge');
  if (others.length > 0) {
    out.push('| Other traffic | Relation | A → B | B → A |', '| --- | --- | --- | --- |');
    for (const pair of others)
      out.push(
        `| ${name(pair.a.key, pair.a.name)} · ${name(pair.b.key, pair.b.name)} | ${RELATION_WORDS[pair.relation]} | ${countsText(pair.forward)} | ${countsText(pair.backward)} |`,
      );
    out.push('');
  }

  if (view.traffic.doneWithoutEvidence.length > 0) {
    out.push('| Done report without evidence | From → to | Part | Age |', '| --- | --- | --- | --- |');
    for (const done of view.traffic.doneWithoutEvidence)
      out.push(`| ${code(done.id)} | ${code(done.from)} → ${code(done.to)} | ${code(done.part)} | ${spanText(done.ageMs)} |`);
    out.push('');
  }
  if (view.settled.length > 0) {
    out.push('| Settled finding | On | By | Why |', '| --- | --- | --- | --- |');
    for (const settled of view.settled)
      out.push(
        `| ${settled.how} ${settled.rule === undefined ? '' : code(settled.rule)} | ${code(settled.settles)} | ${code(settled.by.from)} (${code(settled.by.id)}) | ${words(settled.reason)} |`,
      );
    out.push('');
  }

  const work = view.openWork;
  out.push('### Open work', '', `Check-in every ${spanText(work.checkin.ms)} (${work.checkin.source === 'default' ? 'default' : 'front matter'}).`, '');
  if (work.openBriefs.length === 0 && work.silentWorkers.length === 0 && work.awaitingAnswer.length === 0) out.push('Nothing open.', '');
  else {
    out.push('| What | Who | Since |', '| --- | --- | --- |');
    for (const open of work.openBriefs)
      out.push(
        `| brief ${code(open.brief.id)} with no report since | ${name(open.parent, open.parent)} → ${name(open.worker, open.worker)} | ${spanText(open.brief.ageMs)} |`,
      );
    for (const waiting of work.awaitingAnswer)
      out.push(
        `| [${waiting.tag}] ${code(waiting.report.id)} with no answer yet${waiting.deadline === undefined ? '' : ` (deadline ${code(waiting.deadline)})`} | ${code(waiting.report.from)} → ${code(waiting.report.to)} | ${spanText(waiting.report.ageMs)} |`,
      );
    for (const silent of work.silentWorkers)
      out.push(
        `| ${silent.lastReport ? 'no report within the check-in' : 'no report since its statement'} | ${name(silent.worker, silent.worker)} | ${spanText(silent.silentMs)} |`,
      );
    out.push('');
  }

  const delivery = view.delivery;
  out.push(
    '### Delivery trouble',
    '',
    `Held ${delivery.counts.held} · refused ${delivery.counts.refused} · expired ${delivery.counts.expired} · unknown ${delivery.counts.unknown} (no evidence either way yet, as every message recorded with \`teamdoc record\` stays: its recipient reads it from the log, so unknown alone is no trouble).`,
    '',
  );
  if (delivery.troubled.length > 0) {
    out.push('| State | Message | From → to | Age | Detail |', '| --- | --- | --- | --- | --- |');
    for (const message of delivery.troubled)
      out.push(
        `| ${message.delivery} | ${code(message.id)} ${message.kind} | ${code(message.from)} → ${code(message.to)} | ${spanText(message.ageMs)} | ${message.detail === undefined ? '—' : code(message.detail)} |`,
      );
    out.push('');
  }

  const holders = view.sessions.filter((session) => session.holds.length > 0);
  out.push('### Holdings', '');
  if (holders.length === 0) out.push('No resources in the doc.', '');
  else {
    out.push('| Session | Status | Holds |', '| --- | --- | --- |');
    for (const session of holders) {
      const status = session.status === undefined ? '—' : session.finished ? `**${session.status}, still holding**` : session.status;
      out.push(`| ${code(session.name)} | ${status} | ${session.holds.map((hold) => `${hold.kind} ${code(hold.value)}`).join(', ')} |`);
    }
    out.push('');
  }
  if (liveIsKnown(view.live)) out.push(...liveMarkdown(view, view.live));
  return `${out.join('\n')}`;
}

/** The live section: one row per session, then the sessions running here that the table does not list. */
function liveMarkdown(view: ChainView, live: LiveView): string[] {
  const out = [`### Live on ${code(live.host)}`, '', '| Session | State | Last active | Opens with |', '| --- | --- | --- | --- |'];
  const row = (who: string, state: LiveState) =>
    `| ${who} | ${state.state} (${words(state.detail)}) | ${state.activeAgoMs === undefined ? '—' : `${spanText(state.activeAgoMs)} ago`} | ${state.open === undefined ? '—' : code(state.open.command)} |`;
  for (const session of view.sessions) {
    const state = live.sessions[session.key];
    if (state !== undefined) out.push(row(code(session.name), state));
  }
  for (const running of live.unlisted) out.push(row(`${code(running.name ?? running.session)} (**not in the roles table**, ${running.runtime})`, running.live));
  return [...out, ''];
}
