import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { routeScreenshot } from '../routeScreenshot';
import { REFERENCE_LANGUAGE } from '../referenceLanguage';
import { firstRecordId } from './firstRecordId';
import { seriousAxeViolations } from './seriousAxeViolations';
import type { ResourceStep } from './types';
import { waitForList } from './waitForList';
import { waitForShow } from './waitForShow';
import { waitForStillPage } from './waitForStillPage';
import { waitUntilSettled } from './waitUntilSettled';

export type RouteName = 'list' | 'show' | 'create' | 'edit';

export const ALL_ROUTES: readonly RouteName[] = ['list', 'show', 'create', 'edit'];

interface Route {
  name: RouteName;
  hash: string;
  /** Waits until the route shows what it is for (nothing loading). */
  ready(page: Page): Promise<void>;
}

/** Routes also checked at another width, on the same drawing: the window resized, then put back. */
export interface ResizedCheck {
  width: number;
  routes: readonly RouteName[];
}

/** How long the page must stay unchanged after a resize before it is measured. */
const RESIZE_QUIET_MS = 150;

/** How far the page scrolls sideways once the window is `width` wide and the page has redrawn for it; the window is put back to `back`. */
async function overflowAt(page: Page, width: number, back: number): Promise<number> {
  await page.setViewportSize({ width, height: 900 });
  try {
    // The resize reaches the app's layout on the next frames; then its redraw must end.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await waitForStillPage(page, RESIZE_QUIET_MS);
    return await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  } finally {
    await page.setViewportSize({ width: back, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

/** Waits until the edit page shows its form and nothing loads in it any more. */
const editLoaded = (page: Page) =>
  waitUntilSettled(page, { shown: '.edit-page [data-testid="form-toolbar"]', loading: '.edit-page [role="progressbar"]', what: 'the edit page' });

/**
 * The generated routes `names` of the resource (list, show and edit of its first record,
 * create) that it answers, at the page's width and language: the page never scrolls sideways, and (in the reference
 * language `axeLanguage`, on `axeRoutes`) axe-core finds nothing serious or critical. The failure names each rule (or the
 * overflow) with its route, width and language. A screenshot of each route is kept in the
 * language `picturedIn` names for it (Portuguese unless said), and in any language where it had
 * a finding (`artifacts/<resource>-<route>-<width>-<language>.png`).
 */
export const routesFitAndAreAccessible =
  (
    names: readonly RouteName[],
    alsoFits?: ResizedCheck,
    axeRoutes: readonly RouteName[] = ALL_ROUTES,
    axeLanguage: string = REFERENCE_LANGUAGE,
    picturedIn: (route: RouteName) => string = () => REFERENCE_LANGUAGE,
  ): ResourceStep =>
  async ({ page, appUrl, resource, width, language }) => {
    const has = (operation: RouteName) => names.includes(operation) && resource.operations.includes(operation);
    const id = has('show') || has('edit') ? await firstRecordId(appUrl, resource, page) : undefined;
    const record = id === undefined ? undefined : encodeURIComponent(id);
    const routes: Route[] = [];
    if (has('list')) {
      routes.push({
        name: 'list',
        hash: `#/${resource.route}`,
        ready: waitForList,
      });
    }
    if (has('show') && record) {
      routes.push({
        name: 'show',
        hash: `#/${resource.route}/${record}/show`,
        ready: waitForShow,
      });
    }
    if (has('create')) routes.push({ name: 'create', hash: `#/${resource.route}/create`, ready: (p) => p.getByTestId('form-toolbar').waitFor() });
    if (has('edit') && record) {
      routes.push({
        name: 'edit',
        hash: `#/${resource.route}/${record}`,
        ready: editLoaded,
      });
    }
    const found: string[] = [];
    for (const route of routes) {
      const before = found.length;
      // The list step before this one may have left the page on the route already (the app adds its query to the address).
      if (page.url().split('?')[0] !== `${appUrl}${route.hash}`) await page.goto(`${appUrl}${route.hash}`);
      await route.ready(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) found.push(`${resource.name} ${route.name} at ${width}px in ${language}: the page scrolls ${overflow}px sideways`);
      if (language === axeLanguage && axeRoutes.includes(route.name))
        for (const violation of await seriousAxeViolations(page)) found.push(`${resource.name} ${route.name} at ${width}px in ${language}: ${violation}`);
      await routeScreenshot(page, `${resource.name}-${route.name}-${width}-${language}`, language, found.length > before, language === picturedIn(route.name));
      if (alsoFits?.routes.includes(route.name)) {
        const wider = await overflowAt(page, alsoFits.width, width);
        if (wider > 0) found.push(`${resource.name} ${route.name} at ${alsoFits.width}px in ${language}: the page scrolls ${wider}px sideways`);
      }
    }
    expect(found, 'pages that scroll sideways, serious or critical axe-core violations').toEqual([]);
  };

/** Every generated route of the resource: list, show, create, edit. */
export const everyRouteFitsAndIsAccessible: ResourceStep = routesFitAndAreAccessible(ALL_ROUTES);
