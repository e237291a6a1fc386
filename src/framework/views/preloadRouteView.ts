import { formValidatorLoader } from '../form/precompiled/formValidatorLoaders';
import type { RegistryModel } from '../registry/types';
import { routeView } from './routeView';
import { VIEW_LOADERS } from './viewLoaders';

/**
 * Starts fetching the code the address's generated view needs (its chunk, and a form's
 * precompiled validators) at start-up, beside the language, instead of after the first
 * render. Errors are left to the view, which imports the same modules and shows them.
 */
export function preloadRouteView(model: RegistryModel, hash: string): void {
  const target = routeView(model, hash);
  if (!target) return;
  VIEW_LOADERS[target.view]().catch(() => undefined);
  if (target.view === 'edit' || target.view === 'create') formValidatorLoader(target.resource.name)?.().catch(() => undefined);
}

/** Once a list is idle, the code of the pages its rows open (and the form's validators), so the first click waits only for data. */
export function preloadRecordViews(resourceName: string): void {
  const load = () => {
    VIEW_LOADERS.show().catch(() => undefined);
    VIEW_LOADERS.edit().catch(() => undefined);
    formValidatorLoader(resourceName)?.().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
