/**
 * A part's kickoff from one version of the team doc: its values filled into
 * the template for its owner's runtime, where it works and whether it takes
 * the part over. The template holds each case's section in words; the
 * renderer keeps the one that applies, so no worker reads two that disagree.
 */
import type { Role, TeamDoc } from '../doc/model.js';
import { fillKickoff, kickoffTemplateFor, withoutSection } from './fill.js';
import { NO_EARLIER_OWNERS, kickoffSubject, kickoffValues, onAnotherHost, type KickoffRequest } from './values.js';
import type { KickoffValues } from './placeholders.js';

/** How the worker reaches its parent: both Claude Code on one host, one host otherwise, or another host. */
export type KickoffReach = 'send-message' | 'teamdoc-send' | 'elsewhere';

/** Each case's sections, by heading: a kickoff keeps its own case's and drops the others'. */
const CASE_SECTIONS: Readonly<Record<KickoffReach, readonly string[]>> = {
  'send-message': ['## First: ack', '## The team doc', '## Reaching your parent'],
  'teamdoc-send': ['## First: ack, by joining', '## The team doc', '## Reaching your parent, with teamdoc send'],
  elsewhere: ['## First: ack, from another machine', '## The team doc, from another machine', '## Reaching your parent, from another machine'],
};
const ALL_CASE_SECTIONS = [...new Set(Object.values(CASE_SECTIONS).flat())];
const PLAN_FIRST_SECTION = '## Plan and criteria, before any result';
const PLAN_TAKEN_OVER_SECTION = '## Plan and criteria, taken over';

export interface RenderedKickoff {
  text: string;
  values: KickoffValues;
}

export function renderKickoff(doc: TeamDoc, request: KickoffRequest): RenderedKickoff {
  const { owner, parent } = kickoffSubject(doc, request);
  const values = kickoffValues(doc, request);
  const taken = values['part.earlier'] !== NO_EARLIER_OWNERS;
  const kept = CASE_SECTIONS[kickoffReach(owner, parent)];
  const dropped = [...ALL_CASE_SECTIONS.filter((heading) => !kept.includes(heading)), taken ? PLAN_FIRST_SECTION : PLAN_TAKEN_OVER_SECTION];
  const template = dropped.reduce(withoutSection, kickoffTemplateFor(owner.runtime));
  return { text: fillKickoff(template, values), values };
}

/** The case the kickoff states, from the worker's and its parent's rows. */
function kickoffReach(owner: Pick<Role, 'host' | 'runtime'>, parent: Pick<Role, 'host' | 'runtime'>): KickoffReach {
  if (onAnotherHost(owner, parent)) return 'elsewhere';
  return owner.runtime === 'claude' && parent.runtime === 'claude' ? 'send-message' : 'teamdoc-send';
}
