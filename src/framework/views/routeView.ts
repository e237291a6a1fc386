import type { ResourceSummary } from '../registry/resourceDetails';
import type { ViewKind } from './viewLoaders';

/** What a resource's address needs: its route and the operations it offers (a ResourceSummary, or the boot script's summary of one). */
export type RoutedResource = Pick<ResourceSummary, 'route'> & { operations: readonly string[] };

export interface RouteView<R extends RoutedResource = ResourceSummary> {
  resource: R;
  view: ViewKind;
}

/** react-admin's paths under a resource's route: what each shape of the rest opens. */
const VIEW_OF_REST: readonly { test: (rest: string[]) => boolean; view: ViewKind }[] = [
  { test: (rest) => rest.length === 0, view: 'list' },
  { test: (rest) => rest.length === 1 && rest[0] === 'create', view: 'create' },
  { test: (rest) => rest.length === 1, view: 'edit' },
  { test: (rest) => rest.length === 2 && rest[1] === 'show', view: 'show' },
];

/**
 * The generated view a hash address opens (`#/activities/42/show?x=1` → the activity's
 * show), or undefined for a hand-written page or an operation the resource does not offer.
 */
export function routeView<R extends RoutedResource>(model: { resources: readonly R[] }, hash: string): RouteView<R> | undefined {
  const segments = hash.replace(/^#/, '').split('?')[0]!.split('/').filter(Boolean);
  // A route may span segments (`settings/users`): the longest one the address starts with.
  const routeSegments = (resource: R) => resource.route.split('/').filter(Boolean);
  const resource = model.resources
    .filter((candidate) => routeSegments(candidate).every((segment, index) => segments[index] === segment))
    .sort((a, b) => routeSegments(b).length - routeSegments(a).length)[0];
  if (!resource) return undefined;
  const view = VIEW_OF_REST.find((entry) => entry.test(segments.slice(routeSegments(resource).length)))?.view;
  if (!view) return undefined;
  return resource.operations.includes(view) ? { resource, view } : undefined;
}
