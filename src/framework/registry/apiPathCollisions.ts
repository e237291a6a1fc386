import type { Operation, RegistryIssue, ResourceModel } from './types';

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
  const list: Endpoint = { method: 'GET', shape: shapeOf(listPath), path: listPath, pointer: '/api/list/path' };
  // A view of another resource answers its list alone; the other serves the rest.
  if (resource.viewOf !== undefined) return [list];
  const offers = (operation: Operation) => resource.operations.includes(operation);
  const endpoints: Endpoint[] = [
    // Reads are served to every list, show and reference, whatever `operations` says.
    { method: 'GET', shape: shapeOf(base), path: base, pointer: '/api/path' },
    { method: 'GET', shape: shapeOf(item), path: item, pointer: '/api/path' },
    ...(offers('edit') ? [{ method: 'PUT', shape: shapeOf(item), path: item, pointer: '/api/path' }] : []),
    ...(offers('delete') && !resource.softDelete ? [{ method: 'DELETE', shape: shapeOf(item), path: item, pointer: '/api/path' }] : []),
    ...(offers('create')
      ? [{ method: 'POST', shape: shapeOf(create), path: trim(create), pointer: create === resource.api.path ? '/api/path' : '/api/createPath' }]
      : []),
  ];
  if (listPath !== base) endpoints.push(list);
  // A second base path serves the create and the one-record calls again (not the list).
  resource.api.alsoAt?.forEach((path, i) => {
    const also = trim(path);
    const pointer = `/api/alsoAt/${i}`;
    const alsoItem = `${also}/{id}`;
    endpoints.push(
      { method: 'GET', shape: shapeOf(alsoItem), path: alsoItem, pointer },
      ...(offers('edit') ? [{ method: 'PUT', shape: shapeOf(alsoItem), path: alsoItem, pointer }] : []),
      ...(offers('delete') && !resource.softDelete ? [{ method: 'DELETE', shape: shapeOf(alsoItem), path: alsoItem, pointer }] : []),
      ...(offers('create') ? [{ method: 'POST', shape: shapeOf(also), path: also, pointer }] : []),
    );
  });
  resource.actions.forEach((action, i) => {
    const path = below(resource, action.path);
    endpoints.push({ method: action.method, shape: shapeOf(path), path, pointer: `/actions/${i}/path` });
    if (action.kind === 'status' && action.bulkPath) {
      const bulk = below(resource, action.bulkPath);
      endpoints.push({ method: action.method, shape: shapeOf(bulk), path: bulk, pointer: `/actions/${i}/bulkPath` });
    }
  });
  if (resource.softDelete) {
    const path = below(resource, resource.softDelete.path);
    endpoints.push({ method: resource.softDelete.method, shape: shapeOf(path), path, pointer: '/softDelete/path' });
    if (resource.softDelete.bulkPath) {
      const bulk = below(resource, resource.softDelete.bulkPath);
      endpoints.push({ method: resource.softDelete.method, shape: shapeOf(bulk), path: bulk, pointer: '/softDelete/bulkPath' });
    }
  }
  return endpoints;
}

/** The resource a path belongs to first: the one named like its first segment (`pendency/create` → pendency). */
function claims(resource: ResourceModel, endpoint: Endpoint): boolean {
  return endpoint.path.split('/')[0] === resource.name;
}

/**
 * Calls two resources would both answer: the same method on the same path (placeholders
 * aside), from the base path, the list path, `createPath`, an action or the soft delete.
 * Resources over the same records share calls by declaring one a `viewOf` the other, so
 * one resource, with one set of rules, answers each call. Each clash is reported once, at the declaration of the resource the
 * path does not belong to, with every method it clashes on.
 */
export function apiPathCollisions(resources: readonly ResourceModel[]): RegistryIssue[] {
  const byCall = new Map<string, { resource: ResourceModel; endpoint: Endpoint }[]>();
  for (const resource of [...resources].sort((a, b) => a.file.localeCompare(b.file))) {
    const own = new Set<string>();
    for (const endpoint of endpointsOf(resource)) {
      const key = `${endpoint.method} ${endpoint.shape}`;
      if (own.has(key)) continue;
      own.add(key);
      byCall.set(key, [...(byCall.get(key) ?? []), { resource, endpoint }]);
    }
  }
  /** (resource file, pointer) → the clashes found there. */
  const found = new Map<string, { file: string; pointer: string; calls: string[]; owner: ResourceModel; ownerPointer: string }>();
  for (const servers of byCall.values()) {
    if (servers.length < 2) continue;
    const first = servers.find((server) => claims(server.resource, server.endpoint)) ?? servers[0]!;
    for (const other of servers) {
      if (other === first) continue;
      const key = `${other.resource.file}#${other.endpoint.pointer}`;
      const entry = found.get(key) ?? {
        file: other.resource.file,
        pointer: other.endpoint.pointer,
        calls: [],
        owner: first.resource,
        ownerPointer: first.endpoint.pointer,
      };
      entry.calls.push(`${other.endpoint.method} /${other.endpoint.path}`);
      found.set(key, entry);
    }
  }
  return [...found.values()].map(({ file, pointer, calls, owner, ownerPointer }) => ({
    file,
    pointer,
    message: `${calls.join(', ')} ${calls.length === 1 ? 'is' : 'are'} already served by resource "${owner.name}" (${owner.file}#${ownerPointer}); the API could answer only one of them`,
    hint: `give this resource its own path (api.path, api.list.path, api.createPath or the action path), or, for a second list of the same records, declare it "viewOf": "${owner.name}"`,
  }));
}

/** A `viewOf` must name a resource over the same records (schema and fixture), which is no view itself. */
export function viewOfIssues(resources: readonly ResourceModel[]): RegistryIssue[] {
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  return resources.flatMap((resource) => {
    if (resource.viewOf === undefined) return [];
    const other = byName.get(resource.viewOf);
    if (!other) return [];
    if (other.viewOf !== undefined)
      return [{ file: resource.file, pointer: '/viewOf', message: `"${other.name}" is itself a view of "${other.viewOf}"`, hint: `name "${other.viewOf}"` }];
    if (other.schemaFile === resource.schemaFile && other.fixture === resource.fixture) return [];
    return [
      {
        file: resource.file,
        pointer: '/viewOf',
        message: `"${other.name}" holds other records (${other.schemaFile}, fixtures/${other.fixture}) than ${resource.name} (${resource.schemaFile}, fixtures/${resource.fixture})`,
        hint: 'a view lists the same records: give it the same schema and fixture',
      },
    ];
  });
}
