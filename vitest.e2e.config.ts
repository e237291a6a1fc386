import { defineConfig } from 'vitest/config';
import { longestFirstSequencer } from './tests/support/longestFirstSequencer';

/** Browser end-to-end tests (`npm run test:e2e`): real Chromium against the built app in `dist/`. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/support/requireBuild.ts', './tests/support/testTmpDir.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two files at a time (each its own app on a free port and its own browser): much of a
    // browser test is waiting, which the other file fills.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    sequence: { sequencer: longestFirstSequencer('tests/e2e/durations.json') },
    // A loaded two-core CI machine can take seconds to render a page: one second (the default) is too short to wait.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
