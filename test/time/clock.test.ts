/** One clock for every command: TEAMDOC_NOW pins it; file ages are judged by the file system's clock. */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentTime } from '../../src/time/clock.js';
import { fileAgeMs, fileSystemNow } from '../../src/time/file-ages.js';
import { backdateFile } from '../helpers/clock.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo, scratchDir } from '../helpers/repo.js';

describe('the clock', () => {
  it('is pinned by TEAMDOC_NOW, a time with its zone', () => {
    expect(currentTime({ TEAMDOC_NOW: '2026-11-30T12:00:00Z' }).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(currentTime({ TEAMDOC_NOW: '2026-11-30T13:00:00+01:00' }).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it.each(['2026-11-30', '2026-11-30T12:00:00', 'yesterday', '2026-13-40T00:00:00Z'])(
    'refuses %j: a time without a zone means something else in every zone',
    (value) => {
      expect(() => currentTime({ TEAMDOC_NOW: value })).toThrow(/Unexpected TEAMDOC_NOW value .*, expected an ISO 8601 time with its zone/);
    },
  );

  it('a command run with an unusable TEAMDOC_NOW exits 2 with one line, and writes nothing', async () => {
    const repo = makeRepo();
    const result = await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other'], {
      cwd: repo.dir,
      env: { ...repo.env, TEAMDOC_NOW: 'tomorrow' },
      input: 'hello\n',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/TEAMDOC_NOW value `tomorrow`/);
    expect(repo.git('for-each-ref', 'refs/heads/teamdoc')).toBe('');
  });

  it('dates a recorded message and its commit by the pinned time', async () => {
    const repo = makeRepo();
    const env = { ...repo.env, TEAMDOC_NOW: '2031-01-02T03:04:05Z' };
    expect((await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: repo.dir, env, input: 'hello\n' })).code).toBe(0);
    const json = JSON.parse((await runCli(['log', '--format', 'json'], { cwd: repo.dir, env })).stdout);
    expect(json.messages[0].time).toBe('2031-01-02T03:04:05.000Z');
    expect(repo.git('log', '-1', '--format=%cI', 'teamdoc/log')).toBe('2031-01-02T03:04:05+00:00');
  });
});

describe('file ages', () => {
  it('are measured against a probe written beside them, which leaves nothing behind', () => {
    const dir = scratchDir();
    const file = join(dir, 'lock');
    writeFileSync(file, '');
    backdateFile(file, 60);
    const now = fileSystemNow(dir);
    expect(now).toBeGreaterThanOrEqual(statSync(file).mtimeMs + 60_000);
    expect(fileAgeMs(file, now)).toBeGreaterThanOrEqual(60_000);
    expect(fileAgeMs(join(dir, 'missing'), now)).toBeUndefined();
    expect(readdirSync(dir)).toEqual(['lock']);
  });
});
