import type { QueryResult } from '../../framework/query/queryRecords';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { DemoStore } from '../store/createStore';
import { LIMIT_PARAM } from '../../framework/data/apiConventions';
import { withThroughParams, type RecordLookup } from '../../framework/query/throughParams';
import { checkListQuery, listQueryRules, MAX_LIMIT, type ListQueryRules } from './checkListQuery';
import { createIndexedQuery, type IndexedQuery } from './createIndexedQuery';

/**
 * One query per filter the definition offers (a text of three letters, so the trigrams
 * are built too; a date range; a value) and per field other lists filter by: running them
 * once builds every index an accepted query can use.
 */
function warmingQueries(resource: ResourceModel, rules: ListQueryRules): Record<string, string>[] {
  const queries: Record<string, string>[] = resource.list.filters.map((filter) => {
    if (filter.kind === 'dateRange') return { [filter.from ?? `${filter.field}From`]: '2000-01-01' };
    return { [filter.param ?? filter.field]: filter.kind === 'text' ? 'abc' : '0' };
  });
  const filterParams = new Set(resource.list.filters.flatMap((filter) => [filter.param ?? filter.field, filter.field]));
  for (const param of rules.params) {
    if (!filterParams.has(param) && Object.hasOwn(resource.schema.properties ?? {}, param)) queries.push({ [param]: '0' });
  }
  return queries;
}

/** The list queries of every resource of a store. */
export interface QueryEngines {
  /**
   * `queryRecords(<every record of the resource>, resource, params)`, from indexes, once
   * `checkListQuery` accepts the query (else 400 INVALID_QUERY); without `limit`, at most
   * MAX_LIMIT records.
   */
  query(resource: ResourceModel, params: Readonly<Record<string, string>>): QueryResult;
}

/**
 * One indexed query per resource of `model`, built at once (so the default page of each
 * list is ready when the API starts) and following its collection from then on.
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
  for (const resource of model.resources) engineOf(resource).warm(warmingQueries(resource, rules.get(resource.name)!));
  return {
    query(resource, params) {
      checkListQuery(rules.get(resource.name) ?? listQueryRules(resource, model), params);
      const resolved = withThroughParams(resource, params, lookup);
      return engineOf(resource).query(LIMIT_PARAM in resolved ? resolved : { ...resolved, [LIMIT_PARAM]: String(MAX_LIMIT) });
    },
  };
}
