/**
 * The successor's first message: templates/handoff-kickoff.md filled with the
 * handoff's facts and the packet in teamdoc's envelope, or, when the top hands
 * off (no parent, no part), templates/handoff-kickoff-top.md: a top's message,
 * with the takeover's edits and no reports to a parent. Its first instruction
 * is the join that links the two sessions in the log.
 */
import { readFileSync } from 'node:fs';
import { fillTemplate, formsOf, kickoffTemplateFor, withoutSection } from '../kickoff/fill.js';
import type { KickoffPlaceholder } from '../kickoff/placeholders.js';
import { packageFile } from '../package-files.js';
import { type EnvelopeFacts, encodeOutsideEnvelope, wrapPacket } from '../protocol/envelope.js';
import { nameKey } from '../doc/vocabulary.js';
import { shellWord } from '../text/shell-word.js';
import type { KickoffReach } from '../kickoff/render.js';
import type { TopWorker } from './from-doc.js';

export const HANDOFF_KICKOFF_TEMPLATE_PATH = 'templates/handoff-kickoff.md';
export const TOP_HANDOFF_KICKOFF_TEMPLATE_PATH = 'templates/handoff-kickoff-top.md';

const HANDOFF_KICKOFF_PLACEHOLDERS = [
  { name: 'team', form: 'line', meaning: 'the team name from the doc’s front matter, or `(no team doc)`' },
  { name: 'part.id', form: 'line', meaning: 'the part handed over, or `—` when none was named' },
  { name: 'owner.name', form: 'line', meaning: 'the successor’s name (`--name`)' },
  { name: 'parent.name', form: 'line', meaning: 'the predecessor’s name' },
  { name: 'parent.ref', form: 'line', meaning: 'how the join names the predecessor: its name, as the Roles table has it' },
  { name: 'parent.session', form: 'line', meaning: 'the predecessor’s session id, or `unknown`' },
  { name: 'parent.runtime', form: 'line', meaning: 'the predecessor’s runtime, or `unknown`' },
  { name: 'parent.worktree', form: 'line', meaning: 'where the predecessor worked, or `(unknown)`' },
  { name: 'report_to', form: 'line', meaning: 'the predecessor’s own parent, now the successor’s: a name, or `(none: you are the top now)`' },
  { name: 'report_to.session', form: 'line', meaning: 'that parent’s reply address: `session <id>`, `session unknown`, or `no parent`' },
  { name: 'handoff.id', form: 'line', meaning: 'the handoff entry’s id in the log' },
  { name: 'handoff.time', form: 'line', meaning: 'when the handoff was recorded' },
  { name: 'doc.path', form: 'line', meaning: 'the team doc’s absolute path, or `(none)`' },
  {
    name: 'doc.current',
    form: 'line',
    meaning:
      'where the doc in force is read, with its path: on the parent’s host the path; in a clone, the `git show` of the pushed doc first, then the clone’s lagging copy',
  },
  { name: 'first_command', form: 'line', meaning: 'the join to run first' },
  { name: 'permission_mode', form: 'line', meaning: 'the mode the successor is started in, or `unknown`' },
  { name: 'intent', form: 'block', meaning: 'the team doc’s Intent as written, or what stands in for it' },
  { name: 'resources', form: 'block', meaning: 'the predecessor’s Resources rows, now the successor’s, one list item each, or `(none)`' },
  { name: 'criteria', form: 'block', meaning: 'the part’s criteria sections as written, or `(none yet)`' },
  { name: 'packet', form: 'block', meaning: 'the packet inside teamdoc’s envelope' },
  {
    name: 'workers.tell',
    form: 'block',
    meaning:
      'for the top’s successor: each worker under the predecessor, how to tell it (SendMessage, `teamdoc send`, record and sync, or nothing when stopped or done)',
  },
  { name: 'workers.elsewhere', form: 'line', meaning: 'for the top’s successor: the workers on another host than the top’s, named, or `none`' },
] as const satisfies readonly KickoffPlaceholder[];

type HandoffKickoffValues = Record<(typeof HANDOFF_KICKOFF_PLACEHOLDERS)[number]['name'], string>;

export interface FirstMessageFacts {
  team: string | undefined;
  part: string | undefined;
  successor: string;
  predecessor: {
    name: string;
    session: string | undefined;
    runtime: string | undefined;
    worktree: string | undefined;
    claimed: boolean;
    /** Its host as its Roles row (or else its session) gives it: the successor's too. */
    host?: string | undefined;
  };
  /** The rows under the predecessor, for the top's successor: whom it tells of the takeover, and how. */
  workers?: readonly TopWorker[] | undefined;
  /** The predecessor's parent, whom the successor reports to in its place (its session id, runtime and host where known); undefined for the top. */
  reportTo: { name: string; session: string | undefined; runtime?: string | undefined; host?: string | undefined } | undefined;
  /** What the team doc says of the work, the part and the predecessor's holdings, as a kickoff inlines it. */
  fromDoc: { intent: string; resources: string; criteria: string };
  handoff: { id: string; time: string };
  docPath: string | undefined;
  /** Set when the doc was read as the remote's default branch holds it (the predecessor works in a clone of its own). */
  pushedDoc?: { ref: string; path: string } | undefined;
  permissionMode: string | undefined;
  packet: string;
  nonce?: string;
}

