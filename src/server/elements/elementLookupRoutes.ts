import { ELEMENT_TO_ID, ELEMENTS_BY_TYPE, ELEMENTS_BY_TYPES, type ElementRecord } from '../../contracts/elementLookups';
import { PAGE_LIMIT } from '../../contracts/recordCalls';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { RegistryModel } from '../../framework/registry/types';
import type { RequestUser } from '../auth/requestUser';
import { itemNotFound } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import { recordReached, type RecordScopeOf } from '../scope/recordScope';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';

/** The element resource and the fields the look-ups read. */
const ELEMENT = { resource: 'element', identifier: 'identifier', type: 'elementTypeId' } as const;

/**
 * The element look-ups of spec §7 (src/contracts/elementLookups.ts): an element's id from
 * its identifier, the elements of one or several types. Each reads the request's scope (its project, narrowed by the tree).
 */
export function elementLookupRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ApiRoute[] {
  const element = model.resources.find((candidate) => candidate.name === ELEMENT.resource);
  if (!element) return [];
  const projectScope = element.projectScope;

  /** The elements of the request's scope that `keep` accepts, by identifier. */
  const visible = (user: RequestUser, keep: (record: StoredRecord) => boolean): StoredRecord[] => {
    const scope = scopeOf(user);
    return records
      .list(element)
      .filter((record) => !isSoftDeleted(element, record) && (projectScope === undefined || recordReached(record, projectScope, scope)) && keep(record))
      .sort((a, b) => String(a[ELEMENT.identifier]).localeCompare(String(b[ELEMENT.identifier])));
  };
  // Stored elements follow their schema (every write is checked): they are the contract's records.
  const page = (found: StoredRecord[], { skip = 0, limit = PAGE_LIMIT.default }: { skip?: number; limit?: number }) => ({
    items: found.slice(skip, skip + limit) as ElementRecord[],
    count: found.length,
  });

  return [
    contractRoute(ELEMENT_TO_ID, accessOf, ({ user, params }) => {
      const [found] = visible(user, (record) => record[ELEMENT.identifier] === params.identifier);
      if (!found) throw itemNotFound();
      return {
        status: 200,
        body: { data: { _id: String(found[element.api.idField]), identifier: String(found[ELEMENT.identifier]), name: String(found.name ?? '') } },
      };
    }),
    contractRoute(ELEMENTS_BY_TYPE, accessOf, ({ user, query }) => {
      const found = visible(user, (record) => String(record[ELEMENT.type]) === query.elementTypeId);
      return { status: 200, body: { data: page(found, query) } };
    }),
    contractRoute(ELEMENTS_BY_TYPES, accessOf, ({ user, query }) => {
      const types = new Set(query.elementTypeIds.split(','));
      const found = visible(user, (record) => types.has(String(record[ELEMENT.type])));
      return { status: 200, body: { data: page(found, query) } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const elementLookupsFeature: FeatureModule = {
  origin: 'src/server/elements',
  routes: ({ model, records, accessOf, scopeOf }) => elementLookupRoutes(model, records, accessOf, scopeOf),
};
