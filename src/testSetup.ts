// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); this adds the
// DOM matchers and unmounts between tests wherever a DOM exists.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
