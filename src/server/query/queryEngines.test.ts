import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryRecords } from '../../framework/query/queryRecords';
import { testModel, writeFixtures } from '../demoApi.testkit';
import { createStore } from '../store/createStore';
import { listQueryRules } from './checkListQuery';
import { createQueryEngines } from './queryEngines';

describe('createQueryEngines', () => {
  it('answers every resource of the model as queryRecords does, before and after writes', () => {
    const store = createStore({ model: testModel, dataDir: mkdtempSync(join(tmpdir(), 'engines-')), fixturesDir: writeFixtures() });
    const engines = createQueryEngines(testModel, store);
    // Each resource gets the part of the query its definition offers: its own sort field, its filters.
    const same = (params: Record<string, string>) => {
      for (const resource of testModel.resources) {
        const rules = listQueryRules(resource, testModel);
        const own = Object.fromEntries(
          Object.entries(params)
            .map(([name, value]): [string, string] => [name, name === 'sort' ? resource.list.sort.field : value])
            .filter(([name]) => rules.params.has(name) || rules.texts.has(name)),
        );
        expect(engines.query(resource, own)).toEqual(queryRecords(store.collection(resource.name).all(), resource, { limit: '1000', ...own }));
      }
    };
    same({});
    same({ sort: 'name', order: 'DESC', limit: '2', skip: '1' });
    same({ name: 'a', status: 'NEW', fromDate: '2024-05-01' });
    store.collection('gadget').insert({ _id: 'g9', name: 'Âncora', status: 'NEW', updatedAt: '2024-05-02T00:00:00.000Z' });
    store.collection('owner').remove(String(store.collection('owner').all()[0]?._id));
    same({ sort: 'name' });
    same({ name: 'anc', status: 'NEW', fromDate: '2024-05-01' });
  });

  it('refuses a query the definition does not offer, before any index is asked', () => {
    const store = createStore({ model: testModel, dataDir: mkdtempSync(join(tmpdir(), 'engines-')), fixturesDir: writeFixtures() });
    const engines = createQueryEngines(testModel, store);
    const gadget = testModel.resources.find((resource) => resource.name === 'gadget')!;
    expect(() => engines.query(gadget, { sort: 'tags' })).toThrow('Cannot sort by "tags"');
    expect(() => engines.query(gadget, { limit: 'abc' })).toThrow('"limit" must be a whole number');
    expect(() => engines.query(gadget, { isAdmin: 'true' })).toThrow('Unknown query parameter "isAdmin"');
  });
});
