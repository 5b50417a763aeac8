/**
 * A part's kickoff from one version of the team doc: its values filled into
 * the template for its owner's runtime.
 */
import type { TeamDoc } from '../doc/model.js';
import { fillKickoff, kickoffTemplateFor } from './fill.js';
import { kickoffSubject, kickoffValues, type KickoffRequest } from './values.js';
import type { KickoffValues } from './placeholders.js';

export interface RenderedKickoff {
  text: string;
  values: KickoffValues;
}

export function renderKickoff(doc: TeamDoc, request: KickoffRequest): RenderedKickoff {
  const { owner } = kickoffSubject(doc, request);
  const values = kickoffValues(doc, request);
  return { text: fillKickoff(kickoffTemplateFor(owner.runtime), values), values };
}