/** What the first message says for the top's successor, which reports to no one. */
const NO_PARENT = '(none: you are the top now)';

/** The top's successor reports to no one and owns no part: its message is a top's. */
function isTopHandoff(facts: Pick<FirstMessageFacts, 'reportTo' | 'part'>): boolean {
  return facts.reportTo === undefined && facts.part === undefined;
}

function readHandoffKickoffTemplate(facts: Pick<FirstMessageFacts, 'reportTo' | 'part'>): string {
  return readFileSync(packageFile(isTopHandoff(facts) ? TOP_HANDOFF_KICKOFF_TEMPLATE_PATH : HANDOFF_KICKOFF_TEMPLATE_PATH), 'utf8');
}

/**
 * The join a successor runs first: its name, its predecessor, the handoff, and
 * the part when one was named (without one, join takes the handoff's: none).
 * The predecessor goes by its name: the Roles row may not hold its session id
 * yet, and `check --kickoff` and `join` match the name whether it does or not.
 */
function successorJoinCommand(facts: Pick<FirstMessageFacts, 'successor' | 'part' | 'handoff'> & { parentRef: string }): string {
  const part = facts.part === undefined ? [] : ['--part', shellWord(facts.part)];
  return ['teamdoc', 'join', '--name', shellWord(facts.successor), '--parent', shellWord(facts.parentRef), '--handoff', facts.handoff.id, ...part].join(' ');
}

export function renderFirstMessage(facts: FirstMessageFacts, template: string = readHandoffKickoffTemplate(facts)): string {
  const { predecessor } = facts;
  const parentRef = predecessor.name;
  const envelope: EnvelopeFacts = {
    from: predecessor.name,
    session: predecessor.session,
    runtime: predecessor.runtime,
    written: facts.handoff.time,
    entry: facts.handoff.id,
    claimed: predecessor.claimed,
  };
  const reach = successorReach(facts);
  const values: HandoffKickoffValues = {
    team: oneLine(facts.team ?? '(no team doc)'),
    'part.id': oneLine(facts.part ?? '—'),
    'owner.name': oneLine(facts.successor),
    'parent.name': oneLine(predecessor.name),
    'parent.ref': oneLine(parentRef),
    'parent.session': oneLine(predecessor.session ?? 'unknown'),
    'parent.runtime': oneLine(predecessor.runtime ?? 'unknown'),
    'parent.worktree': oneLine(predecessor.worktree ?? '(unknown)'),
    report_to: oneLine(facts.reportTo?.name ?? NO_PARENT),
    'report_to.session': oneLine(facts.reportTo === undefined ? 'no parent' : `session \`${facts.reportTo.session ?? 'unknown'}\``),
    'handoff.id': facts.handoff.id,
    'handoff.time': facts.handoff.time,
    'doc.path': oneLine(facts.docPath ?? '(none)'),
    'doc.current': docCurrent(oneLine(facts.docPath ?? '(none)'), facts.pushedDoc, reach === 'elsewhere'),
    first_command: successorJoinCommand({ successor: facts.successor, part: facts.part, handoff: facts.handoff, parentRef }),
    permission_mode: facts.permissionMode ?? 'unknown',
    intent: encodeOutsideEnvelope(facts.fromDoc.intent),
    resources: encodeOutsideEnvelope(facts.fromDoc.resources),
    criteria: encodeOutsideEnvelope(facts.fromDoc.criteria),
    packet: wrapPacket(facts.packet, envelope, facts.nonce),
    'workers.tell': encodeOutsideEnvelope(howToTell(facts)),
    'workers.elsewhere': oneLine(
      elsewhere(facts)
        .map((worker) => `\`${worker.name}\` (on ${worker.host})`)
        .join(', ') || 'none',
    ),
  };
  // A top whose workers all share its host syncs nothing: its message says nothing of sync.
  const sections = new Set(template.split('\n'));
  const dropped = [
    ...(elsewhere(facts).length === 0 ? [WORKERS_ELSEWHERE_SECTION] : []),
    ...Object.entries(REACH_SECTIONS)
      .filter(([one]) => one !== reach)
      .map(([, heading]) => heading),
  ].filter((heading) => sections.has(heading));
  const shown = dropped.reduce(withoutSection, template);
  // The successor runs in its predecessor's runtime; a Codex session has no permission mode to state.
  return fillTemplate(
    kickoffTemplateFor(predecessor.runtime === 'codex' ? 'codex' : undefined, shown),
    formsOf(HANDOFF_KICKOFF_PLACEHOLDERS),
    values,
    'handoff kickoff',
  );
}

