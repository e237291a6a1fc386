import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCollection } from './collection';

function setup(fixture?: unknown) {
  const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
  const fixturesDir = mkdtempSync(join(tmpdir(), 'fixtures-'));
  const fixtureFile = join(fixturesDir, 'things.json');
  if (fixture !== undefined) writeFileSync(fixtureFile, JSON.stringify(fixture));
  return { dataDir, fixtureFile, dataFile: join(dataDir, 'things.json'), idField: '_id' };
}

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

  it('keeps memory unchanged when the write fails', () => {
    const options = setup([{ _id: 'a' }]);
    const collection = openCollection(options);
    rmSync(options.dataDir, { recursive: true });
    expect(() => collection.insert({ _id: 'b' })).toThrow();
    expect(collection.get('b')).toBeUndefined();
  });
});
