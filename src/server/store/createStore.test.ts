import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { createStore } from './createStore';

describe('createStore', () => {
  it('opens the collection of each resource from its fixture, creating the data directory', () => {
    const fixturesDir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    writeFileSync(join(fixturesDir, 'gadget.json'), '[{"_id":"g1"}]');
    const dataDir = join(mkdtempSync(join(tmpdir(), 'data-')), 'nested');
    const store = createStore({ model: { resources: [testResourceModel({ name: 'gadget' }), testResourceModel({ name: 'widget' })] }, dataDir, fixturesDir });
    expect(store.collection('gadget').all()).toEqual([{ _id: 'g1' }]);
    expect(store.collection('widget').all()).toEqual([]);
  });

  it('refuses a resource name the model does not have', () => {
    const store = createStore({ model: { resources: [] }, dataDir: mkdtempSync(join(tmpdir(), 'data-')), fixturesDir: '/nonexistent' });
    expect(() => store.collection('nope')).toThrow('The demo API has no resource "nope"');
  });

  it('journals every change, answers once all are synced, and folds the journals into the data files on flush', async () => {
    const fixturesDir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    writeFileSync(join(fixturesDir, 'gadget.json'), '[{"_id":"g1"}]');
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    const store = createStore({ model: { resources: [testResourceModel({ name: 'gadget' })] }, dataDir, fixturesDir });
    store.collection('gadget').insert({ _id: 'g2' });
    await store.durable();
    expect(readFileSync(join(dataDir, 'gadget.json.journal'), 'utf8')).toBe('[["p",{"_id":"g2"}]]\n');
    store.flush();
    expect(JSON.parse(readFileSync(join(dataDir, 'gadget.json'), 'utf8'))).toEqual([{ _id: 'g1' }, { _id: 'g2' }]);
    expect(readFileSync(join(dataDir, 'gadget.json.journal'), 'utf8')).toBe('');
    store.close();
  });
});
