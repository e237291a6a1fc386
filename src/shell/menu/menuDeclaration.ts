import type { PageCatalogue } from '../../framework/pages/pageCatalogue';
import type { PageDeclaration, PreviewMenuPlace } from '../../framework/pages/pageDeclaration';
import { pageKey } from '../../framework/pages/pageKey';
import type { RegistrySummary } from '../../framework/registry/resourceDetails';
import type { MenuEntry } from '../menuVisibility';
import { pageTitleKey } from '../pageTitleKey';
import { bothAllow } from '../screenAccess';
import { HOME_ROUTE } from '../shellRoutes';

/** One sidebar entry: a resource's list, or a hand-written page. */
export interface AppMenuEntry extends MenuEntry {
  /** Its label's message key (a page's title, a preview entry's label); absent: the resource's name. */
  label?: string;
  /** A resource's name, for its menu item. */
  resource?: string;
  /** The path it opens, as the router sees it (a resource's list: `/<name>`). */
  to?: string;
  children?: readonly AppMenuEntry[];
}

type Resource = RegistrySummary['resources'][number];

function resourceEntry(resource: Resource, pages: PageCatalogue): AppMenuEntry {
  return {
    key: resource.name,
    resource: resource.name,
    to: `/${resource.name}`,
    allow: bothAllow(resource.access.list, pages.screenOf(resource.name)?.access),
    ...(resource.feature ? { feature: resource.feature } : {}),
  };
}

function pageEntry(page: PageDeclaration, levels: readonly string[] | undefined): AppMenuEntry {
  const allow = Array.isArray(page.access) && page.access.length > 0 ? page.access : undefined;
  return {
    key: pageKey(page.path),
    label: pageTitleKey(page),
    to: page.path,
    ...(allow ? { allow } : {}),
    ...(levels ? { levels } : {}),
    ...(page.feature ? { feature: page.feature } : {}),
  };
}

/**
 * The menu declaration: Home, the scope menus, then the resources grouped by `menu.group`
 * in `menu.order` with the hand-written pages of the same group after them (in their menu
 * `order`), each allowed to its list roles or its page's roles. A group no resource opens
 * follows the resources' groups.
 */
export function menuEntries(registry: RegistrySummary, pages: PageCatalogue): AppMenuEntry[] {
  const groups = new Map<string, AppMenuEntry[]>([['scope', []]]);
  const add = (group: string, entry: AppMenuEntry) => groups.set(group, [...(groups.get(group) ?? []), entry]);
  for (const resource of registry.resources) {
    if (!resource.menu.hidden && resource.operations.includes('list')) add(resource.menu.group, resourceEntry(resource, pages));
  }
  const inMenu = pages.pages.flatMap((page) => (page.menu ? [{ page, place: page.menu }] : [])).sort((a, b) => a.place.order - b.place.order);
  for (const { page, place } of inMenu) add(place.group, pageEntry(page, place.levels));
  return [{ key: 'home', to: HOME_ROUTE }, ...[...groups].map(([group, children]) => ({ key: `group:${group}`, children }))];
}

/**
 * The preview-mode sidebar (spec §2): the scope menus only, each a page or a resource screen
 * with a preview place, labelled under `app.preview_menu`.
 */
export function previewMenuEntries(registry: RegistrySummary, pages: PageCatalogue): AppMenuEntry[] {
  const places: { place: PreviewMenuPlace; entry: AppMenuEntry }[] = [];
  for (const page of pages.pages) if (page.preview) places.push({ place: page.preview, entry: pageEntry(page, page.preview.levels) });
  for (const screen of pages.resourceScreens) {
    const resource = registry.resources.find((candidate) => candidate.name === screen.resource);
    if (screen.preview && resource) places.push({ place: screen.preview, entry: resourceEntry(resource, pages) });
  }
  const children = places
    .sort((a, b) => a.place.order - b.place.order)
    .map(({ place: { label, levels }, entry }): AppMenuEntry => ({
      ...entry,
      key: `preview_${label}_${entry.key}`,
      label: `app.preview_menu.${label}`,
      ...(levels ? { levels } : {}),
    }));
  return [
    { key: 'home', to: HOME_ROUTE },
    { key: 'group:scope', children },
  ];
}
