import { useMemo } from 'react';
import type { TranslateFunction } from 'ra-core';
import { usePageCatalogue } from '../../framework/pages/PageCatalogueContext';
import { useRegistry } from '../../framework/registry/RegistryContext';
import { useAppSession } from '../AppSessionContext';
import { visibleMenu } from '../menuVisibility';
import { usePreviewMode } from '../preview/previewMode';
import { useScope } from '../scope/ScopeContext';
import { useFeatureFlags } from '../useFeatureFlags';
import { menuEntries, previewMenuEntries, type AppMenuEntry } from './menuDeclaration';

/** The menu the signed-in user sees now: the declaration (preview's in preview mode) filtered by role, menu type and feature flags. */
export function useVisibleMenu(): AppMenuEntry[] {
  const registry = useRegistry();
  const pages = usePageCatalogue();
  const { store } = useAppSession();
  const { menuType } = useScope();
  const { on: preview } = usePreviewMode();
  const { isEnabled } = useFeatureFlags();
  return useMemo(
    () => visibleMenu(preview ? previewMenuEntries(registry, pages) : menuEntries(registry, pages), store.user()?.roles ?? [], menuType, isEnabled),
    [registry, pages, store, menuType, preview, isEnabled],
  );
}

/**
 * An entry's label: Home, a page's title, a resource's plural name (by `resourceLabel`, react-admin's
 * `useGetResourceLabel` as the sidebar shows it, when given), a group's name.
 */
export function menuEntryLabel(entry: AppMenuEntry, translate: TranslateFunction, resourceLabel?: (resource: string) => string): string {
  if (entry.key === 'home') return translate('app.home.title');
  if (entry.label) return translate(entry.label);
  if (entry.resource)
    return resourceLabel ? resourceLabel(entry.resource) : translate(`resources.${entry.resource}.name`, { smart_count: 2, _: entry.resource });
  const group = entry.key.slice('group:'.length);
  return translate(`app.menu.${group}`, { _: group });
}
