import type * as NodeFs from 'node:fs';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openCollection, type CollectionChange } from './collection';

/** When set, the disk refuses to sync (EIO), as a failing disk or a full thin volume does. */
const disk = vi.hoisted(() => ({ failing: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const eio = () => Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
  return {
    ...fs,
    fdatasync: (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => (disk.failing ? setImmediate(() => done(eio())) : fs.fdatasync(fd, done)),
    fdatasyncSync: (fd: number) => {
      if (disk.failing) throw eio();
      fs.fdatasyncSync(fd);
    },
  };
});

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
    collection.flush();
    expect(readJson(options.dataFile)).toEqual([{ _id: 'a', n: 2 }, { _id: 'c' }]);
    expect(readFileSync(options.fixtureFile, 'utf8')).toBe(fixtureText);
    expect(readdirSync(options.dataDir)).toEqual(['things.json', 'things.json.journal']);
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

  it('keeps memory and files unchanged when a change cannot be written', () => {
    const options = setup([{ _id: 'a' }]);
    const collection = openCollection(options);
    // A BigInt cannot be serialised: the journal line fails before memory changes.
    expect(() => collection.insert({ _id: 'b', n: 1n })).toThrow();
    expect(collection.get('b')).toBeUndefined();
    collection.close();
    expect(readJson(options.dataFile)).toEqual([{ _id: 'a' }]);
  });

  it('tells every subscriber a change before the change a subscriber made in answer to it', () => {
    const options = setup([{ _id: 'a' }]);
    const collection = openCollection(options);
    // The first follower fills a field of each new record, as the maintained fields do.
    collection.subscribe((changes) => {
      for (const change of changes) if (change.kind === 'insert') collection.replace({ ...change.record, filled: true });
    });
    const seen: CollectionChange[] = [];
    collection.subscribe((changes) => seen.push(...changes));
    collection.insert({ _id: 'b' });
    expect(seen).toEqual([
      { kind: 'insert', record: { _id: 'b' } },
      { kind: 'replace', before: { _id: 'b' }, after: { _id: 'b', filled: true } },
    ]);
    expect(collection.get('b')).toEqual({ _id: 'b', filled: true });
    collection.close();
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
    collection.flush();
    expect(readJson(options.dataFile)).toEqual([{ _id: 'a', n: 1 }, { _id: 'c' }]);
  });

  describe('journal', () => {
    const journalOf = (options: { dataFile: string }): string => readFileSync(`${options.dataFile}.journal`, 'utf8');

    it('appends one line per change before memory holds it, and settles durable() once synced', async () => {
      const options = setup([{ _id: 'a' }]);
      const collection = openCollection(options);
      collection.insert({ _id: 'b' });
      collection.apply({ replace: [{ _id: 'a', n: 1 }], remove: ['b'] });
      expect(journalOf(options)).toBe('[["p",{"_id":"b"}]]\n[["p",{"_id":"a","n":1}],["d","b"]]\n');
      await expect(collection.durable()).resolves.toBeUndefined();
      expect(readJson(options.dataFile)).toEqual([{ _id: 'a' }]);
    });

    it('replays the journal over the data file at open, as a process killed before any compaction left them, and goes on after it', async () => {
      const options = setup([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]);
      openCollection(options).close();
      const left = '[["d","b"]]\n[["p",{"_id":"b","again":true}]]\n[["p",{"_id":"a","n":2}]]\n';
      writeFileSync(`${options.dataFile}.journal`, left);
      const reopened = openCollection(options);
      expect(reopened.all()).toEqual([{ _id: 'a', n: 2 }, { _id: 'c' }, { _id: 'b', again: true }]);
      // Nothing rewritten at the start: the journal is kept and the next change follows it.
      expect(readJson(options.dataFile)).toEqual([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]);
      reopened.insert({ _id: 'd' });
      await reopened.durable();
      expect(journalOf(options)).toBe(`${left}[["p",{"_id":"d"}]]\n`);
      reopened.close();
      expect(openCollection(options).all()).toEqual([{ _id: 'a', n: 2 }, { _id: 'c' }, { _id: 'b', again: true }, { _id: 'd' }]);
    });

    it('ignores a torn last line (never acknowledged), cutting it off before the next line, and refuses a broken line before it', async () => {
      const options = setup([{ _id: 'a' }]);
      openCollection(options).close();
      writeFileSync(`${options.dataFile}.journal`, '[["p",{"_id":"b"}]]\n[["p",{"_id":"c","na');
      const reopened = openCollection(options);
      expect(reopened.all()).toEqual([{ _id: 'a' }, { _id: 'b' }]);
      expect(journalOf(options)).toBe('[["p",{"_id":"b"}]]\n');
      reopened.insert({ _id: 'd' });
      await reopened.durable();
      reopened.close();
      expect(openCollection(options).all()).toEqual([{ _id: 'a' }, { _id: 'b' }, { _id: 'd' }]);
      writeFileSync(`${options.dataFile}.journal`, '[["p",{"_id":"c"\n[["p",{"_id":"d"}]]\n');
      expect(() => openCollection(options)).toThrow(`${options.dataFile}.journal:1: not a journal line`);
    });

    it('replays a journal set aside by a compaction the process did not finish, then the newer one, and finishes that compaction in the background', async () => {
      const options = setup([{ _id: 'a' }]);
      openCollection(options).close();
      writeFileSync(`${options.dataFile}.journal.compacting`, '[["p",{"_id":"b"}]]\n[["p",{"_id":"a","n":1}]]\n');
      writeFileSync(`${options.dataFile}.journal`, '[["p",{"_id":"a","n":2}]]\n');
      const reopened = openCollection(options);
      expect(reopened.all()).toEqual([{ _id: 'a', n: 2 }, { _id: 'b' }]);
      // A change while the set-aside lines are folded goes to the journal, never over them.
      reopened.insert({ _id: 'c' });
      await reopened.durable();
      await vi.waitFor(() => expect(readdirSync(options.dataDir).sort()).toEqual(['things.json', 'things.json.journal']));
      expect(readJson(options.dataFile)).toEqual([{ _id: 'a', n: 2 }, { _id: 'b' }, { _id: 'c' }]);
      reopened.close();
      expect(openCollection(options).all()).toEqual([{ _id: 'a', n: 2 }, { _id: 'b' }, { _id: 'c' }]);
    });

    it('reads large files on first use only, and reports a broken one then', () => {
      const options = { ...setup([{ _id: 'a' }]), readLaterFrom: 0 };
      openCollection(options).close();
      writeFileSync(options.dataFile, '[{"_id":"a"},');
      const later = openCollection(options);
      expect(() => later.get('a')).toThrow(`${options.dataFile}: not valid JSON`);
      writeFileSync(options.dataFile, '[{"_id":"a"}]');
      expect(later.get('a')).toEqual({ _id: 'a' });
      later.close();
    });

    it('folds on flush a journal an earlier process left, though this one never read the collection', () => {
      const options = { ...setup([{ _id: 'a' }]), readLaterFrom: 0 };
      openCollection(options).close();
      writeFileSync(`${options.dataFile}.journal`, '[["p",{"_id":"b"}]]\n');
      const untouched = openCollection(options);
      untouched.flush();
      untouched.close();
      expect(readJson(options.dataFile)).toEqual([{ _id: 'a' }, { _id: 'b' }]);
      expect(journalOf(options)).toBe('');
    });

    it('folds a grown journal into a new data file in the background, and reopens the same', async () => {
      const options = setup([{ _id: 'a' }]);
      const collection = openCollection({ ...options, journal: { compactAfterBytes: 100 } });
      for (let n = 0; n < 20; n += 1) {
        collection.replace({ _id: 'a', n });
        await collection.durable();
      }
      await vi.waitFor(() => expect(readJson(options.dataFile)).not.toEqual([{ _id: 'a' }]));
      await vi.waitFor(() => expect(existsSync(`${options.dataFile}.journal.compacting`)).toBe(false));
      // What the fold took is gone from the journal; writes made while it ran stay there for the next one.
      expect(journalOf(options).split('\n').filter(Boolean).length).toBeLessThan(20);
      collection.close();
      expect(openCollection(options).all()).toEqual([{ _id: 'a', n: 19 }]);
    });
  });

  it('removes temporary files a killed process left beside the data file, never those of a live one', () => {
    const options = setup([{ _id: 'a' }]);
    openCollection(options);
    writeFileSync(`${options.dataFile}.999999999.abcdef.tmp`, '[{"_id"');
    writeFileSync(`${options.dataFile}.${process.pid}.abcdef.tmp`, '[');
    openCollection(options);
    expect(readdirSync(options.dataDir).sort()).toEqual(['things.json', `things.json.${process.pid}.abcdef.tmp`, 'things.json.journal']);
  });

  it('takes back, in memory, in its followers and on disk, every change a failed sync leaves unsaved', async () => {
    const options = setup([{ _id: 'a', n: 1 }, { _id: 'b' }]);
    const collection = openCollection(options);
    collection.insert({ _id: 'kept' });
    await collection.durable();
    const told: CollectionChange[] = [];
    collection.subscribe((changes) => told.push(...changes));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    disk.failing = true;
    collection.insert({ _id: 'c' });
    collection.replace({ _id: 'a', n: 2 });
    collection.remove('b');
    collection.apply({ insert: [{ _id: 'd' }], replace: [{ _id: 'c', n: 3 }] });
    await expect(collection.durable()).rejects.toThrow('EIO');
    disk.failing = false;
    consoleError.mockRestore();

    expect([...collection.all()].sort((x, y) => String(x._id).localeCompare(String(y._id)))).toEqual([{ _id: 'a', n: 1 }, { _id: 'b' }, { _id: 'kept' }]);
    // Followers (the indexes) hear each change, then its undoing, newest first.
    expect(told.slice(5)).toEqual([
      { kind: 'remove', record: { _id: 'd' } },
      { kind: 'replace', before: { _id: 'c', n: 3 }, after: { _id: 'c' } },
      { kind: 'insert', record: { _id: 'b' } },
      { kind: 'replace', before: { _id: 'a', n: 2 }, after: { _id: 'a', n: 1 } },
      { kind: 'remove', record: { _id: 'c' } },
    ]);
    // A change after the failure is saved as usual, and a restart sees exactly what was acknowledged.
    collection.insert({ _id: 'e' });
    await collection.durable();
    collection.close();
    const reopened = openCollection(options);
    expect(
      reopened
        .all()
        .map((record) => record._id)
        .sort(),
    ).toEqual(['a', 'b', 'e', 'kept']);
    expect(reopened.get('a')).toEqual({ _id: 'a', n: 1 });
    reopened.close();
  });
});
