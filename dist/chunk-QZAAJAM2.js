import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";

// src/report/progress-line.ts
function progressLine(label, state, columns) {
  const fraction = state.bytesTotal > 0 ? Math.min(1, state.bytesDone / state.bytesTotal) : 1;
  return barLine(label, fraction, `${formatBytes(state.bytesDone)}/${formatBytes(state.bytesTotal)}  ${state.filesDone}/${state.filesTotal} files`, columns);
}
function transferLine(remote, progress, columns) {
  const label = progress.method === "push" ? `pushing to ${remote}` : `fetching from ${remote}`;
  return barLine(label, Math.min(1, progress.percent / 100), `${terminalSafeLine(progress.stage)} ${progress.processed}/${progress.total}`, columns);
}
function barLine(label, fraction, counts, columns) {
  const tail = ` ${Math.floor(fraction * 100)}%  ${counts}`;
  const width = Math.max(10, Math.min(40, columns - label.length - tail.length - 4));
  const filled = Math.round(fraction * width);
  return `${label} [${"#".repeat(filled)}${".".repeat(width - filled)}]${tail}`;
}
function formatBytes(bytes) {
  if (bytes < 1e3) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1e3;
  let unit = 0;
  while (value >= 1e3 && unit < units.length - 1) {
    value /= 1e3;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

// src/commands/output/progress-bar.ts
var REDRAW_MS = 100;
function inPlaceLine(stream, clock) {
  let lastDraw = -Infinity;
  let drawn = false;
  return {
    draw(line, final) {
      const now = clock();
      if (now - lastDraw < REDRAW_MS && !final) return;
      lastDraw = now;
      drawn = true;
      stream.write(`\r${line(stream.columns ?? 80)}\x1B[K`);
    },
    done() {
      if (drawn) stream.write("\r\x1B[K");
    }
  };
}
function progressBar(stream, label, clock = Date.now) {
  const line = inPlaceLine(stream, clock);
  return {
    update(state) {
      line.draw((columns) => progressLine(label, state, columns), state.bytesDone >= state.bytesTotal);
    },
    done: line.done
  };
}
function transferProgress(stream, remote, clock = Date.now) {
  const line = inPlaceLine(stream, clock);
  const shown = terminalSafeLine(remote);
  return {
    onProgress(progress) {
      line.draw((columns) => transferLine(shown, progress, columns), progress.percent >= 100);
    },
    done: line.done
  };
}

export {
  formatBytes,
  progressBar,
  transferProgress
};
