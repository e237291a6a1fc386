import { defineConfig } from 'vitest/config';
import { longestFirstSequencer } from './tests/support/longestFirstSequencer';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}', 'tests/registry-faults/**/*.test.ts', 'tests/support/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/support/testTmpDir.ts'],
    setupFiles: ['./src/testSetup.ts'],
    testTimeout: 20000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on a two-core CI machine,
    // where many tests wait on sockets and child processes that the other worker can fill.
    maxWorkers: 2,
    sequence: { sequencer: longestFirstSequencer('tests/unitDurations.json') },
  },
});
