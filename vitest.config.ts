import { configDefaults, defineConfig } from 'vitest/config';
import { longestFirstSequencer } from './tests/support/longestFirstSequencer';
import { testWorkerGroups } from './tests/support/testWorkerGroups';

const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'tests/integration/**/*.test.{ts,tsx}',
  'tests/registry-faults/**/*.test.ts',
  'tests/support/**/*.test.ts',
  'tests/conformance/**/*.test.ts',
];
const { dom, isolated } = testWorkerGroups(import.meta.dirname, [
  'src',
  'scripts',
  'tests/integration',
  'tests/registry-faults',
  'tests/support',
  'tests/conformance',
]);

export default defineConfig({
  // A build replacement's import of the module it replaces (replaceModulesPlugin's ORIGINAL_PREFIX): the module itself.
  resolve: { alias: [{ find: /^original:(.*)$/, replacement: '$1' }] },
  test: {
    environment: 'node',
    globalSetup: ['./tests/support/testTmpDir.ts'],
    setupFiles: ['./src/testSetup.ts'],
    testTimeout: 20000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on a two-core CI machine,
    // where many tests wait on sockets and child processes that another worker can fill.
    // Three: the crash test waits on its child API for minutes while using little of a core,
    // and the other two keep both cores busy meanwhile.
    maxWorkers: 3,
    sequence: { sequencer: longestFirstSequencer('tests/unitDurations.json') },
    projects: [
      // Loading the modules is most of a file's time: the node tests, and apart from them the
      // DOM tests, share a worker's modules from file to file (each file still gets a fresh
      // environment, test state and restored spies).
      {
        extends: true,
        test: { name: 'node', include: TEST_FILES, exclude: [...configDefaults.exclude, ...dom, ...isolated], isolate: false, restoreMocks: true },
      },
      // A DOM test renders react-admin whole: a long one takes 15 s alone on a two-core machine,
      // and more beside the other workers; the time limit is there to catch a hang.
      { extends: true, test: { name: 'dom', include: dom, isolate: false, restoreMocks: true, testTimeout: 45_000 } },
      // A module replaced for the file gets a fresh worker (see testWorkerGroups).
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
