import { formValidatorLoader } from '../form/precompiled/formValidatorLoaders';
import { loadedResourceModel, loadResourceModel } from '../registry/resourceDetailLoaders';
import type { RegistrySummary } from '../registry/resourceDetails';
import { routeListParams } from './prefetchRouteList';
import { routeView } from './routeView';
import { loadedView, VIEW_LOADERS } from './viewLoaders';
import { whenIdle } from './whenIdle';
import { loadWindowedRows, WINDOW_FROM_ROWS } from './windowedRowsLoader';

/** A navigation tries again what failed before (the network may be back). */
const RETRY = { retryFailed: true };

/**
 * Starts fetching the code the address's generated view needs (its chunk, its resource's
 * details and those of a show page's related lists, a form's precompiled validators, the
 * windowing code of a long page) before the view renders: at start-up beside the language,
 * or as the address changes. Settles when that code is here;
 * errors are left to the view, which imports the same modules and shows them.
 */
export function preloadRouteView(model: RegistrySummary, hash: string): Promise<void> {
  const target = routeView(model, hash);
  if (!target) return Promise.resolve();
  const loads: Promise<unknown>[] = [VIEW_LOADERS[target.view](), loadResourceModel(target.resource, RETRY)];
  if (target.view === 'show') {
    const related = new Set((target.resource.show.related ?? []).map((list) => list.resource));
    for (const resource of model.resources) if (related.has(resource.name)) loads.push(loadResourceModel(resource, RETRY));
  }
  if (target.view === 'edit' || target.view === 'create') loads.push(formValidatorLoader(target.resource.name)?.() ?? Promise.resolve());
  if (target.view === 'list' && (routeListParams(target.resource, hash)?.pagination?.perPage ?? 0) >= WINDOW_FROM_ROWS) loads.push(loadWindowedRows());
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}

/**
 * Whether the generated view at the address has its code here, so drawing it suspends
 * nothing. False for an address no generated view shows (a hand-written page or show
 * page): its code is not known here.
 */
export function routeViewLoaded(model: RegistrySummary, hash: string): boolean {
  const target = routeView(model, hash);
  // A hand-written show page (`show.page`) brings code of its own.
  if (!target || (target.view === 'show' && target.resource.show.page)) return false;
  return loadedView(target.view) !== undefined && loadedResourceModel(target.resource) !== undefined;
}

/** Once a list is idle, the code of the pages its rows open (and the form's validators), so the first click waits only for data. */
export function preloadRecordViews(resourceName: string): void {
  const load = () => {
    VIEW_LOADERS.show().catch(() => undefined);
    VIEW_LOADERS.edit().catch(() => undefined);
    formValidatorLoader(resourceName)?.().catch(() => undefined);
  };
  whenIdle(load);
}
