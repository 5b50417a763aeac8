/**
 * How a scan recognises a teamdoc kickoff that reached a session as an
 * ordinary user message (Codex has no inbox, so a kickoff is its first
 * prompt). The kickoff template tells the worker to run `teamdoc join … --parent
 * <parent>` first; until the template carries a dedicated marker, that command
 * is the marker. Change it here only.
 */
export const KICKOFF_MARKER = 'teamdoc join';
export const KICKOFF_PARENT_FLAG = '--parent';

export function isKickoff(text: string): boolean {
  const at = text.indexOf(KICKOFF_MARKER);
  return at !== -1 && text.indexOf(KICKOFF_PARENT_FLAG, at) !== -1;
}

/** The parent the kickoff names after `--parent` (a name or a session id), unquoted. */
export function kickoffParent(text: string): string | undefined {
  const at = text.indexOf(KICKOFF_MARKER);
  if (at === -1) return undefined;
  const match = /--parent(?:\s+|=)(?:"([^"]+)"|'([^']+)'|([^\s"'`]+))/.exec(text.slice(at));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
