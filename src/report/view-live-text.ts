/**
 * The live section of `view` for a terminal: each session's state on this
 * machine, how long ago it was last active, and the command that opens it;
 * then the sessions running here that the roles table does not list.
 */
import type { ChainView } from '../chain/view-model.js';
import type { LiveState } from '../live/live-state.js';
import type { LiveView } from '../live/team-live.js';
import { spanText } from '../time/span-text.js';
import type { Palette } from './colour.js';
import { terminalSafeLine } from './terminal-text.js';

const safe = terminalSafeLine;

/** Whether this machine knows anything live about the team: else the section is left out (a CI runner, another machine). */
export function liveIsKnown(live: LiveView | undefined): live is LiveView {
  return live !== undefined && (live.unlisted.length > 0 || Object.values(live.sessions).some((state) => state.state !== 'unknown'));
}

export function liveLines(view: ChainView, live: LiveView, palette: Palette): string[] {
  const out = [palette.bold(`Live on ${safe(live.host)} (from Claude Code's and Codex's own records here)`)];
  const width = Math.max(0, ...view.sessions.map((session) => [...safe(session.name)].length));
  for (const session of view.sessions) {
    const state = live.sessions[session.key];
    if (state === undefined) continue;
    const gone = state.state === 'exited' && session.status === 'active';
    out.push(`  ${safe(session.name).padEnd(width)}  ${(session.runtime ?? '?').padEnd(6)}  ${stateText(state, palette, gone)}`);
  }
  for (const running of live.unlisted) {
    const who = `${running.runtime} session ${running.session}${running.name === undefined ? '' : ` ("${safe(running.name)}")`}`;
    out.push(
      `  ${palette.yellow('not in the roles table:')} ${who}, ${stateText(running.live, palette, false)}${running.cwd === undefined ? '' : ` in ${safe(running.cwd)}`}`,
    );
  }
  return out;
}

function stateText(live: LiveState, palette: Palette, gone: boolean): string {
  const word =
    live.state === 'waiting' || gone
      ? palette.yellow(live.state)
      : live.state === 'exited' || live.state === 'unknown'
        ? palette.dim(live.state)
        : palette.bold(live.state);
  const ago = live.activeAgoMs === undefined ? '' : `, active ${spanText(live.activeAgoMs)} ago`;
  const open = live.open === undefined ? '' : `  open: ${safe(live.open.command)}${live.open.cwd === undefined ? '' : ` (in ${safe(live.open.cwd)})`}`;
  const warning = gone ? palette.yellow('  ← marked active') : '';
  return `${word} (${safe(live.detail)}${ago})${open}${warning}`;
}
