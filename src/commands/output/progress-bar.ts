/**
 * A one-line progress bar for long runs, redrawn in place on a terminal's
 * stderr at most ten times a second and erased when done, so stdout (the
 * report) stays clean and a pipe or a log file never sees it.
 */
import type { OutputStream } from '../../io.js';
import { progressLine, type ProgressState } from '../../report/progress-line.js';

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
