/**
 * A part's kickoff from one version of the team doc: its values filled into
 * the template for its owner's runtime, where it works and whether it takes
 * the part over. The template holds each case's section in words; the
 * renderer keeps the one that applies, so no worker reads two that disagree.
 */
import type { Role, TeamDoc } from '../doc/model.js';
import { nameKey } from '../doc/vocabulary.js';
import { fillKickoff, kickoffTemplateFor, withoutSection } from './fill.js';
import { NO_EARLIER_OWNERS, kickoffSubject, kickoffValues, type KickoffRequest } from './values.js';
import type { KickoffValues } from './placeholders.js';

const DOC_HERE_SECTION = '## The team doc';
const DOC_ELSEWHERE_SECTION = '## The team doc, from another machine';
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
  const dropped = [onAnotherHost(owner, parent) ? DOC_HERE_SECTION : DOC_ELSEWHERE_SECTION, taken ? PLAN_FIRST_SECTION : PLAN_TAKEN_OVER_SECTION];
  const template = dropped.reduce(withoutSection, kickoffTemplateFor(owner.runtime));
  return { text: fillKickoff(template, values), values };
}

/** Both hosts written and different: the worker cannot read a path on its parent's machine. */
function onAnotherHost(owner: Role, parent: Role): boolean {
  return owner.host !== undefined && parent.host !== undefined && nameKey(owner.host) !== nameKey(parent.host);
}
