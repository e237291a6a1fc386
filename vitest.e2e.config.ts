import { defineConfig } from 'vitest/config';
import { longestFirstSequencer } from './tests/support/longestFirstSequencer';

/** Browser end-to-end tests (`npm run test:e2e`): real Chromium against the built app in `dist/`. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/support/requireBuild.ts', './tests/support/testTmpDir.ts'],
    setupFiles: ['./tests/e2e/support/declareProduct.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Four files at a time (each its own app on a free port and its own browser context) on a
    // two-core machine: a browser test file waits much of its time (debounces, settling, its
    // server), which the other files fill. Three left the cores idle about a tenth of the run
    // (739 s against 646 s for the whole suite, both passing).
    fileParallelism: true,
    maxWorkers: 4,
    pool: 'forks',
    // The files of a worker share its loaded modules (the registry, the pages' declarations):
    // loading them again for each file cost each file seconds of a core. Each file still starts
    // its own app and browser.
    isolate: false,
    sequence: { sequencer: longestFirstSequencer('tests/e2e/durations.json') },
    // A loaded two-core CI machine can take seconds to render a page: one second (the default) is too short to wait.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
