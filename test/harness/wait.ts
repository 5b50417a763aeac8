/**
 * Waiting for something a real session does (a registry entry, a transcript
 * row). A deadline only bounds how long a broken run hangs; tests assert what
 * happened, never how fast.
 */
export interface WaitOptions {
  /** What is awaited, for the error message. */
  what: string;
  timeoutMs?: number;
  intervalMs?: number;
  /** Extra facts for the error message, computed only on timeout (e.g. the session's stderr). */
  explain?: () => string;
}

/** Polls `check` until it returns something other than undefined/false, and returns that. */
export async function waitFor<T>(check: () => T | undefined | false | Promise<T | undefined | false>, options: WaitOptions): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) {
      const extra = options.explain?.();
      throw new Error(`gave up waiting for ${options.what} after ${options.timeoutMs ?? 30_000} ms${extra ? `\n${extra}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
}
