import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { main, version } from '../../src/cli.js';
import { memoryIo } from '../../src/io.js';
import { TEAMDOC_BIN, asNode18, runCli } from '../helpers/cli.js';
import { scratchDir } from '../helpers/repo.js';

describe('teamdoc (the program itself)', () => {
  it('prints its version and exits 0', async () => {
    const io = memoryIo();
    expect(await main(['--version'], io)).toBe(0);
    expect(io.out().trim()).toBe(version());
  });

  it('exits 2, not commander’s 1, on an unknown option, and says how to get help', async () => {
    const io = memoryIo();
    expect(await main(['--no-such-flag'], io)).toBe(2);
    expect(io.err()).toContain("unknown option '--no-such-flag'");
    expect(io.err()).toContain('teamdoc --help');
  });

  it('exits 2 on an unknown command and names it', async () => {
    const io = memoryIo();
    expect(await main(['frobnicate'], io)).toBe(2);
    expect(io.err()).toContain("unknown command 'frobnicate'");
  });

  it('runs as a process: --help lists the commands on stdout and exits 0', async () => {
    const result = await runCli(['--help'], { cwd: process.cwd() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: teamdoc');
    expect(result.stderr).toBe('');
  });

  it('under a Node older than 20, says which it needs and which it found, and exits 2 before loading anything', () => {
    const result = spawnSync(process.execPath, ['--require', asNode18(scratchDir()), TEAMDOC_BIN, '--version'], { encoding: 'utf8' });
    expect(result).toMatchObject({ status: 2, stdout: '', stderr: 'teamdoc: needs Node 20 or newer; this is Node 18.20.4\n' });
  });
});
