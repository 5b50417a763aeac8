/**
 * One line of progress for long runs, redrawn in place on a terminal's
 * stderr at most ten times a second and erased when done, so stdout (the
 * report) stays clean and a pipe or a log file never sees it.
 */
import type { TransferProgress } from '../../git/network.js';
import type { OutputStream } from '../../io.js';
import { type ProgressState, progressLine, transferLine } from '../../report/progress-line.js';
import { terminalSafeLine } from '../../report/terminal-text.js';

const REDRAW_MS = 100;

/** A line redrawn in place: `draw` skips a redraw within REDRAW_MS of the last unless `final`; `done` erases it. */
interface InPlaceLine {
  draw(line: (columns: number) => string, final: boolean): void;
  done(): void;
}

function inPlaceLine(stream: OutputStream, clock: () => number): InPlaceLine {
  let lastDraw = -Infinity;
  let drawn = false;
  return {
    draw(line, final) {
      const now = clock();
      if (now - lastDraw < REDRAW_MS && !final) return;
      lastDraw = now;
      drawn = true;
      stream.write(`\r${line(stream.columns ?? 80)}\u001b[K`);
    },
    done() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}

export interface ProgressBar {
  update(state: ProgressState): void;
  done(): void;
}

/** Scan's bar: bytes and files read. */
export function progressBar(stream: OutputStream, label: string, clock: () => number = Date.now): ProgressBar {
  const line = inPlaceLine(stream, clock);
  return {
    update(state) {
      line.draw((columns) => progressLine(label, state, columns), state.bytesDone >= state.bytesTotal);
    },
    done: line.done,
  };
}

export interface TransferProgressLine {
  onProgress(progress: TransferProgress): void;
  done(): void;
}

/** Sync's and doctor's line through git's fetch and push; `remote` as the report shows it (a password in a URL already marked). */
export function transferProgress(stream: OutputStream, remote: string, clock: () => number = Date.now): TransferProgressLine {
  const line = inPlaceLine(stream, clock);
  const shown = terminalSafeLine(remote);
  return {
    onProgress(progress) {
      line.draw((columns) => transferLine(shown, progress, columns), progress.percent >= 100);
    },
    done: line.done,
  };
}
