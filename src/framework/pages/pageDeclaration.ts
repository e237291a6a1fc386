import type { ComponentType } from 'react';

/**
 * Who may open a page: `public` (no sign-in), or the roles allowed (`[]`: every signed-in
 * user). The roles are the app's; its role check decides (an administrator role may pass every list).
 */
export type PageAccess = 'public' | readonly string[];

/** What every page is given: the route pattern it answers (one component may answer several). */
export interface PageProps {
  path: string;
}

export type PageComponent = ComponentType<PageProps>;

/** Where a page sits in the sidebar. */
export interface PageMenuPlace {
  /** Its group: a `menu.group` of the resource definitions, or one of the app's own. */
  group: string;
  /** Its place among the group's hand-written entries, which follow the group's resources; lowest first. */
  order: number;
  /** The application's navigation levels it shows at (the parts of the app its sidebar switches between); absent: every one. */
  levels?: readonly string[];
}

/** Where an entry sits in the preview-mode sidebar, which offers a few entries under labels of their own. */
export interface PreviewMenuPlace {
  /** Its label's key among the app's preview menu messages. */
  label: string;
  /** Its place in that sidebar, lowest first (pages and resource screens together). */
  order: number;
  /** The application's navigation levels it shows at; absent: every one. */
  levels?: readonly string[];
}

/** What changing the language does while the page is open; absent: it draws again in place. */
export type LanguageChange = 'reload' | 'dispatch';

/**
 * The page's code: `load`ed when first opened, in a chunk of its own (`() => import('./X').then((m) => m.X)`),
 * or a `component` at hand from the start, for the few screens a visitor meets first.
 */
export type PageView = { load: () => Promise<PageComponent>; component?: never } | { component: PageComponent; load?: never };

interface PageFacts {
  /** react-router pattern of the hash path (`/pendencies/:id/forward`). */
  path: string;
  access: PageAccess;
  /** `plain`: on its own, without the app's frame (sign-in, documents); `app`: inside it. Default: `plain` when public, else `app`. */
  layout?: 'app' | 'plain';
  /** Its title's message key; absent: the app's convention from its path (see pageKey). */
  title?: string;
  menu?: PageMenuPlace;
  preview?: PreviewMenuPlace;
  /** Its place among the links under every page of the app, lowest first; absent: none there. */
  footer?: { order: number };
  languageChange?: LanguageChange;
  /** The feature flag that shows it (and its menu entry); absent: always shown. */
  feature?: string;
}

/**
 * A hand-written page, declared once beside it: its route, who may open it, its places in
 * the menus, its title and its code. The route, guard and menu entries are derived from it.
 *
 * @example
 * { path: '/changelog', access: ['editor'], menu: { group: 'about', order: 10 }, load: () => import('./ChangelogPage').then((m) => m.ChangelogPage) }
 */
export type PageDeclaration = PageFacts & PageView;

/** Where a page is drawn (its own default when it says nothing). */
export function layoutOf(page: Pick<PageDeclaration, 'access' | 'layout'>): 'app' | 'plain' {
  return page.layout ?? (page.access === 'public' ? 'plain' : 'app');
}
