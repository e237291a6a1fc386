import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryRecords } from '../../framework/query/queryRecords';
import { testModel, writeFixtures } from '../demoApi.testkit';
import { createStore } from '../store/createStore';
import { createQueryEngines } from './queryEngines';

describe('createQueryEngines', () => {
  it('answers every resource of the model as queryRecords does, before and after writes', () => {
    const store = createStore({ model: testModel, dataDir: mkdtempSync(join(tmpdir(), 'engines-')), fixturesDir: writeFixtures() });
    const engines = createQueryEngines(testModel, store);
    const same = (params: Record<string, string>) => {
      for (const resource of testModel.resources) {
        expect(engines.query(resource, params)).toEqual(queryRecords(store.collection(resource.name).all(), resource, params));
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
});
