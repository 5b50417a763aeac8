/** The one line of a progress bar: a label, a bar as wide as the terminal allows, the bytes and files done. */

export interface ProgressState {
  bytesDone: number;
  bytesTotal: number;
  filesDone: number;
  filesTotal: number;
}

export function progressLine(label: string, state: ProgressState, columns: number): string {
  const fraction = state.bytesTotal > 0 ? Math.min(1, state.bytesDone / state.bytesTotal) : 1;
  const counts = ` ${Math.floor(fraction * 100)}%  ${formatBytes(state.bytesDone)}/${formatBytes(state.bytesTotal)}  ${state.filesDone}/${state.filesTotal} files`;
  const width = Math.max(10, Math.min(40, columns - label.length - counts.length - 4));
  const filled = Math.round(fraction * width);
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}]${counts}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
