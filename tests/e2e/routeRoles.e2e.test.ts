import { describe, expect, test } from 'vitest';
import { decideRoute } from '../../src/shell/routeDecision';
import { DEMO_USERS } from '../support/demoUserRoles';
import { appJourneys, eventually } from './support/appJourneys';
import { openEveryForm } from './support/formSweep';
import { failedAnswers, linksTheGuardRefuses } from './support/linkSweep';
import { goToRoute, hashPath, hashQuery, pageTitleOf, registryModel, resourceRoutes, routeTable, sampleOf, waitForPage } from './support/shellRoutes';
import { ptText } from './support/ptText';
import type { DemoUser } from './support/signIn';

const model = registryModel();
const ROUTES = routeTable(model);

/** Where a signed-in user ends up on a route: the route itself, or where a guard sends them. */
function expectedPath(path: string, user: (typeof DEMO_USERS)[number]): string {
  const row = ROUTES.find((candidate) => candidate.path === path);
  if (!row || row.access === 'public') return sampleOf(path);
  if (path === '/redirect') return '/home';
  const decision = decideRoute(row.access, { authenticated: true, roles: user.roles });
  return decision === 'allow' ? sampleOf(path) : '/not-found';
}

describe('every route of spec §2 as each demo role: reached, or refused as its guard says; no screen or form asks for or links to what the role may not have', () => {
  const { withPage, url } = appJourneys();
  const served = resourceRoutes(model);
  // A sample id on the task timeline answers 404, which goes to /forbidden (spec §8) whenever it arrives:
  // taskTimeline.e2e.test.ts opens a real task, and checks that an unknown one goes to /forbidden.
  const DATA_ROUTED = new Set(['/timeline/activity/:activityId/task/:taskId']);
  const guarded = ROUTES.filter((row) => row.access !== 'public' && !DATA_ROUTED.has(row.path));
  const sweptRoles = new Set<string>();
  for (const user of DEMO_USERS.filter((candidate) => candidate.hasProject)) {
    test(user.username, async () => {
      const session = await withPage(
        `routes-${user.username}`,
        async (page) => {
          const failed = failedAnswers(page);
          await page.goto(`${url()}#/home`);
          const outcomes: string[] = [];
          for (const row of guarded) {
            const expected = expectedPath(row.path, user);
            await goToRoute(page, sampleOf(row.path));
            try {
              await waitForPage(page, expected, pageTitleOf(model, expected === '/not-found' || expected === '/home' ? expected : row.path, 'pt'));
            } catch {
              outcomes.push(`${row.path}: ended on ${hashPath(page)}, expected ${expected}`);
            }
            if (expected !== '/not-found' && served.has(row.path)) expect(await page.locator('.list-page').count(), row.path).toBeGreaterThan(0);
          }
          expect(outcomes).toEqual([]);
          // Once per set of roles: one record's show page of each resource the role opens, every link it offers leading where the guard lets
          // the role in; then its create and edit forms, every call they make on opening answered (failedAnswers).
          if (!sweptRoles.has(user.roles.join())) {
            expect(await linksTheGuardRefuses(page, model, `${url()}api`, user.roles)).toEqual([]);
            await openEveryForm(page, model, `${url()}api`, user.roles);
          }
          sweptRoles.add(user.roles.join());
          expect(failed).toEqual([]);
        },
        { user: user.username as DemoUser },
      );
      expect(session.pageErrors).toEqual([]);
    });
  }

  test('a user without a project is sent to the join request from every guarded route', async () => {
    await withPage(
      'routes-no-project',
      async (page) => {
        await page.goto(`${url()}#/home`);
        // The address as the page has it: Playwright's own record of it can miss a redirect that
        // replaces the entry right after a hash change.
        const pagePath = () => page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0] ?? '');
        // The cold start lands there first (a loaded machine can take more than the usual wait to start the app),
        // its address settled with the kept query before the next one is typed.
        const settled = () => page.evaluate(() => window.location.hash.startsWith('#/join-to-project-request?') && window.location.hash.includes('menu_type='));
        await expect.poll(settled, { timeout: 30_000, interval: 100 }).toBe(true);
        await page.getByRole('heading', { name: ptText('auth.join_project.title') }).waitFor();
        const outcomes: string[] = [];
        for (const row of guarded) {
          await goToRoute(page, sampleOf(row.path));
          try {
            await eventually(pagePath).toBe('/join-to-project-request');
          } catch {
            outcomes.push(`${row.path}: ended on ${await pagePath()}`);
          }
        }
        expect(outcomes).toEqual([]);
      },
      { user: 'no-project' },
    );
  });

  test('signed out, a guarded route keeps the address for after sign-in and shows the sign-in page', async () => {
    await withPage(
      'routes-signed-out',
      async (page) => {
        await page.goto(`${url()}#/elements/query`);
        await eventually(async () => hashPath(page)).toBe('/login');
        expect(await page.evaluate(() => localStorage.getItem('redirect_query') ?? sessionStorage.getItem('redirect_query'))).toContain('/elements/query');
      },
      { user: null },
    );
  });

  test('an empty path goes home, an unknown one to not-found, and both keep the menu type in the address', async () => {
    await withPage('routes-empty-and-unknown', async (page) => {
      await page.goto(`${url()}#/`);
      await waitForPage(page, '/home');
      expect(hashQuery(page).get('menu_type')).toBe('home');
      await goToRoute(page, '/no/such/page');
      await eventually(async () => hashPath(page)).toBe('/not-found');
      expect(hashQuery(page).get('menu_type')).toBe('home');
    });
  });
});
