import type { Page, Response } from 'playwright-core';
import { createDataProvider } from '../../../src/framework/data/createDataProvider';
import { featureClaimsOf, featureEnabled, type FeatureClaims } from '../../../src/framework/features/featureFlags';
import type { RegistryModel } from '../../../src/framework/registry/types';
import { routeView } from '../../../src/framework/views/routeView';
import { APP_PAGES } from '../../../src/pages';
import { decideRoute } from '../../../src/shell/routeDecision';
import { canOpenScreen } from '../../../src/shell/screenAccess';

/** A signed-in demo user as the guards see them, with the feature flags the app read (none: every feature shows). */
export interface GuardedUser {
  roles: readonly string[];
  projectIds: readonly string[];
  features?: FeatureClaims;
}

/** The feature flags the app reads at start (`session/claim`, public), as the guards apply them. */
export async function featureFlagsOf(apiUrl: string): Promise<FeatureClaims | undefined> {
  const answer = await fetch(`${apiUrl}/session/claim`);
  return answer.ok ? featureClaimsOf(await answer.json()) : undefined;
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
 * (`decideRoute`), each only where the feature flags show it (RouteGuard, the auth provider's
 * `canAccess`); a path neither knows answers not-found.
 */
export function guardLetsIn(model: RegistryModel, path: string, user: GuardedUser): boolean {
  const shown = (feature: string | undefined) => featureEnabled({ settled: true, ...(user.features ? { claims: user.features } : {}) }, feature);
  const page = APP_PAGES.pageOf(path);
  if (page) return shown(page.feature) && decideRoute(page.access, { authenticated: true, roles: user.roles, projectIds: user.projectIds }) === 'allow';
  const view = routeView(model, path);
  return (
    view !== undefined &&
    shown(view.resource.feature) &&
    canOpenScreen({ model, pages: APP_PAGES }, { resource: view.resource.name, action: view.view }, user.roles)
  );
}

/** A record screen: its show page (`/parts/p1/show`) or its edit form (`/parts/p1`). */
export type RecordView = 'show' | 'edit';

const recordPath = (route: string, id: string, view: RecordView) => `/${route}/${encodeURIComponent(id)}${view === 'show' ? '/show' : ''}`;

/** The resources whose `view` screen `user` may open, each with that screen's path for one record the user reads (none: left out). */
export async function oneRecordEach(
  model: RegistryModel,
  apiUrl: string,
  page: Page,
  user: GuardedUser,
  view: RecordView = 'show',
): Promise<{ path: string; resource: string }[]> {
  const context = await page.evaluate(() => ({ token: localStorage.getItem('access_token'), projectId: localStorage.getItem('project_id') }));
  const dataProvider = createDataProvider({ model, baseUrl: apiUrl, getRequestContext: () => ({ lang: 'pt', ...context }) });
  const opened = model.resources.filter((resource) => resource.operations.includes(view) && guardLetsIn(model, recordPath(resource.route, 'x', view), user));
  const found = await Promise.all(
    opened.map(async (resource) => {
      const { data } = await dataProvider.getList(resource.name, { pagination: { page: 1, perPage: 1 }, sort: resource.list.sort, filter: {} });
      const id = data[0]?.id;
      return id === undefined ? [] : [{ resource: resource.name, path: recordPath(resource.route, String(id), view) }];
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
  const features = await featureFlagsOf(apiUrl);
  const user = { roles, projectIds, ...(features ? { features } : {}) };
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
