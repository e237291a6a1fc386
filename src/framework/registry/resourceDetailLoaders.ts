import { hasDetails, type ResourceDetails, type ResourceSummary } from './resourceDetails';
import type { ResourceModel } from './types';

/** Resource name → the import of its details module (see src/build/registryPlugin.ts). */
export type ResourceDetailLoaders = Readonly<Record<string, () => Promise<{ details: ResourceDetails }>>>;

let loaders: ResourceDetailLoaders = {};
// One promise a resource, marked settled the way React's `use` reads it: a resource whose
// details are here is answered without suspending, by the same call that waits for them.
const loading = new WeakMap<ResourceSummary, Promise<ResourceModel>>();
// Resources whose last fetch failed. The failed promise stays in `loading`: a render reading
// it throws the failure to the page's error boundary, where a fresh promise at each render
// would suspend it for ever. A new attempt comes from a caller that may retry (a navigation).
const failed = new WeakSet<ResourceSummary>();

/** The app hands over the build's details modules (types only here: the first page loads none of them). */
export function provideResourceDetails(next: ResourceDetailLoaders): void {
  loaders = next;
}

function fulfilled(resource: ResourceModel): Promise<ResourceModel> {
  return Object.assign(Promise.resolve(resource), { status: 'fulfilled', value: resource });
}

/**
 * The resource whole: its details are fetched once and put into the summary itself, so every
 * holder of the registry sees them and a resource stays one object. A summary that already
 * has them (tests, the demo API's model) is answered at once. A failed fetch is answered
 * failed again, unless `retryFailed` asks for a new attempt.
 */
export function loadResourceModel(resource: ResourceSummary, { retryFailed = false }: { retryFailed?: boolean } = {}): Promise<ResourceModel> {
  let promise = loading.get(resource);
  if (promise && !(retryFailed && failed.has(resource))) return promise;
  failed.delete(resource);
  if (hasDetails(resource)) {
    promise = fulfilled(resource);
  } else {
    const load = Object.hasOwn(loaders, resource.name) ? loaders[resource.name] : undefined;
    const pending = load
      ? load().then(({ details }) => Object.assign(resource, details) as ResourceModel)
      : Promise.reject(new Error(`No details module for the resource "${resource.name}": the registry and the build disagree.`));
    // Settled in place: a render React replays once the details arrive must read the very
    // promise it suspended on (a new one there is an "uncached promise" to React).
    pending.then(
      (whole) => Object.assign(pending, { status: 'fulfilled', value: whole }),
      (reason: unknown) => {
        Object.assign(pending, { status: 'rejected', reason });
        failed.add(resource);
      },
    );
    promise = pending;
  }
  loading.set(resource, promise);
  return promise;
}

/** The resource whole if its details are already here, without waiting. */
export function loadedResourceModel(resource: ResourceSummary): ResourceModel | undefined {
  return hasDetails(resource) ? resource : undefined;
}
