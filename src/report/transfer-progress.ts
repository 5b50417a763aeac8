/** The progress line of sync and doctor on a terminal: git's own progress through each fetch and push, one line redrawn in place. */
import type { TransferProgress } from '../git/network.js';
import type { OutputStream } from '../io.js';
import { barLine, inPlaceLine } from './progress-bar.js';
import { terminalSafeLine } from './terminal-text.js';

export interface TransferProgressLine {
  onProgress(progress: TransferProgress): void;
  done(): void;
}

/** `remote` as the report shows it (a password in a URL already marked). */
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

function transferLine(remote: string, progress: TransferProgress, columns: number): string {
  const label = progress.method === 'push' ? `pushing to ${remote}` : `fetching from ${remote}`;
  return barLine(label, Math.min(1, progress.percent / 100), `${terminalSafeLine(progress.stage)} ${progress.processed}/${progress.total}`, columns);
}
