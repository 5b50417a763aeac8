/**
 * A message `teamdoc send` queued into a Codex thread that no turn took in
 * within the hour (the thread never ran again, or Codex never ran teamdoc's
 * hook because nobody trusted it) is what `teamdoc doctor` points at.
 */
import { mkdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeQueuedNote } from '../../src/hooks/notes.js';
import { hookStatePaths } from '../../src/hooks/state.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

describe('teamdoc doctor and messages queued into Codex', () => {
  it('lists a queued message no turn has taken in for an hour, with the trust step in its hint; a fresh one is not trouble', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': 'a team\n' } });
    const paths = hookStatePaths(join(repo.dir, '.git'));
    mkdirSync(paths.queued, { recursive: true });
    const thread = '01a20000-0000-7000-8000-00000000000b';
    const old = writeQueuedNote(paths, { thread, nonce: '0123456789abcdef', message: '01MOLDMESSAGE0000000000000', time: '2026-11-30T10:00:00.000Z' });
    writeQueuedNote(paths, { thread, nonce: 'fedcba9876543210', message: '01MFRESHMESSAGE00000000000', time: '2026-11-30T11:00:00.000Z' });
    // Two hours before the file system's own clock (which a faked process clock does not move).
    const written = statSync(join(paths.queued, old)).mtimeMs;
    const twoHoursEarlier = new Date(written - 2 * 60 * 60 * 1000);
    utimesSync(join(paths.queued, old), twoHoursEarlier, twoHoursEarlier);

    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(
      new RegExp(
        `message 01MOLDMESSAGE0000000000000 was queued into Codex thread ${thread} 1[12]\\d min ago and no turn of it has been seen since \\[hook-queued-unseen\\]`,
      ),
    );
    expect(doctor.stdout).toContain('type /hooks and trust it');
    expect(doctor.stdout).not.toContain('01MFRESHMESSAGE');
  });
});
