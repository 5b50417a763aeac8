/**
 * The line a writing command prints when its recipient has handed off: the
 * message is still recorded (its successor reads what was sent to it from the
 * handoff on), and the sender learns whom to address from now on.
 */
import { handedOff, type StatedEntry } from '../log/read/lineage.js';
import { terminalSafeLine } from './terminal-text.js';

export function handedOffNote(structural: readonly StatedEntry[], to: string): string {
  const found = handedOff(structural, to);
  if (found === undefined) return '';
  const { handoff, successor } = found;
  const named = successor ?? handoff.handoff?.successor ?? handoff.to.name;
  const time = `${handoff.time.slice(0, 10)} ${handoff.time.slice(11, 19)}Z`;
  const who =
    successor === undefined
      ? `; its successor ${terminalSafeLine(named)} has not joined yet, and reads this message when it does`
      : ` to ${terminalSafeLine(named)}, which reads this message as its own`;
  return `teamdoc: ${terminalSafeLine(to)} handed off at ${time} (handoff ${handoff.id})${who}; address ${terminalSafeLine(named)} from now on.\n`;
}
