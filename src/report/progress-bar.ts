/**
 * A one-line progress bar for long runs, redrawn in place on a terminal's
 * stderr at most ten times a second and erased when done, so stdout (the
 * report) stays clean and a pipe or a log file never sees it.
 */
import type { OutputStream } from '../io.js';

export interface ProgressState {
  bytesDone: number;
  bytesTotal: number;
  filesDone: number;
  filesTotal: number;
}

export interface ProgressBar {
  update(state: ProgressState): void;
  done(): void;
}

const REDRAW_MS = 100;

export function progressBar(stream: OutputStream, label: string, clock: () => number = Date.now): ProgressBar {
  let lastDraw = -Infinity;
  let drawn = false;
  return {
    update(state) {
      const now = clock();
      if (now - lastDraw < REDRAW_MS && state.bytesDone < state.bytesTotal) return;
      lastDraw = now;
      drawn = true;
      stream.write(`\r${progressLine(label, state, stream.columns ?? 80)}\u001b[K`);
    },
    done() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
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
