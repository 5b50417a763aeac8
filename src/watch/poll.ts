/**
 * Redraw on change: look at a cheap fingerprint every interval and call
 * `draw` only when it differs from the last one drawn. Stops on SIGINT or
 * SIGTERM (Ctrl-C) between two looks, so a redraw is never cut in half.
 */
export interface WatchOptions {
  intervalMs: number;
  fingerprint(): string;
  draw(): Promise<void>;
}

export async function watchUntilInterrupted(options: WatchOptions): Promise<void> {
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    wake?.();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    let last = options.fingerprint();
    await options.draw();
    while (!stopped) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, options.intervalMs);
      });
      if (stopped) break;
      const now = options.fingerprint();
      if (now === last) continue;
      last = now;
      await options.draw();
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}
