import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeJsonAtomic } from './writeJsonAtomic';

describe('writeJsonAtomic', () => {
  it('replaces the file with the new JSON and leaves no temporary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
    const file = join(dir, 'things.json');
    writeFileSync(file, '[]');
    const bytes = writeJsonAtomic(file, [{ a: 'é' }]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([{ a: 'é' }]);
    expect(bytes).toBe(readFileSync(file).length);
    expect(readdirSync(dir)).toEqual(['things.json']);
  });

  it('keeps the old file and cleans up when the rename fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
    const target = join(dir, 'taken');
    mkdirSync(target); // renaming a file over a directory fails
    expect(() => writeJsonAtomic(target, [1])).toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
  });
});
