import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadRegistryFromDir } from '../../../src/framework/registry/loadRegistryFromDir';
import type { RegistryModel } from '../../../src/framework/registry/types';
import { pageKey } from '../../../src/framework/pages/pageKey';
import { routeRows, type RouteRow } from '../../../src/framework/pages/routeRows';
import { APP_PAGES } from '../../../src/pages';
import { resourceRoutes } from '../../../src/shell/appRoutes';
import { SPEC_ROUTES } from '../../../src/shell/specRoutes';
import type { Language } from './resourceSession';

type Messages = { [key: string]: string | Messages };

export function registryModel(): RegistryModel {
  const loaded = loadRegistryFromDir(process.cwd());
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.model;
}

/** A route of the table as an address: its parameters filled with a sample value. */
export function sampleOf(path: string): string {
  return path.replace(/:[^/]+/g, 'sample-1').replace(/\/\*$/, '/sample-1');
}

/** The app's routes (its pages', and its guarded resource screens') with who may open each, in the spec's order. */
export function routeTable(model: RegistryModel): RouteRow[] {
  const rows = routeRows(APP_PAGES, model.resources);
  return SPEC_ROUTES.flatMap((path) => rows.filter((row) => row.path === path));
}

/** The hand-written pages' routes. */
function pageRows(): RouteRow[] {
  return APP_PAGES.pages.map(({ path, access }) => ({ path, access }));
}

/** The hand-written routes that show a titled page of their own under the layout. */
export function titledPages(): RouteRow[] {
  const ownPages = new Set([
    '/home',
    '/redirect',
    '/overview',
    '/global/overview',
    // A sample id answers 404, which goes to /forbidden (spec §8): taskTimeline.e2e.test.ts opens a real task.
    '/timeline/activity/:activityId/task/:taskId',
  ]);
  return pageRows().filter((row) => row.access !== 'public' && !ownPages.has(row.path));
}

/** Public routes with a title among the pages' messages (documentation, licences, privacy). */
export function publicPlaceholders(): RouteRow[] {
  return pageRows().filter((row) => row.access === 'public' && (readMessage('en', `app.pages.${pageKey(row.path)}.title`) ?? '') !== '');
}

export { resourceRoutes };

/** A shell message (`src/locales/shell/<lang>.json`). */
export function readMessage(language: Language, key: string): string | undefined {
  const messages = JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', 'shell', `${language}.json`), 'utf8')) as Messages;
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The path part of the page's hash (`#/activities?menu_type=home` → `/activities`). */
export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** The query of the page's hash. */
export function hashQuery(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
}

/** Goes to a route inside the app (a hash change, no reload), as a link would. */
export async function goToRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = `#${target}`;
  }, path);
}

function baseMessage(language: Language, key: string): string | undefined {
  const messages = JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', `${language}.json`), 'utf8')) as Messages;
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The page title a route shows (the tab reads `Certificare - <it>`): a resource's name in
 * the plural, a page's title, not-found's. A route renders as a transition, so the tab's
 * title, not the address, says when the new page is there.
 */
export function pageTitleOf(model: RegistryModel, path: string, language: Language): string | undefined {
  if (path === '/not-found') return baseMessage(language, 'app.not_found.title');
  if (path === '/home') return baseMessage(language, 'app.home.title');
  const resource = model.resources.find((candidate) => `/${candidate.route}` === path);
  if (resource) {
    const name = resource.translations[language]?.name ?? resource.schema.title ?? resource.name;
    return (name.split('||||')[1] ?? name).trim();
  }
  return readMessage(language, `app.pages.${pageKey(path)}.title`);
}

/**
 * Waits until the page is on `path` and shows it (its title in the tab, a heading or a list).
 * The page checks itself on every frame: one call, not a round trip to the browser a check.
 */
export async function waitForPage(page: Page, path: string, title?: string): Promise<void> {
  await page
    .waitForFunction(
      ({ path, tabTitle }) =>
        window.location.hash.replace(/^#/, '').split('?')[0] === path &&
        (tabTitle === null || document.title.startsWith(tabTitle)) &&
        document.querySelector('#main-content h1, main h1, .list-page') !== null,
      { path, tabTitle: title === undefined ? null : `Certificare - ${title}` },
      { polling: 'raf', timeout: 15_000 },
    )
    .catch(() => {
      throw new Error(`${path} did not show its page${title ? ` "${title}"` : ''}: the page is on ${hashPath(page)}`);
    });
}
