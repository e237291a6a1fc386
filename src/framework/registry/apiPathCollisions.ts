import type { RegistryIssue, ResourceModel } from './types';

interface Endpoint {
  method: string;
  /** Path with every placeholder written `{}`: two endpoints clash when these are equal. */
  shape: string;
  /** As authored, for the message. */
  path: string;
  /** Where the definition declares it. */
  pointer: string;
}

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
const shapeOf = (path: string) => trim(path).replace(/\{[^}]*\}|:[A-Za-z_]\w*/g, '{}');

function below(resource: ResourceModel, path: string): string {
  if (path.startsWith('/')) return trim(path);
  const base = trim(resource.api.path);
  return trim(path) === '' ? base : `${base}/${trim(path)}`;
}

/** Every call the demo API answers for `resource`, as its definition declares them. */
export function endpointsOf(resource: ResourceModel): Endpoint[] {
  const base = trim(resource.api.path);
  const listPath = trim(resource.api.list.path);
  const item = `${base}/{id}`;
  const create = resource.api.createPath ?? resource.api.path;
  const endpoints: Endpoint[] = [
    { method: 'GET', shape: shapeOf(base), path: base, pointer: '/api/path' },
    { method: 'GET', shape: shapeOf(item), path: item, pointer: '/api/path' },
    { method: 'PUT', shape: shapeOf(item), path: item, pointer: '/api/path' },
    { method: 'DELETE', shape: shapeOf(item), path: item, pointer: '/api/path' },
    { method: 'POST', shape: shapeOf(create), path: trim(create), pointer: create === resource.api.path ? '/api/path' : '/api/createPath' },
  ];
  if (listPath !== base) endpoints.push({ method: 'GET', shape: shapeOf(listPath), path: listPath, pointer: '/api/list/path' });
  resource.actions.forEach((action, i) => {
    const path = below(resource, action.path);
    endpoints.push({ method: action.method, shape: shapeOf(path), path, pointer: `/actions/${i}/path` });
  });
  if (resource.softDelete) {
    const path = below(resource, resource.softDelete.path);
    endpoints.push({ method: resource.softDelete.method, shape: shapeOf(path), path, pointer: '/softDelete/path' });
  }
  return endpoints;
}

/**
 * Calls two resources would both answer: the same method on the same path (placeholders
 * aside), from the base path, the list path, `createPath`, an action or the soft delete.
 * Resources over the same collection (same fixture and schema) may share reads and writes:
 * they serve the same records.
 */
export function apiPathCollisions(resources: readonly ResourceModel[]): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  const owners = new Map<string, { resource: ResourceModel; endpoint: Endpoint }>();
  const reported = new Set<string>();
  for (const resource of resources) {
    const own = new Set<string>();
    for (const endpoint of endpointsOf(resource)) {
      const key = `${endpoint.method} ${endpoint.shape}`;
      if (own.has(key)) continue;
      own.add(key);
      const owner = owners.get(key);
      if (!owner) {
        owners.set(key, { resource, endpoint });
        continue;
      }
      const sameData = owner.resource.fixture === resource.fixture && owner.resource.schemaFile === resource.schemaFile;
      if (sameData || reported.has(`${resource.name} ${key}`)) continue;
      reported.add(`${resource.name} ${key}`);
      issues.push({
        file: resource.file,
        pointer: endpoint.pointer,
        message: `${endpoint.method} /${endpoint.path} is already served by resource "${owner.resource.name}" (${owner.resource.file}#${owner.endpoint.pointer}); the API could answer only one of them`,
        hint: 'give this resource its own path (api.path, api.list.path, api.createPath or the action path)',
      });
    }
  }
  return issues;
}
