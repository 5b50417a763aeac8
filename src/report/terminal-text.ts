/**
 * Text from a team doc or the log is data: before it reaches a terminal every
 * control character is shown visibly, so a body cannot clear the screen,
 * rewrite an earlier line, set the window title, write the clipboard (OSC 52)
 * or reorder text with bidi overrides.
 */

// C0 controls except tab and newline, DEL, C1 controls, and bidi/format characters
// that can make text display in a different order than it is stored.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff\ud800-\udfff]/gu;

/** Replaces control characters with a visible escape (`\x1b` → `\u001b`); keeps newlines and tabs. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}

/** As terminalSafe, and newlines too: for text that must stay on one line (a name, a table cell). */
export function terminalSafeLine(text: string): string {
  return terminalSafe(text).replace(/\n/g, '\\n').replace(/\t/g, '\\t');
}
