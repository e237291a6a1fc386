import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pageKey } from '../../src/framework/pages/pageKey';
import { eventually } from './support/appJourneys';
import { releaseBrowser, sharedBrowser } from './support/launchBrowser';
import { localeText } from './support/localeText';
import { openAppPage, type AppPage } from './support/openAppPage';
import { readFixture } from './support/readFixture';
import { LANGUAGES, LANGUAGES_AT } from './support/languagesAt';
import { REFERENCE_LANGUAGE } from './support/referenceLanguage';
import { resourceLabel } from './support/resourceText';
import type { Language } from './support/resourceSession';
import { seriousAxeViolationsIn } from './support/resourceSteps/seriousAxeViolations';
import { routeScreenshot } from './support/routeScreenshot';
import { screenshotOnFailure } from './support/screenshotOnFailure';
import { goToRoute, hashPath, readMessage } from './support/shellRoutes';
import type { DemoUser } from './support/signIn';
import { startApp, type RunningApp } from './support/startApp';
import { saveScreenshot } from './support/saveScreenshot';

const AXE_SOURCE = readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const WIDTHS = [...LANGUAGES_AT.keys()];

const plural = (name: string) => (name.split('||||')[1] ?? name).trim();
const roleLabel = (language: Language, role: string) => resourceLabel('user', language, 'values', 'roles.name', role);
const ROLES = ['ADMIN', 'PROJECT_ADMIN', 'READ_ONLY', 'USER'];

/** Demo records (fixtures/user.json, fixtures/project.json) the checks name. */
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const MEMBER_ID = '656df6e40ab839e876d9b823';
const PROJECT_ADMIN_ID = '655b9f130febed829c7f07ec';
/** A user of ROTA3 only: in the global list, not in UTGCA's. */
const OTHER_PROJECT_USER = { id: '6487d3eba33da0260fb9774b', username: 'felipe.gomes' };
/** A group of UTGCA with members: its delete is refused (409 USER_GROUP.HAS_MEMBERS). */
const GROUP_WITH_MEMBERS = { id: '640df12235f6a75e0080c567', name: 'Fiscalização do Contrato' };

/** The projects the project admin belongs to, by name: all a user's current project may become at its hands. */
const projectAdminProjects = new Set(readFixture<{ _id: string; projects?: string[] }>('user').find((user) => user._id === PROJECT_ADMIN_ID)?.projects);
const PROJECTS = readFixture<{ _id: string; name: string }>('project');
const OWN_PROJECT_NAMES = PROJECTS.filter((project) => projectAdminProjects.has(project._id))
  .map((project) => project.name)
  .sort();

/** The users awaiting a project (fixtures/user.json): the join requests the user lists count. */
const WAITING = (JSON.parse(readFileSync(join(process.cwd(), 'fixtures', 'user.json'), 'utf8')) as { projects?: string[] }[]).filter(
  (user) => !user.projects?.length,
).length;

const ADMIN_ROUTES = ['/new-users', '/global/users', '/new-users/add-edit-user', '/new-user-groups', '/projects'];

interface OpenPage {
  page: Page;
  session: AppPage;
  language: Language;
  /** API answers of 400 or more since the page opened (`GET 500 /api/...`). */
  apiFailures: string[];
  /** The API's list calls for users, with their ProjectId header. */
  userLists: { url: string; projectId: string | undefined }[];
}

