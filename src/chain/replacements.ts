/**
 * Replacements, for what `teamdoc view` shows: a session under a new name that
 * joined for a part whose earlier owner ended without a handoff. Who counts as
 * an earlier owner is the log's own definition (`replacedAddresses`, which
 * `log --for` reads a replacement's mail by), so view and log never disagree.
 * Nothing here feeds a rule: a takeover (handoff or restart) stays what the
 * rules judge, and a replacement is shown beside it.
 */
import { replacedAddresses } from '../log/read/lineage.js';
import type { LogMessage } from '../log/read/read.js';
import type { Chain, ChainSession } from './model.js';

export interface Replacement {
  /** The session or sessions it replaced: the latest in each line, not the whole line behind them. */
  predecessors: ChainSession[];
  /** Its first join: when it took the part. */
  time: string;
}

/**
 * Each session that replaced another: one that took no one's place by handoff
 * or restart (those are takeovers), with the earlier owners that joined before
 * its own first join. An earlier owner that is behind another of them (a
 * replacement replaced again, a successor by handoff that then died) is left
 * to that one, so each link joins two neighbours of one line.
 */
export function replacementsOf(chain: Chain, messages: readonly LogMessage[]): Map<ChainSession, Replacement> {
  const found = new Map<ChainSession, Replacement>();
  for (const session of chain.sessions) {
    const first = session.stated?.records[0]?.message;
    if (session.takeover !== undefined || first === undefined) continue;
    const predecessors = new Set<ChainSession>();
    for (const address of replacedAddresses(messages, session.name)) {
      const earlier = chain.resolveName(address.name);
      if (earlier !== undefined && earlier !== session && address.since < first.time) predecessors.add(earlier);
    }
    if (predecessors.size > 0) found.set(session, { predecessors: [...predecessors], time: first.time });
  }
  for (const replacement of found.values()) {
    const behind = new Set<ChainSession>();
    const walk = (session: ChainSession) => {
      for (const earlier of lineBefore(session, found)) {
        if (behind.has(earlier)) continue;
        behind.add(earlier);
        walk(earlier);
      }
    };
    for (const predecessor of replacement.predecessors) walk(predecessor);
    const nearest = replacement.predecessors.filter((predecessor) => !behind.has(predecessor));
    // A loop (none the log's times allow) would leave none: then all are kept.
    if (nearest.length > 0) replacement.predecessors = nearest;
  }
  return found;
}

/** The session or sessions a session's line goes back to: whom it took over from, else whom it replaced. */
export function lineBefore(session: ChainSession, replacements: ReadonlyMap<ChainSession, Replacement>): ChainSession[] {
  const takenFrom = session.takeover?.predecessor;
  return takenFrom ? [takenFrom] : (replacements.get(session)?.predecessors ?? []);
}
