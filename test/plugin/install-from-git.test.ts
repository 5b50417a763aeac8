/**
 * The README's way in for Claude Code users, with the real CLI: a clone of
 * the repository added as the teamdoc marketplace and the plugin installed
 * from it (a git URL takes the same path after claude clones it; the tests
 * run offline, so they hand it a clone), then a plain session — no
 * --plugin-dir — lists the skills to the model.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemTextOf } from '../harness/anthropic-mock.js';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { REPO_ROOT } from '../helpers/plugin-sessions.js';
import { scratchDir } from '../helpers/repo.js';

describe('installing the plugin from a clone of the repository', () => {
  it('adds the teamdoc marketplace, installs teamdoc@teamdoc, and a new session lists its skills', async () => {
    const { claude, mock } = await claudeHarness({ scripts: { listed: { turns: [[{ text: 'ok' }]] } } });
    const clone = join(scratchDir(), 'teamdoc');
    execFileSync('git', ['clone', '-q', REPO_ROOT, clone]);

    const added = await claude.command(['plugin', 'marketplace', 'add', clone]);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Successfully added marketplace: teamdoc');
    const installed = await claude.command(['plugin', 'install', 'teamdoc@teamdoc']);
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.stdout).toContain('Successfully installed plugin: teamdoc@teamdoc');
    const listed = await claude.command(['plugin', 'list']);
    expect(listed.stdout).toMatch(/teamdoc@teamdoc\s+Version: 0\.1\.0/);

    const run = await claude.run({ cwd: claude.workdir('work'), prompt: `${scriptMarker('listed')} hello` });
    expect(run.code, run.stderr).toBe(0);
    const listing = systemTextOf(mock.requestsFor('listed')[0] ?? {});
    expect(listing).toContain('- teamdoc:lead: ');
    expect(listing).toContain('- teamdoc:worker: ');
  });
});
