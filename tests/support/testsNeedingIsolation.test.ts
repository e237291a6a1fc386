import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testsNeedingIsolation } from './testsNeedingIsolation';

describe('testsNeedingIsolation', () => {
  it('picks the test files that run in jsdom or replace a module, and no other file', () => {
    const root = mkdtempSync(join(tmpdir(), 'isolation-'));
    const files: Record<string, string> = {
      'src/a/View.test.tsx': '// @vitest-environment jsdom\nimport { it } from "vitest";',
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
    expect(testsNeedingIsolation(root, ['src', 'tests']).sort()).toEqual([
      'src/a/View.test.tsx',
      'src/a/later.test.ts',
      'src/a/store.test.ts',
      'tests/b/c.test.ts',
    ]);
  });
});
