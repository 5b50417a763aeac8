import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Tests spawn real git and node processes; two cores are shared with other jobs. A story of a dozen CLI
    // runs took 60 s on a loaded machine: the limit only bounds how long a hung test takes to fail.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most of a test's time is spent waiting on git, fsync and child processes, not on a core: twice as many
    // files as cores at once took the suite from 7.9 to 5.0 minutes on two cores.
    maxWorkers: availableParallelism() * 2,
    // Installs the pinned Claude Code and Codex CLIs once, for the tests that run real sessions.
    globalSetup: ['test/harness/global-setup.ts'],
  },
});
