import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCollectionFile } from './readCollectionFile';

function fileWith(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'collection-')), 'things.json');
  writeFileSync(file, text);
  return file;
}

describe('readCollectionFile', () => {
  it('reads an array of records', () => {
    expect(readCollectionFile(fileWith('[{"_id":"a"}]'))).toEqual([{ _id: 'a' }]);
  });
  it('names the file when it is not JSON', () => {
    const file = fileWith('[{');
    expect(() => readCollectionFile(file)).toThrow(`${file}: not valid JSON`);
  });
  it('names the file when it is not an array of objects', () => {
    const file = fileWith('{"items":[]}');
    expect(() => readCollectionFile(file)).toThrow(`${file}: must hold a JSON array`);
    const other = fileWith('[1]');
    expect(() => readCollectionFile(other)).toThrow(`${other}#/0: each record must be a JSON object`);
  });
});
