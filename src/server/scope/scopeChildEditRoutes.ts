import { DELETE_SCOPE_CHILD, RENAME_SCOPE_CHILD } from '../../contracts/scopeNodeEdits';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel } from '../../framework/registry/types';
import { itemNotFound } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';

/** The resource holding the scope tree's nodes (`_id`, `name`, `level`, `parentIds` from the top). */
const SCOPE_RESOURCE = 'scope';

/** The path's parent and child, as both calls name them. */
interface ChildPath {
  level: number;
  id: string;
  childLevel: number;
  childId: string;
}

/**
 * The nested scope calls that change a node (src/contracts/scopeNodeEdits.ts): rename and
 * delete a node through its parent. The record service applies the scope resource's rules
 * (its unique name per level, its guard on a node with nodes under it).
 */
export function scopeChildEditRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource): ApiRoute[] {
  const resource = model.resources.find((candidate) => candidate.name === SCOPE_RESOURCE);
  if (!resource) return [];
  const idField = resource.api.idField;

  /** The child the path names: the parent at its level, the child at its own with the parent among its ancestors, else 404. */
  const childOf = ({ level, id, childLevel, childId }: ChildPath): StoredRecord => {
    const parent = records.get(resource, id);
    const child = records.get(resource, childId);
    const ancestors = Array.isArray(child.parentIds) ? child.parentIds.map(String) : [];
    if (parent.level !== level || child.level !== childLevel || !ancestors.includes(String(parent[idField]))) throw itemNotFound();
    return child;
  };
  // Stored nodes follow the scope schema (every write is checked): they are the contract's nodes.
  const node = (record: StoredRecord) => record as { _id: string; name: string; level: number };

  return [
    contractRoute(RENAME_SCOPE_CHILD, accessOf, ({ params, body }) => {
      const { [idField]: _id, createdAt: _created, updatedAt: _updated, ...fields } = childOf(params);
      return { status: 200, body: { data: node(records.replace(resource, params.childId, { ...fields, name: body.name })) } };
    }),
    contractRoute(DELETE_SCOPE_CHILD, accessOf, ({ params }) => {
      childOf(params);
      return { status: 200, body: { data: node(records.remove(resource, params.childId)) } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const scopeChildEditsFeature: FeatureModule = {
  origin: 'src/server/scope',
  routes: ({ model, records, accessOf }) => scopeChildEditRoutes(model, records, accessOf),
};
