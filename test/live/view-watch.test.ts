/**
 * `teamdoc view --watch` redraws when a session's live state changes, with no
 * message written: a real Claude Code session starts (idle), then exits.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { teamDoc } from '../helpers/chain-team.js';
import { TEAMDOC_BIN } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';
import { waitFor } from '../harness/wait.js';

describe('teamdoc view --watch and live state', () => {
  it('redraws when the lead’s session starts and when it exits', async () => {
    const { claude } = await claudeHarness({ scripts: { idle: { turns: [[{ text: 'ready' }]] } } });
    const lead = randomUUID();
    const repo = makeRepo({ files: { 'TEAM.md': teamDoc([`| lead | claude | ${lead} | box | — | — | — | active |`]) } });
    const env = { ...repo.env, TEAMDOC_HOST: 'box', CLAUDE_CONFIG_DIR: `${claude.home}/.claude` };
    const child = spawn(process.execPath, [TEAMDOC_BIN, 'view', '--watch', '--interval', '0.2'], { cwd: repo.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const drawings = () => stdout.split('\nChain\n').length - 1;
    try {
      await waitFor(() => drawings() === 1, { what: 'the first drawing' });
      expect(stdout).not.toContain('Live on box'); // nothing of the lead on this machine yet
      const session = claude.start({ cwd: repo.dir, sessionId: lead, name: 'lead', prompt: `${scriptMarker('idle')} wait` });
      await session.turnEnded(1);
      await waitFor(() => /\n {2}lead {2}claude {2}idle /.test(stdout), { what: 'a redraw with the lead idle' });
      await session.close();
      await waitFor(() => /\n {2}lead {2}claude {2}exited \(no process runs it/.test(stdout.slice(stdout.lastIndexOf('Live on box'))), {
        what: 'a redraw with the lead exited',
      });
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });
});
