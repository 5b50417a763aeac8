/** A word as a POSIX shell reads it back: bare when it is safe, else single-quoted. For commands shown to people and models. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
