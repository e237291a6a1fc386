import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { protectResourceRoute } from '../auth/protectResourceRoute';
import { itemNotFound } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { validationError } from '../records/validationError';
import type { ApiRequest, ApiRoute, ResourceRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { scopeLevelOf, type ScopeLevel } from './scopeLevels';
import type { FeatureModule } from '../routes/featureModule';

/** The resource holding the scope tree's nodes (`_id`, `name`, `level`, `parentIds` from the top). */
const SCOPE_RESOURCE = 'scope';

const parentsOf = (node: StoredRecord): string[] => (Array.isArray(node.parentIds) ? node.parentIds.map(String) : []);

function levelRefusal(resource: ResourceModel, field: string, value: string | undefined): never {
  const error: FieldErrorBody = { field, keyword: 'enum', message: 'validation.enum', params: { value, allowedValues: [2, 3, 4] } };
  throw validationError([error], resource.errors);
}

/**
 * The scope calls of spec §7 over the scope tree (programs 2, projects 3, contracts 4),
 * each behind the scope resource's access rules:
 * - `GET scope/{level}/{id}/children`: the nodes right under a node;
 * - `GET scope/{level}/{id}/{childLevel}`: the nodes of a deeper level under it (a
 *   program's contracts), by name;
 * - `POST scope/{level}/{id}/{childLevel}` `{name}`: a node one level down, its
 *   ancestors filled in. Editing and deleting a node go through `scope/{id}`.
 * The node must exist at the level the path names (404 otherwise).
 */
export function scopeRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const resource = model.resources.find((candidate) => candidate.name === SCOPE_RESOURCE);
  if (!resource) return [];
  const idField = resource.api.idField;

  const nodeOf = (request: ApiRequest): { node: StoredRecord; level: ScopeLevel } => {
    const level = scopeLevelOf(request.params.level);
    if (level === undefined) levelRefusal(resource, 'level', request.params.level);
    const node = records.get(resource, request.params.id ?? '');
    if (node.level !== level) throw itemNotFound();
    return { node, level };
  };
  const under = (node: StoredRecord, keep: (child: StoredRecord) => boolean): StoredRecord[] => {
    const id = String(node[idField]);
    return records
      .list(resource)
      .filter((child) => parentsOf(child).includes(id) && keep(child))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  };
  const childLevelOf = (request: ApiRequest, level: ScopeLevel): ScopeLevel => {
    const childLevel = scopeLevelOf(request.params.childLevel);
    if (childLevel === undefined || childLevel <= level) levelRefusal(resource, 'childLevel', request.params.childLevel);
    return childLevel;
  };

  const routes: ResourceRoute[] = [
    {
      method: 'GET',
      pattern: 'scope/:level/:id/children',
      operation: 'list',
      readsBody: false,
      handle(request) {
        const { node } = nodeOf(request);
        const id = String(node[idField]);
        return { status: 200, body: { data: under(node, (child) => parentsOf(child).at(-1) === id) } };
      },
    },
    {
      method: 'GET',
      pattern: 'scope/:level/:id/:childLevel',
      operation: 'list',
      readsBody: false,
      handle(request) {
        const { node, level } = nodeOf(request);
        const childLevel = childLevelOf(request, level);
        return { status: 200, body: { data: under(node, (child) => child.level === childLevel) } };
      },
    },
    {
      method: 'POST',
      pattern: 'scope/:level/:id/:childLevel',
      operation: 'create',
      readsBody: true,
      handle(request) {
        const { node, level } = nodeOf(request);
        const childLevel = childLevelOf(request, level);
        if (childLevel !== level + 1) levelRefusal(resource, 'childLevel', request.params.childLevel);
        const body = request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
        const created = records.create(resource, { ...body, level: childLevel, parentIds: [...parentsOf(node), String(node[idField])] });
        return { status: 201, body: { data: created } };
      },
    },
  ];
  return routes.map((route) => protectResourceRoute(resource, route, records));
}

/** The feature's routes, as the demo API builds them from its context. */
export const scopeFeature: FeatureModule = { origin: 'src/server/scope', routes: ({ model, records }) => scopeRoutes(model, records) };