/** The list filtered by one field, in its address (react-admin keeps a list's filters there). */
const filtered = (path: string, filter: Record<string, string>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

async function noSidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Waits for a hand-written page: its heading, the tab's title, its address. */
async function expectTitledPage(page: Page, path: string, language: Language): Promise<string> {
  const title = readMessage(language, `app.pages.${pageKey(path)}.title`) ?? '';
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await eventually(async () => page.title(), `${path}: the tab's title`).toBe(`Certificare - ${title}`);
  expect(hashPath(page), path).toBe(path);
  return title;
}

/** The options a select of the form offers, then closed again. */
async function optionsOf(page: Page, select: ReturnType<Page['locator']>): Promise<string[]> {
  await select.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const options = (await listbox.getByRole('option').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return options;
}

/** The select of the first role of the user form (`roles[0].name`). */
const firstRoleSelect = (page: Page) =>
  page.locator('#root_roles_0_name').locator('xpath=ancestor-or-self::*[@role="combobox"] | .//*[@role="combobox"]').first();

describe('user administration: the ADMIN routes and the users screen as a project admin, at two widths (three languages on the phone)', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  /** One page per user and width (a phone's drawer and a desktop's sidebar are chosen at the first render), reused from test to test. */
  const pages = new Map<string, OpenPage>();

  beforeAll(async () => {
    app = await startApp();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    for (const open of pages.values()) await open.session.close();
    await releaseBrowser(browser);
    await app?.cleanup();
  });

  /** The page of `user` at `width` in `language`, opened on the first call. */
  async function pageOf(user: DemoUser, width: number, language: Language): Promise<OpenPage> {
    if (!app || !browser) throw new Error('the app or the browser did not start');
    let open = pages.get(`${user}@${width}`);
    if (!open) {
      const session = await openAppPage(browser, app.url, { user });
      await session.page.setViewportSize({ width, height: 900 });
      await session.context.addInitScript({ content: AXE_SOURCE });
      const apiFailures: string[] = [];
      const userLists: OpenPage['userLists'] = [];
      session.page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/') && response.status() >= 400)
          apiFailures.push(`${response.request().method()} ${response.status()} ${url.pathname}${url.search}`);
      });
      session.page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/user/page') userLists.push({ url: url.search, projectId: request.headers().projectid });
      });
      open = { page: session.page, session, language: 'pt', apiFailures, userLists };
      pages.set(`${user}@${width}`, open);
      await setLanguage(open, 'pt');
    }
    if (open.language !== language) await setLanguage(open, language);
    return open;
  }

  async function setLanguage(open: OpenPage, language: Language): Promise<void> {
    if (!app) throw new Error('the app did not start');
    await open.page.goto(`${app.url}#/home`);
    await open.page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await open.page.reload();
    await open.page.locator('html').waitFor();
    open.language = language;
  }

  for (const width of WIDTHS) {
    for (const language of LANGUAGES_AT.get(width) ?? []) {
      test(`admin, ${width} px, ${language}: the five routes show their screens, fit the width and are accessible`, async () => {
        const open = await pageOf('admin', width, language);
        const { page } = open;
        const found: string[] = [];
        await screenshotOnFailure(page, `users-admin-${width}-${language}`, async () => {
          for (const path of ADMIN_ROUTES) {
            const before = found.length;
            open.userLists.length = 0;
            await goToRoute(page, path);
            await expectTitledPage(page, path, language);
            await expectAdminRouteContent(page, path, language, width, open);
            const overflow = await noSidewaysScroll(page);
            if (overflow > 0) found.push(`${path}: the page scrolls ${overflow}px sideways`);
            for (const violation of await seriousAxeViolationsIn(page, language)) found.push(`${path}: ${violation}`);
            await routeScreenshot(page, `users-${pageKey(path)}-${width}-${language}`, language, found.length > before);
            await expectListScope(page, path, language, width);
          }
        });
        expect(found, `user administration routes at ${width}px in ${language}`).toEqual([]);
        expect(open.apiFailures, 'API refusals').toEqual([]);
        expect(open.session.pageErrors).toEqual([]);
      });
    }
  }

  /** What each route shows an admin once loaded (cheap checks, in every language and width). */
  async function expectAdminRouteContent(page: Page, path: string, language: Language, width: number, open: OpenPage): Promise<void> {
    const approvals = page.getByTestId('user-approvals-link');
    switch (path) {
      case '/new-users':
      case '/global/users': {
        // The project's users (the session's ProjectId), or every user (`ProjectId: global`).
        const projectId = path === '/new-users' ? UTGCA : 'global';
        await eventually(async () => open.userLists.map((call) => call.projectId), `${path} asks for ${projectId}`).toContain(projectId);
        expect(open.userLists.every((call) => call.projectId === projectId)).toBe(true);
        // Loaded: its first user is drawn (sorted by first name).
        await page
          .locator('.list-page')
          .getByText(width < 600 ? 'Administrador Certificare' : 'admin', { exact: true })
          .waitFor();
        // The join requests are a click away, with how many wait.
        await eventually(async () => approvals.textContent()).toBe(localeText(language, 'app.users.approvals_waiting', { count: WAITING }));
        break;
      }
      case '/new-users/add-edit-user': {
        await page.locator('#root_firstName').waitFor();
        // An admin may grant every role.
        expect(await optionsOf(page, firstRoleSelect(page))).toEqual(ROLES.map((role) => roleLabel(language, role)));
        break;
      }
      case '/new-user-groups':
        await page.locator('.list-page').getByText(GROUP_WITH_MEMBERS.name, { exact: true }).waitFor();
        break;
      case '/projects':
        await page
          .locator('.list-page')
          .getByText(width < 600 ? 'UTGCA – Unidade de Tratamento de Gás de Caraguatatuba' : 'UTGCA', { exact: true })
          .first()
          .waitFor();
        await page
          .getByRole('link', { name: localeText(language, 'ra.action.create') })
          .or(page.getByLabel(localeText(language, 'ra.action.create')))
          .first()
          .waitFor();
        break;
    }
  }

  /** A user of another project: only in the global list (each list filtered by it, in its address). */
  async function expectListScope(page: Page, path: string, language: Language, width: number): Promise<void> {
    if (path !== '/new-users' && path !== '/global/users') return;
    await goToRoute(page, filtered(path, { username: OTHER_PROJECT_USER.username }));
    if (path === '/global/users') {
      await page
        .locator('.list-page')
        .getByText(width < 600 ? 'Felipe Gomes' : OTHER_PROJECT_USER.username, { exact: true })
        .waitFor();
      return;
    }
    const users = plural(resourceLabel('user', language, 'name'));
    await page.getByText(localeText(language, 'ra.navigation.no_filtered_results', { name: users })).waitFor();
  }

  test('admin: creates a user in the chosen project, edits it, opens a user of another project from the global list, reaches the join requests', async () => {
    const open = await pageOf('admin', 1280, 'pt');
    const { page } = open;
    await screenshotOnFailure(page, 'users-admin-journey', async () => {
      const t = (key: string, values?: Record<string, string | number>) => localeText('pt', key, values);
      await goToRoute(page, '/new-users');
      await expectTitledPage(page, '/new-users', 'pt');
      await page
        .locator('.list-page')
        .getByRole('link', { name: t('ra.action.create') })
        .click();
      await expectTitledPage(page, '/new-users/add-edit-user', 'pt');
      await page.locator('#root_firstName').fill('Renan');
      await page.locator('#root_lastName').fill('Teste');
      await page.locator('#root_email').fill('renan.teste@example.com');
      await page.locator('#root_username').fill('renan.teste');
      await firstRoleSelect(page).click();
      await page.getByRole('option', { name: roleLabel('pt', 'USER'), exact: true }).click();
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      // Saved, back on the project's users: the new user joined the chosen project.
      await eventually(async () => hashPath(page)).toBe('/new-users');
      await goToRoute(page, filtered('/new-users', { username: 'renan.teste' }));
      await page.getByRole('cell', { name: 'renan.teste', exact: true }).click();
      await eventually(async () => hashPath(page)).toBe('/new-users/add-edit-user');
      expect(new URL(page.url()).hash).toContain('id=');
      await expect.poll(() => page.locator('#root_lastName').inputValue()).toBe('Teste');
      await page.locator('#root_lastName').fill('Testado');
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      await eventually(async () => hashPath(page)).toBe('/new-users');
      await page.getByRole('cell', { name: 'Testado', exact: true }).waitFor();

      // A user of another project opens from the global list, read with `ProjectId: global`.
      await goToRoute(page, filtered('/global/users', { username: OTHER_PROJECT_USER.username }));
      await page.getByRole('cell', { name: OTHER_PROJECT_USER.username, exact: true }).click();
      await eventually(async () => new URL(page.url()).hash).toContain(`id=${OTHER_PROJECT_USER.id}`);
      await expect.poll(() => page.locator('#root_username').inputValue()).toBe(OTHER_PROJECT_USER.username);
      await page.getByRole('button', { name: t('ra.action.cancel') }).click();
      await eventually(async () => hashPath(page)).toBe('/global/users');

      // The join requests, a click away.
      await page.getByTestId('user-approvals-link').click();
      await eventually(async () => hashPath(page)).toBe('/user-approvals');
    });
    expect(open.apiFailures).toEqual([]);
  });

  for (const language of LANGUAGES) {
    test(`admin, ${language}: a group with members shows them, and its delete is refused with the translated reason`, async () => {
      const open = await pageOf('admin', 1280, language);
      const { page } = open;
      await screenshotOnFailure(page, `users-group-delete-${language}`, async () => {
        await goToRoute(page, '/new-user-groups');
        await expectTitledPage(page, '/new-user-groups', language);
        await page.getByRole('cell', { name: GROUP_WITH_MEMBERS.name, exact: true }).click();
        await eventually(async () => hashPath(page)).toBe(`/user-groups/${GROUP_WITH_MEMBERS.id}/show`);
        // Its members: the demo's project admin is one.
        await page.getByText('project-admin', { exact: true }).waitFor();
        await page
          .getByRole('button', { name: localeText(language, 'ra.action.delete') })
          .first()
          .click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: localeText(language, 'forms.delete.confirm') })
          .click();
        const refusal = page.getByText(localeText(language, 'USER_GROUP.HAS_MEMBERS'), { exact: true });
        await refusal.waitFor();
        await page.getByText(localeText(language, 'USER_GROUP.HAS_MEMBERS_DESCRIPTION'), { exact: true }).waitFor();
        // The popup fades in: its picture once every ancestor is opaque.
        await eventually(async () =>
          refusal.evaluate((node) => {
            for (let at: Element | null = node; at; at = at.parentElement) if (getComputedStyle(at).opacity !== '1') return false;
            return true;
          }),
        ).toBe(true);
        await routeScreenshot(page, `users-group-delete-refused-1280-${language}`, language, false);
        await page.keyboard.press('Escape');
        await refusal.waitFor({ state: 'detached' });
      });
      expect(open.apiFailures.filter((failure) => !failure.startsWith('DELETE 409 /api/groups/'))).toEqual([]);
      open.apiFailures.length = 0;
    });
  }

  for (const width of WIDTHS) {
    for (const language of LANGUAGES_AT.get(width) ?? []) {
      test(`project admin, ${width} px, ${language}: the users list, a user's form offering only the roles it may grant and its own projects as current project, its own roles read-only`, async () => {
        const open = await pageOf('project-admin', width, language);
        const { page } = open;
        const found: string[] = [];
        await screenshotOnFailure(page, `users-project-admin-${width}-${language}`, async () => {
          // The users list of spec §2 (ADMIN or PROJECT_ADMIN): the project's users.
          await goToRoute(page, '/users');
          await eventually(async () => page.title()).toBe(`Certificare - ${plural(resourceLabel('user', language, 'name'))}`);
          await page.locator('.list-page').waitFor();
          found.push(...(await seriousAxeViolationsIn(page, language)).map((violation) => `/users: ${violation}`));
          await routeScreenshot(page, `users-project-admin-list-${width}-${language}`, language, false);

          // Another user's form: every role but the one it may not grant.
          await goToRoute(page, `/users/${MEMBER_ID}`);
          await page.locator('#root_firstName').waitFor();
          const offered = await optionsOf(page, firstRoleSelect(page));
          expect(offered).toEqual(['PROJECT_ADMIN', 'READ_ONLY', 'USER'].map((role) => roleLabel(language, role)));
          expect(offered).not.toContain(roleLabel(language, 'ADMIN'));
          if ((await noSidewaysScroll(page)) > 0) found.push(`/users/${MEMBER_ID}: scrolls sideways`);
          found.push(...(await seriousAxeViolationsIn(page, language)).map((violation) => `/users/${MEMBER_ID}: ${violation}`));
          await routeScreenshot(page, `users-project-admin-edit-${width}-${language}`, language, found.length > 0);

          // Its current project: only the projects the project admin belongs to (the API refuses another with 403 GRANT_NOT_ALLOWED).
          const currentProject = page.getByRole('combobox', { name: resourceLabel('user', language, 'fields', 'projectId') });
          await currentProject.click();
          const choices = page.getByRole('listbox').getByRole('option');
          expect(OWN_PROJECT_NAMES.length).toBeLessThan(PROJECTS.length);
          await eventually(async () => (await choices.allInnerTexts()).map((name) => name.trim()).sort()).toEqual(OWN_PROJECT_NAMES);
          if ((await noSidewaysScroll(page)) > 0) found.push(`/users/${MEMBER_ID}: the current project's choices scroll sideways`);
          await saveScreenshot(page, `users-project-admin-current-project-${width}-${language}`);
          await page.keyboard.press('Escape');
          await page.getByRole('listbox').waitFor({ state: 'detached' });

          // Its own record: names editable, roles (and every granted field) read-only, saying why.
          await goToRoute(page, `/users/${PROJECT_ADMIN_ID}`);
          await page.locator('#root_firstName').waitFor();
          await expect.poll(() => firstRoleSelect(page).getAttribute('aria-disabled')).toBe('true');
          await expect(page.locator('#root_firstName').isEditable()).resolves.toBe(true);
          await page.getByText(localeText(language, 'forms.granted.own')).first().waitFor();
          if ((await noSidewaysScroll(page)) > 0) found.push(`/users/${PROJECT_ADMIN_ID}: scrolls sideways`);
          found.push(...(await seriousAxeViolationsIn(page, language)).map((violation) => `/users/${PROJECT_ADMIN_ID}: ${violation}`));
          await routeScreenshot(page, `users-project-admin-own-${width}-${language}`, language, found.length > 0);

          // The ADMIN-only user administration is not its to open.
          if (width === WIDTHS[0] && language === REFERENCE_LANGUAGE) {
            await goToRoute(page, '/new-users');
            await eventually(async () => hashPath(page)).toBe('/not-found');
          }
        });
        expect(found, `project admin at ${width}px in ${language}`).toEqual([]);
        expect(open.session.pageErrors).toEqual([]);
      });
    }
  }
});
