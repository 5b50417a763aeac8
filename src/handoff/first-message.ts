/**
 * The successor's first message: templates/handoff-kickoff.md filled with the
 * handoff's facts and the packet in teamdoc's envelope, or, when the top hands
 * off (no parent, no part), templates/handoff-kickoff-top.md: a top's message,
 * with the takeover's edits and no reports to a parent. Its first instruction
 * is the join that links the two sessions in the log.
 */
import { readFileSync } from 'node:fs';
import { fillTemplate, formsOf, kickoffTemplateFor } from '../kickoff/fill.js';
import type { KickoffPlaceholder } from '../kickoff/placeholders.js';
import { packageFile } from '../package-files.js';
import { type EnvelopeFacts, encodeOutsideEnvelope, wrapPacket } from '../protocol/envelope.js';
import { shellWord } from '../text/shell-word.js';

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
    meaning: 'where the doc in force is read: in a clone on a part branch, the `git show` of the pushed doc; else how a clone of its own would read it',
  },
  { name: 'first_command', form: 'line', meaning: 'the join to run first' },
  { name: 'permission_mode', form: 'line', meaning: 'the mode the successor is started in, or `unknown`' },
  { name: 'intent', form: 'block', meaning: 'the team doc’s Intent as written, or what stands in for it' },
  { name: 'resources', form: 'block', meaning: 'the predecessor’s Resources rows, now the successor’s, one list item each, or `(none)`' },
  { name: 'criteria', form: 'block', meaning: 'the part’s criteria sections as written, or `(none yet)`' },
  { name: 'packet', form: 'block', meaning: 'the packet inside teamdoc’s envelope' },
] as const satisfies readonly KickoffPlaceholder[];

type HandoffKickoffValues = Record<(typeof HANDOFF_KICKOFF_PLACEHOLDERS)[number]['name'], string>;

export interface FirstMessageFacts {
  team: string | undefined;
  part: string | undefined;
  successor: string;
  predecessor: { name: string; session: string | undefined; runtime: string | undefined; worktree: string | undefined; claimed: boolean };
  /** The predecessor's parent, whom the successor reports to in its place (its session id where known); undefined for the top. */
  reportTo: { name: string; session: string | undefined } | undefined;
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
    'doc.current': docCurrent(facts.pushedDoc),
    first_command: successorJoinCommand({ successor: facts.successor, part: facts.part, handoff: facts.handoff, parentRef }),
    permission_mode: facts.permissionMode ?? 'unknown',
    intent: encodeOutsideEnvelope(facts.fromDoc.intent),
    resources: encodeOutsideEnvelope(facts.fromDoc.resources),
    criteria: encodeOutsideEnvelope(facts.fromDoc.criteria),
    packet: wrapPacket(facts.packet, envelope, facts.nonce),
  };
  // The successor runs in its predecessor's runtime; a Codex session has no permission mode to state.
  return fillTemplate(
    kickoffTemplateFor(predecessor.runtime === 'codex' ? 'codex' : undefined, template),
    formsOf(HANDOFF_KICKOFF_PLACEHOLDERS),
    values,
    'handoff kickoff',
  );
}

/** The successor works where its predecessor did: in a clone on a part branch, the doc in force is the pushed one; where teamdoc could not read that, the command to read it. */
function docCurrent(pushed: FirstMessageFacts['pushedDoc']): string {
  if (pushed === undefined) {
    return "In a clone of your own, that copy is only as new as your branch: read the doc as your parent last pushed it (`git fetch origin && git show origin/<branch>:<file>`, with the branch your predecessor's kickoff names), now and whenever your parent says it changed.";
  }
  const show = `git fetch origin && git show ${oneLine(shellWord(`${pushed.ref}:${pushed.path}`))}`;
  return `That copy is your clone's, only as new as your part's branch: the doc in force is the one your parent pushed, \`${show}\` (this message's resources and criteria come from it, as it stood at the handoff); read it so now and whenever your parent says it changed.`;
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
