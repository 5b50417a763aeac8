/** Output to a slow reader: a long report is handed over as the reader takes it, not queued in memory whole. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeChunks } from '../src/io.js';

describe('writeChunks', () => {
  it('waits for a full stream to drain, so no more than its buffer is ever queued, and writes everything in order', async () => {
    let received = '';
    let mostQueued = 0;
    const slow: Writable = new Writable({
      highWaterMark: 64,
      decodeStrings: false,
      write(chunk: string, _encoding, done) {
        received += chunk;
        mostQueued = Math.max(mostQueued, slow.writableLength);
        setImmediate(done);
      },
    });
    const chunks = Array.from({ length: 200 }, (_, index) => `message ${index}\n`);
    await writeChunks(slow, chunks);
    await new Promise<void>((resolve) => slow.end(resolve));
    expect(received).toBe(chunks.join(''));
    // Written without waiting, all 200 chunks (about 2 kB) would sit in the queue at once.
    expect(mostQueued).toBeLessThan(64 + 16);
  });
});
