/** The one line of a progress display: a label, a bar as wide as the terminal allows, and the counts. */
import type { TransferProgress } from '../git/network.js';
import { terminalSafeLine } from './terminal-text.js';

export interface ProgressState {
  bytesDone: number;
  bytesTotal: number;
  filesDone: number;
  filesTotal: number;
}

/** Scan's line: the bytes and files read. */
export function progressLine(label: string, state: ProgressState, columns: number): string {
  const fraction = state.bytesTotal > 0 ? Math.min(1, state.bytesDone / state.bytesTotal) : 1;
  return barLine(label, fraction, `${formatBytes(state.bytesDone)}/${formatBytes(state.bytesTotal)}  ${state.filesDone}/${state.filesTotal} files`, columns);
}

/** Sync's and doctor's line: git's own progress through a fetch or a push (`remote` already terminal-safe). */
export function transferLine(remote: string, progress: TransferProgress, columns: number): string {
  const label = progress.method === 'push' ? `pushing to ${remote}` : `fetching from ${remote}`;
  return barLine(label, Math.min(1, progress.percent / 100), `${terminalSafeLine(progress.stage)} ${progress.processed}/${progress.total}`, columns);
}

/** `label [####......] 40%  counts`, the bar as wide as the terminal leaves room for (10 to 40 columns). */
function barLine(label: string, fraction: number, counts: string, columns: number): string {
  const tail = ` ${Math.floor(fraction * 100)}%  ${counts}`;
  const width = Math.max(10, Math.min(40, columns - label.length - tail.length - 4));
  const filled = Math.round(fraction * width);
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}]${tail}`;
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
