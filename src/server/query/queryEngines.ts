import type { QueryResult } from '../../framework/query/queryRecords';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { DemoStore } from '../store/createStore';
import { listParams, maxPageSize } from '../../framework/data/apiConventions';
import { withThroughParams, type RecordLookup } from '../../framework/query/throughParams';
import { checkListQuery, listQueryRules, type ListQueryRules } from './checkListQuery';
import { createIndexedQuery, type IndexedQuery } from './createIndexedQuery';

/** The list queries of every resource of a store. */
export interface QueryEngines {
  /**
   * `queryRecords(<every record of the resource>, resource, params)`, from indexes, once
   * `checkListQuery` accepts the query (else 400 INVALID_QUERY); without `limit`, at most
   * the page maximum of records.
   */
  query(resource: ResourceModel, params: Readonly<Record<string, string>>): QueryResult;
}

/**
 * One indexed query per resource of `model`, built by the resource's first list query (its
 * default order and unfiltered set then, every other index on its own first use) and
 * following its collection from then on: a start reads and sorts nothing a request has
 * not asked for.
 */
export function createQueryEngines(model: RegistryModel, store: DemoStore): QueryEngines {
  const engines = new Map<string, IndexedQuery>();
  const rules = new Map<string, ListQueryRules>(model.resources.map((resource) => [resource.name, listQueryRules(resource, model)]));
  const engineOf = (resource: ResourceModel): IndexedQuery => {
    let engine = engines.get(resource.name);
    if (!engine) {
      engine = createIndexedQuery(resource, store.collection(resource.name));
      engines.set(resource.name, engine);
    }
    return engine;
  };
  const names = new Set(model.resources.map((resource) => resource.name));
  const lookup: RecordLookup = (name, id) => (names.has(name) ? store.collection(name).get(id) : undefined);
  return {
    query(resource, params) {
      checkListQuery(rules.get(resource.name) ?? listQueryRules(resource, model), params);
      const resolved = withThroughParams(resource, params, lookup);
      return engineOf(resource).query(listParams().limit in resolved ? resolved : { ...resolved, [listParams().limit]: String(maxPageSize()) });
    },
  };
}
