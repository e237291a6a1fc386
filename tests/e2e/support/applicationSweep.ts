import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { declareApplication, declaredApplication } from '../../../src/framework/application/applicationDeclaration';
import { canAccessResource } from '../../../src/framework/auth/resourceAccess';
import { loadRegistry } from '../../../src/framework/registry/loadRegistry';
import { readRegistrySources } from '../../../src/framework/registry/readRegistrySources';
import type { RegistryModel } from '../../../src/framework/registry/types';
import { declareApplicationAt } from '../../../src/server/applicationRoot';
import { startApplicationDemo } from '../../../src/server/startApplicationDemo';
import { listedResources } from './generatedRouteSweep';
import { openAppPage } from './openAppPage';
import { resourceSession, type Language } from './resourceSession';
import { createEditDelete } from './resourceSteps/createEditDelete';
import { ALL_ROUTES, routesFitAndAreAccessible } from './resourceSteps/everyRouteFitsAndIsAccessible';
import { filterEveryField } from './resourceSteps/filterEveryField';
import { listLoads } from './resourceSteps/listLoads';
import { listTableFits } from './resourceSteps/listTableFits';
import { noPageScroll } from './resourceSteps/noPageScroll';
import { noPolicyViolation } from './resourceSteps/noPolicyViolation';
import { showLoads } from './resourceSteps/showLoads';
import type { ResourceStep } from './resourceSteps/types';
import { startOnThrowAwayData, type RunningApp } from './startApp';

/** The built application `apps/<name>` and its demo API on a free port, writing to a throw-away copy of its fixtures. */
function startApplication(root: string): () => Promise<RunningApp> {
  return () => {
    if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error(`${root}/dist is missing: run npm run build:library first (npm test does)`);
    return startOnThrowAwayData((dataDir) => startApplicationDemo({ application: declareApplicationAt(root), port: 0, dataDir }));
  };
}

/** The steps at each width, in the application's language: every route fits and passes axe-core; on the desktop, its filters and record pages work too. */
const stepsAt = (width: number, language: Language): ResourceStep[] =>
  width >= 1280
    ? [
        listLoads,
        noPageScroll,
        listTableFits,
        routesFitAndAreAccessible(ALL_ROUTES, undefined, ALL_ROUTES, language),
        filterEveryField,
        showLoads,
        createEditDelete,
        noPolicyViolation,
      ]
    : [listLoads, noPageScroll, routesFitAndAreAccessible(ALL_ROUTES, undefined, ALL_ROUTES, language)];

/** `#rrggbb` as a computed style reads it (`rgb(r, g, b)`). */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The public routes (`#/books`) of the resources a user with `roles` finds in the menu. */
const menuRoutes = (model: RegistryModel, roles: readonly string[]): string[] =>
  listedResources(model)
    .filter((resource) => canAccessResource(model, { resource: resource.name, action: 'list' }, roles))
    .map((resource) => `#/${resource.route}`)
    .sort();

/**
 * The generated browser tests of an application built from the engine alone (`apps/<name>`),
 * read from its registry as the product's are: every route of every listed resource at
 * 1280 and 390 px (it fits, axe-core finds nothing serious), every filter, the record pages
 * (show, create with bad then good input, edit, delete), and each demo user's menu, signed
 * in through the engine's sign-in page. One server, browser and page per width for the file.
 */
export function describeApplicationSweep(name: string): void {
  const root = join(process.cwd(), 'apps', name);
  // The files of a worker share their modules: the product's declaration comes back after this file.
  const previous = declaredApplication();
  afterAll(() => declareApplication(previous));
  const application = declareApplicationAt(root);
  const loaded = loadRegistry(readRegistrySources(root));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const model = loaded.model;
  const language = application.declaration.languages?.default ?? 'en';
  const start = startApplication(root);
  const [first] = application.users;
  const { appUrl, pageAt, browser } = resourceSession({ start, user: String(first?.username), home: '#/', firstLanguage: language as Language });
  for (const width of [1280, 390]) {
    describe(`${String(application.declaration.name)} at ${width}px`, () => {
      for (const resource of listedResources(model)) {
        test(`${resource.name}: every route fits and is accessible${width >= 1280 ? ', every filter filters, its records are shown, created, edited and deleted' : ''}`, async () => {
          const open = await pageAt(width, language as Language);
          for (const step of stepsAt(width, language as Language)) await step({ ...open, resource, model, appUrl: appUrl() });
        });
      }
    });
  }
  const { name: appName, version, theme } = application.declaration;
  const barColour = theme?.palette?.secondary?.main;

  /** The first user's visit also checks what the application declares: its name and version on the sign-in page, its name and colour in the header. */
  async function checkIdentity(page: Page, signIn: () => Promise<void>) {
    if (appName) await expect.poll(() => page.getByRole('heading', { name: appName }).count()).toBe(1);
    if (version) expect(await page.getByTestId('application-version').textContent()).toContain(version);
    await signIn();
    if (appName) {
      expect(await page.getByTestId('application-name').textContent()).toBe(appName);
      expect(await page.title()).toBe(appName);
    }
    if (barColour?.startsWith('#') && barColour.length === 7)
      expect(await page.locator('header.MuiAppBar-root').evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe(rgbOf(barColour));
    // A title longer than the header's room ends in an ellipsis: the boxes around its text are inline.
    expect(await page.locator('#react-admin-title *').evaluateAll((boxes) => boxes.filter((box) => getComputedStyle(box).display !== 'inline').length)).toBe(0);
  }

  test(`${String(appName)}: each demo user signs in on the sign-in page (its name${version ? ' and version' : ''} on it, then in the header${barColour ? ' in its colour' : ''}) and finds the resources the role may list`, async () => {
    for (const user of application.users) {
      const session = await openAppPage(browser(), appUrl(), { user: null });
      try {
        const { page } = session;
        await page.goto(`${appUrl()}#/`);
        const signIn = async () => {
          await page.locator('input[name="username"]').fill(String(user.username));
          await page.locator('input[name="password"]').fill('demo');
          await page.locator('button[type="submit"]').click();
          await page.locator('.RaLayout-content').waitFor();
        };
        await (user === first ? checkIdentity(page, signIn) : signIn());
        const expected = menuRoutes(model, user.roles as string[]);
        await expect
          .poll(async () =>
            (await page.locator('a.RaMenuItemLink-root').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
              .filter((href) => href !== '#/')
              .sort(),
          )
          .toEqual(expected);
        expect(session.pageErrors, `uncaught errors for ${String(user.username)}`).toEqual([]);
      } finally {
        await session.close();
      }
    }
  });
}
