import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { longestFirstSequencer } from './longestFirstSequencer';

const spec = (path: string) =>
  ({ moduleId: path, project: { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } } }) as unknown as TestSpecification;

describe('longestFirstSequencer', () => {
  it('starts the files of the table longest first, then the others', async () => {
    const table = join(mkdtempSync(join(tmpdir(), 'durations-')), 'durations.json');
    writeFileSync(table, JSON.stringify({ '//': 'a note', 'short.test.ts': 5, 'long.test.ts': 300, 'middle.test.ts': 40 }));
    const Sequencer = longestFirstSequencer(table);
    const ctx = { config: { root: '/p' }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } };
    const sequencer = new Sequencer(ctx as never);
    const sorted = await sequencer.sort(['/p/a/short.test.ts', '/p/unknown.test.ts', '/p/b/long.test.ts', '/p/middle.test.ts'].map(spec));
    expect(sorted.map((file) => file.moduleId)).toEqual(['/p/b/long.test.ts', '/p/middle.test.ts', '/p/a/short.test.ts', '/p/unknown.test.ts']);
  });
});
