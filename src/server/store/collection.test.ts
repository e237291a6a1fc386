import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openCollection } from './collection';

function setup(fixture?: unknown) {
  const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
  const fixturesDir = mkdtempSync(join(tmpdir(), 'fixtures-'));
  const fixtureFile = join(fixturesDir, 'things.json');
  if (fixture !== undefined) writeFileSync(fixtureFile, JSON.stringify(fixture));
  return { dataDir, fixtureFile, dataFile: join(dataDir, 'things.json'), idField: '_id' };
}

/** A collection that counts as large from the first byte: it writes behind. */
const behind = { writes: { syncLimitBytes: -1, delayMs: 10 } };

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

describe('openCollection', () => {
  it('copies the fixture to the working copy on first open', () => {
    const options = setup([{ _id: 'a' }]);
    const collection = openCollection(options);
    expect(collection.all()).toEqual([{ _id: 'a' }]);
    expect(readJson(options.dataFile)).toEqual([{ _id: 'a' }]);
  });

  it('writes every change to the working copy and never to the fixture', () => {
    const options = setup([{ _id: 'a', n: 1 }, { _id: 'b' }]);
    const fixtureText = readFileSync(options.fixtureFile, 'utf8');
    const collection = openCollection(options);
    collection.insert({ _id: 'c' });
    collection.replace({ _id: 'a', n: 2 });
    expect(collection.remove('b')).toEqual({ _id: 'b' });
    expect(readJson(options.dataFile)).toEqual([{ _id: 'a', n: 2 }, { _id: 'c' }]);
    expect(readFileSync(options.fixtureFile, 'utf8')).toBe(fixtureText);
    expect(readdirSync(options.dataDir)).toEqual(['things.json']);
  });

  it('reopens from the working copy, keeping changes', () => {
    const options = setup([{ _id: 'a' }]);
    openCollection(options).insert({ _id: 'b' });
    expect(openCollection(options).get('b')).toEqual({ _id: 'b' });
  });

  it('starts empty without a fixture and writes nothing until a change', () => {
    const options = setup();
    const collection = openCollection(options);
    expect(collection.all()).toEqual([]);
    expect(existsSync(options.dataFile)).toBe(false);
  });

  it('finds numeric ids by their text', () => {
    const collection = openCollection({ ...setup([{ id: 7 }]), idField: 'id' });
    expect(collection.get('7')).toEqual({ id: 7 });
  });

  it('refuses records without an id or with a repeated id, naming the file', () => {
    const missing = setup([{ name: 'x' }]);
    expect(() => openCollection(missing)).toThrow(`${missing.dataFile}#/0: record has no "_id"`);
    const twice = setup([{ _id: 'a' }, { _id: 'a' }]);
    expect(() => openCollection(twice)).toThrow('id "a" is used twice');
  });

  it('keeps memory unchanged when the write of a small collection fails', () => {
    const options = setup([{ _id: 'a' }]);
    const collection = openCollection(options);
    rmSync(options.dataDir, { recursive: true });
    expect(() => collection.insert({ _id: 'b' })).toThrow();
    expect(collection.get('b')).toBeUndefined();
  });

  it('tells subscribers each change in order, after memory holds it', () => {
    const options = setup([{ _id: 'a', n: 1 }, { _id: 'b' }]);
    const collection = openCollection(options);
    const seen: unknown[] = [];
    const stop = collection.subscribe((changes) => seen.push(...changes.map((change) => ({ ...change, size: collection.all().length }))));
    collection.insert({ _id: 'c' });
    collection.replace({ _id: 'a', n: 2 });
    collection.remove('b');
    collection.apply({ replace: [{ _id: 'a', n: 3 }], remove: ['c'], insert: [{ _id: 'd' }] });
    stop();
    collection.insert({ _id: 'e' });
    expect(seen).toEqual([
      { kind: 'insert', record: { _id: 'c' }, size: 3 },
      { kind: 'replace', before: { _id: 'a', n: 1 }, after: { _id: 'a', n: 2 }, size: 3 },
      { kind: 'remove', record: { _id: 'b' }, size: 2 },
      { kind: 'replace', before: { _id: 'a', n: 2 }, after: { _id: 'a', n: 3 }, size: 2 },
      { kind: 'remove', record: { _id: 'c' }, size: 2 },
      { kind: 'insert', record: { _id: 'd' }, size: 2 },
    ]);
  });

  it('applies several changes at once, or none when one is impossible', () => {
    const options = setup([{ _id: 'a' }, { _id: 'b' }]);
    const collection = openCollection(options);
    expect(() => collection.apply({ replace: [{ _id: 'a', n: 1 }], remove: ['nope'] })).toThrow('no record "nope" to remove');
    expect(collection.all()).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    collection.apply({ replace: [{ _id: 'a', n: 1 }], remove: ['b'], insert: [{ _id: 'c' }] });
    expect(readJson(options.dataFile)).toEqual([{ _id: 'a', n: 1 }, { _id: 'c' }]);
  });

  describe('a large collection (writes behind)', () => {
    it('changes memory at once and writes the file once, shortly after, for every change until then', async () => {
      const options = setup([{ _id: 'a' }]);
      const collection = openCollection({ ...options, ...behind });
      collection.insert({ _id: 'b' });
      collection.replace({ _id: 'a', n: 1 });
      expect(collection.all()).toEqual([{ _id: 'a', n: 1 }, { _id: 'b' }]);
      expect(readJson(options.dataFile)).toEqual([{ _id: 'a' }]);
      await vi.waitFor(() => expect(readJson(options.dataFile)).toEqual([{ _id: 'a', n: 1 }, { _id: 'b' }]));
      expect(readdirSync(options.dataDir)).toEqual(['things.json']);
    });

    it('writes pending changes on flush, and keeps stored order after removals and inserts', () => {
      const options = setup([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]);
      const collection = openCollection({ ...options, ...behind });
      collection.remove('b');
      collection.insert({ _id: 'b', again: true });
      collection.replace({ _id: 'a', n: 2 });
      collection.flush();
      expect(readJson(options.dataFile)).toEqual([{ _id: 'a', n: 2 }, { _id: 'c' }, { _id: 'b', again: true }]);
    });

    it('is read back with its changes when reopened in the same process before the write', () => {
      const options = setup([{ _id: 'a' }]);
      openCollection({ ...options, writes: { syncLimitBytes: -1, delayMs: 60_000 } }).insert({ _id: 'b' });
      expect(openCollection(options).get('b')).toEqual({ _id: 'b' });
    });

    it('keeps the change in memory when the background write fails, and writes it once it can', async () => {
      const options = setup([{ _id: 'a' }]);
      const collection = openCollection({ ...options, writes: { syncLimitBytes: -1, delayMs: 5, retryMs: 20 } });
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      rmSync(options.dataDir, { recursive: true });
      collection.insert({ _id: 'b' });
      expect(collection.get('b')).toEqual({ _id: 'b' });
      await vi.waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining(`Could not write ${options.dataFile}`)));
      mkdirSync(options.dataDir);
      await vi.waitFor(() => expect(readJson(options.dataFile)).toEqual([{ _id: 'a' }, { _id: 'b' }]));
      errors.mockRestore();
    });
  });

  it('removes temporary files a killed process left beside the data file, never those of a live one', () => {
    const options = setup([{ _id: 'a' }]);
    openCollection(options);
    writeFileSync(`${options.dataFile}.999999999.abcdef.tmp`, '[{"_id"');
    writeFileSync(`${options.dataFile}.${process.pid}.abcdef.tmp`, '[');
    openCollection(options);
    expect(readdirSync(options.dataDir).sort()).toEqual(['things.json', `things.json.${process.pid}.abcdef.tmp`]);
  });
});
