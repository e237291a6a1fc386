import { CREATE_SCOPE_NODE, SCOPE_CHILDREN, SCOPE_LEVEL_UNDER, SCOPE_LEVELS, type ScopeLevel, type ScopeNode } from '../../contracts/scope';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel } from '../../framework/registry/types';
import { itemNotFound, ruleRefusal } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';
import { SCOPE_RESOURCE } from './recordScope';

const parentsOf = (node: StoredRecord): string[] => (Array.isArray(node.parentIds) ? node.parentIds.map(String) : []);

/** 400 CHILD_LEVEL_NOT_ALLOWED for a child level the node cannot have (not deeper; on create, not the next one), the levels it can have named. */
function childLevelRefusal(childLevel: ScopeLevel, allowed: readonly number[]): never {
  throw ruleRefusal('CHILD_LEVEL_NOT_ALLOWED', `Level ${childLevel} cannot be placed under this node (it can have ${allowed.join(', ') || 'none'})`, [
    { field: 'childLevel', keyword: 'enum', message: 'validation.enum', params: { value: childLevel, allowedValues: allowed } },
  ]);
}

/**
 * The scope calls of spec §7 (src/contracts/scope.ts) over the scope tree, each behind the
 * scope resource's access rules: the nodes right under a node, the nodes of a deeper level
 * under it (a program's contracts), and a new node one level down with its ancestors
 * filled in. The node must exist at the level the path names (404 otherwise).
 */
export function scopeRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource): ApiRoute[] {
  const resource = model.resources.find((candidate) => candidate.name === SCOPE_RESOURCE);
  if (!resource) return [];
  const idField = resource.api.idField;

  const nodeOf = (level: ScopeLevel, id: string): StoredRecord => {
    const node = records.get(resource, id);
    if (node.level !== level) throw itemNotFound();
    return node;
  };
  /** The nodes under `node` that `keep` accepts, by name. Stored nodes follow the scope schema (every write is checked). */
  const under = (node: StoredRecord, keep: (child: StoredRecord) => boolean): ScopeNode[] => {
    const id = String(node[idField]);
    const found = records
      .list(resource)
      .filter((child) => parentsOf(child).includes(id) && keep(child))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    return found as ScopeNode[];
  };
  const deeper = (level: ScopeLevel): number[] => Object.values(SCOPE_LEVELS).filter((candidate) => candidate > level);

  return [
    contractRoute(SCOPE_CHILDREN, accessOf, ({ params }) => {
      const node = nodeOf(params.level, params.id);
      const id = String(node[idField]);
      return { status: 200, body: { data: under(node, (child) => parentsOf(child).at(-1) === id) } };
    }),
    contractRoute(SCOPE_LEVEL_UNDER, accessOf, ({ params }) => {
      const node = nodeOf(params.level, params.id);
      if (params.childLevel <= params.level) childLevelRefusal(params.childLevel, deeper(params.level));
      return { status: 200, body: { data: under(node, (child) => child.level === params.childLevel) } };
    }),
    contractRoute(CREATE_SCOPE_NODE, accessOf, ({ params, body }) => {
      const node = nodeOf(params.level, params.id);
      if (params.childLevel !== params.level + 1) childLevelRefusal(params.childLevel, deeper(params.level).slice(0, 1));
      const created = records.create(resource, { name: body.name, level: params.childLevel, parentIds: [...parentsOf(node), String(node[idField])] });
      return { status: 201, body: { data: created as ScopeNode } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const scopeFeature: FeatureModule = { origin: 'src/server/scope', routes: ({ model, records, accessOf }) => scopeRoutes(model, records, accessOf) };
