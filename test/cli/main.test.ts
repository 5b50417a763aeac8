import { describe, expect, it } from 'vitest';
import { main, version } from '../../src/cli.js';
import { memoryIo } from '../../src/io.js';
import { runCli } from '../helpers/cli.js';

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
});
