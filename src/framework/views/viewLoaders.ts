import type { ComponentType } from 'react';

export type ViewKind = 'list' | 'show' | 'create' | 'edit';

const loaded: Partial<Record<ViewKind, ComponentType>> = {};

function remembered(kind: ViewKind, load: () => Promise<{ default: ComponentType }>) {
  return () =>
    load().then((module) => {
      loaded[kind] = module.default;
      return module;
    });
}

/**
 * The imports of the generated views, one chunk each. Shared by the lazy views of
 * `<Resource>` and by the preloading (a module imported twice is fetched once).
 */
export const VIEW_LOADERS: Readonly<Record<ViewKind, () => Promise<{ default: ComponentType }>>> = {
  list: remembered('list', () => import('./GeneratedList')),
  show: remembered('show', () => import('./GeneratedShow')),
  create: remembered('create', () => import('./GeneratedCreate')),
  edit: remembered('edit', () => import('./GeneratedEdit')),
};

/**
 * A view whose code has already arrived. Rendered directly it does not suspend: React holds
 * a suspended page back for up to 300 ms after its code arrives, which every preloaded page
 * would otherwise pay.
 */
export function loadedView(kind: ViewKind): ComponentType | undefined {
  return loaded[kind];
}
