/**
 * One line of progress for long runs, redrawn in place on a terminal's
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

/** A line redrawn in place: `draw` skips a redraw within REDRAW_MS of the last unless `final`; `done` erases it. */
export interface InPlaceLine {
  draw(line: (columns: number) => string, final: boolean): void;
  done(): void;
}

export function inPlaceLine(stream: OutputStream, clock: () => number = Date.now): InPlaceLine {
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

export function progressBar(stream: OutputStream, label: string, clock: () => number = Date.now): ProgressBar {
  const line = inPlaceLine(stream, clock);
  return {
    update(state) {
      line.draw((columns) => progressLine(label, state, columns), state.bytesDone >= state.bytesTotal);
    },
    done: line.done,
  };
}

function progressLine(label: string, state: ProgressState, columns: number): string {
  const fraction = state.bytesTotal > 0 ? Math.min(1, state.bytesDone / state.bytesTotal) : 1;
  return barLine(label, fraction, `${formatBytes(state.bytesDone)}/${formatBytes(state.bytesTotal)}  ${state.filesDone}/${state.filesTotal} files`, columns);
}

/** `label [####......] 40%  counts`, the bar as wide as the terminal leaves room for (10 to 40 columns). */
export function barLine(label: string, fraction: number, counts: string, columns: number): string {
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
