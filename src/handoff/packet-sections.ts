/**
 * The handoff packet's sections: the one list that templates/handoff.md, the
 * handoff skill and `teamdoc handoff`'s validator agree on (a test holds them
 * to it). Each is a `##` heading in this order; headings compare without case.
 */

export interface PacketSection {
  title: string;
  /** What belongs in it, in a line: the template and the skill say the same. */
  holds: string;
}

export const PACKET_SECTIONS = [
  { title: 'Goal', holds: 'what the work is for, and the scope handed over: all of it, or just one piece' },
  { title: 'Current state', holds: "what is done and what is running now, with paths, commits and process ids (a top: each worker's id to stop it by)" },
  { title: 'Tried and ruled out', holds: 'what was tried and why it was dropped, so nobody tries it again' },
  { title: 'Decisions and why', holds: 'what was decided, by whom, and the reason' },
  { title: 'Next steps', holds: 'concrete steps in order, the first one doable at once' },
  { title: 'Skills and commands that helped', holds: 'the skills, commands and scripts worth reusing' },
  { title: 'Open risks', holds: 'what could still go wrong, and what to watch' },
] as const satisfies readonly PacketSection[];

/** A packet larger than this is refused: it should reference files and commits, not paste them. */
export const PACKET_MAX_BYTES = 16 * 1024;

export const PACKET_TEMPLATE_PATH = 'templates/handoff.md';

export function sectionKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}
