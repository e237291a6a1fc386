import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testWorkerGroups } from './testWorkerGroups';

describe('testWorkerGroups', () => {
  it('puts files that replace a module apart, DOM files (happy-dom or jsdom) together, and leaves the rest to the node workers', () => {
    const root = mkdtempSync(join(tmpdir(), 'isolation-'));
    const files: Record<string, string> = {
      'src/a/View.test.tsx': '// @vitest-environment happy-dom\nimport { it } from "vitest";',
      'src/a/Selector.test.tsx': '// @vitest-environment jsdom\nimport { it } from "vitest";',
      'src/a/MockedView.test.tsx': "// @vitest-environment jsdom\nvi.mock('./api');",
      'src/a/store.test.ts': "vi.mock('node:fs', async () => ({}));",
      'src/a/later.test.ts': "const fs = await vi.doMock('./x');",
      'src/a/plain.test.ts': "vi.spyOn(console, 'warn');",
      'src/a/helper.ts': '// @vitest-environment jsdom',
      'src/node_modules/dep/x.test.ts': '// @vitest-environment jsdom',
      'tests/b/c.test.ts': '/** @vitest-environment jsdom */',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const groups = testWorkerGroups(root, ['src', 'tests']);
    expect(groups.dom.sort()).toEqual(['src/a/Selector.test.tsx', 'src/a/View.test.tsx', 'tests/b/c.test.ts']);
    expect(groups.isolated.sort()).toEqual(['src/a/MockedView.test.tsx', 'src/a/later.test.ts', 'src/a/store.test.ts']);
  });
});
