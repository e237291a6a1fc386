import type { RegistryIssue, ResourceModel } from './types';

/**
 * Routes two resources would both answer: a route declared twice, or a route that is
 * another resource's name (its screens' internal path). Reported at the `route` of the
 * resource that comes second in file order.
 */
export function routeCollisions(resources: readonly ResourceModel[]): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  const owners = new Map<string, ResourceModel>();
  const sorted = [...resources].sort((a, b) => a.file.localeCompare(b.file));
  for (const resource of sorted) {
    for (const path of new Set([resource.name, resource.route])) {
      const owner = owners.get(path);
      if (owner && owner !== resource) {
        issues.push({
          file: resource.file,
          pointer: resource.route === path ? '/route' : '/name',
          message: `"${path}" is already the ${owner.route === path ? 'route' : 'name'} of resource "${owner.name}" (${owner.file}): two resources cannot answer the same screens.`,
          hint: 'Give this resource another `route`.',
        });
      } else owners.set(path, resource);
    }
  }
  return issues;
}
