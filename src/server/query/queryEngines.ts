import type { QueryResult } from '../../framework/query/queryRecords';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { DemoStore } from '../store/createStore';
import { createIndexedQuery, type IndexedQuery } from './createIndexedQuery';

/** The list queries of every resource of a store. */
export interface QueryEngines {
  /** `queryRecords(<every record of the resource>, resource, params)`, from indexes. */
  query(resource: ResourceModel, params: Readonly<Record<string, string>>): QueryResult;
}

/**
 * One indexed query per resource of `model`, built at once (so the default page of each
 * list is ready when the API starts) and following its collection from then on.
 */
export function createQueryEngines(model: RegistryModel, store: DemoStore): QueryEngines {
  const engines = new Map<string, IndexedQuery>();
  const engineOf = (resource: ResourceModel): IndexedQuery => {
    let engine = engines.get(resource.name);
    if (!engine) {
      engine = createIndexedQuery(resource, store.collection(resource.name));
      engines.set(resource.name, engine);
    }
    return engine;
  };
  for (const resource of model.resources) engineOf(resource);
  return { query: (resource, params) => engineOf(resource).query(params) };
}
