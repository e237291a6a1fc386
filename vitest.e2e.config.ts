import { defineConfig } from 'vitest/config';

/** Browser end-to-end tests (`npm run test:e2e`): real Chromium against the built app in `dist/`. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/support/requireBuild.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    // A loaded two-core CI machine can take seconds to render a page: one second (the default) is too short to wait.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
