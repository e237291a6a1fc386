import {
  ADD_ELEMENT_COMMISSIONABLE_ITEM,
  REMOVE_ELEMENT_COMMISSIONABLE_ITEM,
  UPDATE_ELEMENT_COMMISSIONABLE_ITEM,
  type ElementCommissionableItem,
} from '../../contracts/elementCommissionableItem';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { RegistryModel } from '../../framework/registry/types';
import { assertInScope, type RecordScopeOf } from '../scope/recordScope';
import type { RequestUser } from '../auth/requestUser';
import { itemNotFound } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';

/** The element, its commissionable items and the field that points an item at its element. */
const NAMES = { element: 'element', item: 'commissionable-item', owner: 'elementId' } as const;
/** The fields the singular calls write; the others stay as stored. */
const WRITTEN = ['identifier', 'description'] as const;

/**
 * One commissionable item of an element (src/contracts/elementCommissionableItem.ts): add,
 * change, remove. The element must be in the request's project and the item the element's;
 * the record service applies the item's schema, unique identifier and guards.
 */
export function elementItemRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ApiRoute[] {
  const element = model.resources.find((candidate) => candidate.name === NAMES.element);
  const item = model.resources.find((candidate) => candidate.name === NAMES.item);
  if (!element || !item) return [];

  /** The element's id, with the rules of reading it (404 unknown, 400 another project's). */
  const elementId = (user: RequestUser, id: string): string => {
    const record = records.get(element, id);
    assertInScope(record, element, scopeOf(user));
    return String(record[element.api.idField]);
  };
  /** The element's item `itemId`: 404 for an unknown one or another element's. */
  const itemOf = (owner: string, itemId: string): StoredRecord => {
    const record = records.get(item, itemId);
    if (String(record[NAMES.owner]) !== owner || isSoftDeleted(item, record)) throw itemNotFound();
    return record;
  };
  // Stored items follow their schema (every write is checked): they are the contract's records.
  const answer = (record: StoredRecord) => ({ data: record as ElementCommissionableItem });

  return [
    contractRoute(ADD_ELEMENT_COMMISSIONABLE_ITEM, accessOf, ({ user, params, body }) => {
      const owner = elementId(user, params.id);
      return { status: 201, body: answer(records.create(item, { ...body, [NAMES.owner]: owner })) };
    }),
    contractRoute(UPDATE_ELEMENT_COMMISSIONABLE_ITEM, accessOf, ({ user, params, body }) => {
      const current = itemOf(elementId(user, params.id), params.itemId);
      const kept = Object.fromEntries(Object.entries(current).filter(([field]) => !(WRITTEN as readonly string[]).includes(field)));
      return { status: 200, body: answer(records.replace(item, params.itemId, { ...kept, ...body })) };
    }),
    contractRoute(REMOVE_ELEMENT_COMMISSIONABLE_ITEM, accessOf, ({ user, params }) => {
      itemOf(elementId(user, params.id), params.itemId);
      return { status: 200, body: answer(records.remove(item, params.itemId)) };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const elementItemsFeature: FeatureModule = {
  origin: 'src/server/elements',
  routes: ({ model, records, accessOf, scopeOf }) => elementItemRoutes(model, records, accessOf, scopeOf),
};
