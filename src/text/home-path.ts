/** A path under the user's home written as `~/…`: shorter on a terminal, and the same on two machines whose homes differ. */
export function shortenPath(file: string, home: string | undefined): string {
  if (home && home !== '/' && (file === home || file.startsWith(`${home}/`))) return `~${file.slice(home.length)}`;
  return file;
}
