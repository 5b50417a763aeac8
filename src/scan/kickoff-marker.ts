/**
 * How a scan recognises a teamdoc kickoff that reached a session as an
 * ordinary user message (Codex has no inbox, so a kickoff is its prompt).
 * Every kickoff rendered from templates/kickoff.md starts with the marker
 * comment `<!-- teamdoc:kickoff v=1 team=… part=… owner=… parent=… -->`.
 * A kickoff written by hand is still recognised by the ack it must carry,
 * `teamdoc join … --parent <parent>`.
 */
export const KICKOFF_MARKER = '<!-- teamdoc:kickoff';
export const KICKOFF_JOIN_COMMAND = 'teamdoc join';

export function isKickoff(text: string): boolean {
  return text.includes(KICKOFF_MARKER) || joinParent(text) !== undefined;
}

/** The parent the kickoff names (a name or a session id): from the marker, else from `--parent`. */
export function kickoffParent(text: string): string | undefined {
  const marker = text.indexOf(KICKOFF_MARKER);
  if (marker !== -1) {
    const comment = text.slice(marker, text.indexOf('-->', marker) === -1 ? undefined : text.indexOf('-->', marker));
    const parent = /\sparent=([^\s]+)/.exec(comment)?.[1];
    if (parent !== undefined) return parent;
  }
  return joinParent(text);
}

function joinParent(text: string): string | undefined {
  const at = text.indexOf(KICKOFF_JOIN_COMMAND);
  if (at === -1) return undefined;
  const match = /--parent(?:\s+|=)(?:"([^"]+)"|'([^']+)'|([^\s"'`]+))/.exec(text.slice(at));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
