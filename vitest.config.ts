import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./src/testSetup.ts'],
    testTimeout: 20000,
    pool: 'forks',
  },
});
