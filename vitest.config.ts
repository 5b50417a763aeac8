import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Tests spawn real git and node processes; two cores are shared with other jobs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Installs the pinned Claude Code and Codex CLIs once, for the tests that run real sessions.
    globalSetup: ['test/harness/global-setup.ts'],
  },
});
