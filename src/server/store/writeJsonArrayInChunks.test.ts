import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeJsonArrayInChunks } from './writeJsonArrayInChunks';
import { writeJsonAtomic } from './writeJsonAtomic';

const dir = () => mkdtempSync(join(tmpdir(), 'chunks-'));

describe('writeJsonArrayInChunks', () => {
  it('writes the very text writeJsonAtomic writes, across chunk boundaries, and answers its bytes', async () => {
    const items = Array.from({ length: 2345 }, (_, index) => ({ _id: index, text: `linha\nnº ${index}`, nested: { list: [1, { a: 'é' }], empty: [] } }));
    for (const sample of [[], [{ a: 1 }], items]) {
      const folder = dir();
      const atomicBytes = writeJsonAtomic(join(folder, 'a.json'), sample);
      const bytes = await writeJsonArrayInChunks(join(folder, 'b.json'), sample);
      expect(readFileSync(join(folder, 'b.json'), 'utf8')).toBe(readFileSync(join(folder, 'a.json'), 'utf8'));
      expect(bytes).toBe(atomicBytes);
    }
  });

  it('drops its text, leaving the file as it was, when a newer write got there first', async () => {
    const folder = dir();
    const file = join(folder, 'things.json');
    writeFileSync(file, '["newer"]');
    expect(await writeJsonArrayInChunks(file, ['older'], () => false)).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('["newer"]');
    expect(readdirSync(folder)).toEqual(['things.json']);
  });

  it('cleans up and rejects when the file cannot be written', async () => {
    const folder = dir();
    await expect(writeJsonArrayInChunks(join(folder, 'missing', 'things.json'), [1])).rejects.toThrow();
    expect(readdirSync(folder)).toEqual([]);
  });
});
