import type { Page, Response } from 'playwright-core';
import { createDataProvider } from '../../../src/framework/data/createDataProvider';
import type { RegistryModel } from '../../../src/framework/registry/types';
import { routeView } from '../../../src/framework/views/routeView';
import { APP_PAGES } from '../../../src/pages';
import { decideRoute } from '../../../src/shell/routeDecision';
import { canOpenScreen } from '../../../src/shell/screenAccess';

/** A signed-in demo user as the guards see them. */
export interface GuardedUser {
  roles: readonly string[];
  projectIds: readonly string[];
}

/**
 * Every API answer of 400 or more the page gets from now on, with the screen that asked
 * (`/activities: 403 GET /api/project/page?_id=…`). Answers to the made-up ids a sweep
 * types (`sample-1`) are the sweep's own doing, not the page's, and are left out.
 */
export function failedAnswers(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || !url.pathname.startsWith('/api/') || response.url().includes('sample-1')) return;
    const screen = new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
    failed.push(`${screen}: ${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  return failed;
}

/**
 * Whether the app's route guard lets `user` into a hash path: a resource's screen by
 * react-admin's `canAccess` rule (`canOpenScreen`), a hand-written page by its declaration
 * (`decideRoute`); a path neither knows answers not-found.
 */
export function guardLetsIn(model: RegistryModel, path: string, user: GuardedUser): boolean {
  const page = APP_PAGES.pageOf(path);
  if (page) return decideRoute(page.access, { authenticated: true, roles: user.roles, projectIds: user.projectIds }) === 'allow';
  const view = routeView(model, path);
  return view !== undefined && canOpenScreen({ model, pages: APP_PAGES }, { resource: view.resource.name, action: view.view }, user.roles);
}

/** The resources whose show page `user` may open, each with the id of one record the user reads (none: left out). */
async function oneRecordEach(model: RegistryModel, apiUrl: string, page: Page, user: GuardedUser): Promise<{ path: string; resource: string }[]> {
  const context = await page.evaluate(() => ({ token: localStorage.getItem('access_token'), projectId: localStorage.getItem('project_id') }));
  const dataProvider = createDataProvider({ model, baseUrl: apiUrl, getRequestContext: () => ({ lang: 'pt', ...context }) });
  const shown = model.resources.filter((resource) => resource.operations.includes('show') && guardLetsIn(model, `/${resource.route}/x/show`, user));
  const found = await Promise.all(
    shown.map(async (resource) => {
      const { data } = await dataProvider.getList(resource.name, { pagination: { page: 1, perPage: 1 }, sort: resource.list.sort, filter: {} });
      const id = data[0]?.id;
      return id === undefined ? [] : [{ resource: resource.name, path: `/${resource.route}/${encodeURIComponent(String(id))}/show` }];
    }),
  );
  return found.flat();
}

/**
 * The in-app links (`#/…`) the page offers once the screen at `path` has drawn its fields
 * and nothing on it still loads (no progress bar), asked in one wait on the page itself.
 */
async function linksOnceDrawn(page: Page, path: string): Promise<string[]> {
  const handle = await page.waitForFunction(
    (expected) => {
      if (window.location.hash.replace(/^#/, '').split('?')[0] !== expected) return false;
      const main = document.querySelector('#main-content') ?? document.querySelector('main');
      if (!main || main.querySelector('.ra-field, h1') === null || main.querySelector('[role="progressbar"]') !== null) return false;
      return [...document.querySelectorAll('a[href^="#/"]')].map((link) => link.getAttribute('href') ?? '');
    },
    path,
    { polling: 'raf', timeout: 15_000 },
  );
  return (await handle.jsonValue()) as string[];
}

/**
 * Opens one record's show page of each resource `roles` may open (signed in on `page`) and
 * answers each link those pages offer that the guard would refuse (`<page> links to <target>`).
 */
export async function linksTheGuardRefuses(page: Page, model: RegistryModel, apiUrl: string, roles: readonly string[]): Promise<string[]> {
  const projectIds = (await page.evaluate(() => localStorage.getItem('user_projects') ?? '')).split(',').filter(Boolean);
  const user = { roles, projectIds };
  const refused: string[] = [];
  for (const { path } of await oneRecordEach(model, apiUrl, page, user)) {
    await page.evaluate((target) => {
      window.location.hash = `#${target}`;
    }, path);
    for (const href of new Set(await linksOnceDrawn(page, path))) {
      const target = href.replace(/^#/, '').split('?')[0] ?? '';
      if (!guardLetsIn(model, target, user)) refused.push(`${path} links to ${target}`);
    }
  }
  return refused;
}
