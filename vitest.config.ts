import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}', 'tests/registry-faults/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/testSetup.ts'],
    testTimeout: 20000,
    pool: 'forks',
  },
});