/** The worker successor's section on reaching its parent, one per case: it keeps its own case's. */
const REACH_SECTIONS: Readonly<Record<KickoffReach, string>> = {
  'send-message': '## Reaching your parent',
  'teamdoc-send': '## Reaching your parent, with teamdoc send',
  elsewhere: '## Reaching your parent, from another machine',
};

/** The successor runs where and as its predecessor did: the case is the predecessor's and its parent's (rows, or a clone's pushed doc). */
function successorReach(facts: Pick<FirstMessageFacts, 'predecessor' | 'reportTo' | 'pushedDoc'>): KickoffReach {
  const parent = facts.reportTo;
  // A doc read as pushed means a clone of its own: the log crosses by sync, whatever the rows say.
  if (facts.pushedDoc !== undefined || (parent !== undefined && otherHost(facts.predecessor.host, parent.host))) return 'elsewhere';
  return facts.predecessor.runtime === 'claude' && parent?.runtime === 'claude' ? 'send-message' : 'teamdoc-send';
}

/** The top's message's section on syncing for workers on other hosts, kept only when there are some. */
const WORKERS_ELSEWHERE_SECTION = '## Workers on other machines';

/** Both hosts written and different. */
function otherHost(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && nameKey(a) !== nameKey(b);
}

/** The workers still at work on another host than the top's: the log reaches them only through the remote. */
function elsewhere(facts: Pick<FirstMessageFacts, 'workers' | 'predecessor'>): TopWorker[] {
  return (facts.workers ?? []).filter((worker) => worker.finished === undefined && otherHost(worker.host, facts.predecessor.host));
}

/** One list item per worker under the predecessor: how the successor tells it of the takeover, as the lead skill's step 9 routes a message. */
function howToTell(facts: Pick<FirstMessageFacts, 'workers' | 'predecessor' | 'successor'>): string {
  const workers = facts.workers ?? [];
  if (workers.length === 0) return '   - (the team doc lists no worker under your predecessor: tell no one)';
  const record = (name: string) => `\`teamdoc record --from ${shellWord(facts.successor)} --to ${shellWord(name)} --kind brief --body-file -\``;
  return workers
    .map((worker) => {
      const name = `\`${worker.name}\``;
      if (worker.finished !== undefined) {
        return `   - ${name} (\`${worker.finished}\`): send it nothing; ${worker.finished === 'stopped' ? `its replacement's kickoff names ${facts.successor} as its parent` : 'its part is closed'}.`;
      }
      if (otherHost(worker.host, facts.predecessor.host))
        return `   - ${name} (on ${worker.host}, another host): ${record(worker.name)}, then \`teamdoc sync\`.`;
      if (worker.runtime === 'claude' && facts.predecessor.runtime === 'claude')
        return `   - ${name} (Claude Code, on this host): the SendMessage tool, \`to: "${worker.name}"\`.`;
      return `   - ${name} (${worker.runtime ?? 'runtime unknown'}, on this host): \`teamdoc send --to ${shellWord(worker.name)}\`, the message on stdin; if it refuses and says to record, ${record(worker.name)}.`;
    })
    .join('\n');
}

/**
 * Where the successor reads the doc in force: on its parent's host the doc's path; in a clone on a part
 * branch the pushed doc (named first, so the clone's lagging copy is never read as the one that counts).
 */
function docCurrent(path: string, pushed: FirstMessageFacts['pushedDoc'], elsewhere: boolean): string {
  if (!elsewhere && pushed === undefined) {
    return `The team doc is \`${path}\` (if this says \`(none)\`, the project keeps no team doc): read its Roles, Rules and Resources.`;
  }
  const clone = `Your clone's copy, \`${path}\`, is only as new as your part's branch: not that one.`;
  if (pushed === undefined) {
    return `The team doc in force is the one your parent last pushed (\`git fetch origin && git show origin/<branch>:<file>\`, with the branch your predecessor's kickoff names): read its Roles, Rules and Resources there, now and whenever your parent says it changed. ${clone}`;
  }
  const show = `git fetch origin && git show ${oneLine(shellWord(`${pushed.ref}:${pushed.path}`))}`;
  return `The team doc in force is the one your parent pushed, \`${show}\` (this message's resources and criteria come from it, as it stood at the handoff): read its Roles, Rules and Resources there, now and whenever your parent says it changed. ${clone}`;
}

/** Names and paths stand outside the envelope too: one line each, opening no tag. */
function oneLine(text: string): string {
  return encodeOutsideEnvelope(text.replace(/[\r\n]+/g, ' '));
}

/** The words of the first command stand outside the envelope unencoded (they are run): they must open no tag. */
export function tagProblem(label: string, text: string | undefined): string | undefined {
  return text !== undefined && /[<>]/.test(text)
    ? `${label} ${JSON.stringify(text)} holds < or >, which the successor's first message cannot carry outside the envelope`
    : undefined;
}
