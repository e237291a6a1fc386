import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { describeRoleSweep, GUARDED } from './support/roleRouteSweep';
import { goToRoute, hashPath, hashQuery, sampleOf, waitForPage } from './support/shellRoutes';
import { ptText } from './support/ptText';

/** Every guarded route as each demo role with a project at 1280 px, each role in its language (see languageOf); the forms too. */
describeRoleSweep(1280);

describe('the routes of spec §2 for a user without a project, signed out, and at an empty or unknown path', () => {
  const { withPage, url } = appJourneys();
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
        for (const row of GUARDED) {
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
