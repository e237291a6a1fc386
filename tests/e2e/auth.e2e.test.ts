import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { localeText, type Language } from './support/localeText';
import { ptText } from './support/ptText';
import { saveScreenshot } from './support/saveScreenshot';

const hashOf = (page: Page) => new URL(page.url()).hash;

/** Signs in on the sign-in page as `username`, finding its fields by their names in `language`. */
async function signIn(page: Page, username: string, { password = 'demo', language = 'pt' }: { password?: string; language?: Language } = {}) {
  await page.getByRole('textbox', { name: localeText(language, 'auth.login.username') }).fill(username);
  await page.getByLabel(localeText(language, 'auth.login.password')).fill(password);
  await page.getByRole('button', { name: localeText(language, 'auth.login.submit'), exact: true }).click();
}

/** Opens the first discipline of the list in its edit form; answers the name it had. */
async function editFirstDiscipline(page: Page, appUrl: string): Promise<string> {
  await page.goto(`${appUrl}#/discipline`);
  const firstName = page.getByRole('row').nth(1).getByRole('cell').nth(2);
  await firstName.waitFor();
  const name = (await firstName.innerText()).trim();
  await firstName.click();
  await page
    .locator('.show-page')
    .getByRole('link', { name: ptText('ra.action.edit') })
    .click();
  await page.getByRole('textbox', { name: 'Nome' }).waitFor();
  return name;
}

/** Makes the stored access token fail the API's signature check, as an expired session does. */
async function spoilAccessToken(page: Page) {
  await page.evaluate(() => {
    const token = localStorage.getItem('access_token') ?? '';
    localStorage.setItem('access_token', `${token.slice(0, -6)}AAAAAA`);
  });
}

describe('sign-in, roles and the session in the browser (pt-BR)', () => {
  const { withPage, url } = appJourneys();

  test('signed out: a page sends to sign-in (required fields, wrong password refused) and sign-in lands on that page', async () => {
    const session = await withPage(
      'sign-in-redirect',
      async (page) => {
        await page.goto(`${url()}#/discipline`);
        await page.waitForURL(/#\/login(\?.*)?$/);
        await page.getByRole('button', { name: localeText('pt', 'auth.login.submit'), exact: true }).click();
        await eventually(() => page.getByText(ptText('FIELD_IS_REQUIRED')).count()).toBe(2);

        await signIn(page, 'admin', { password: 'wrong-password' });
        await page
          .getByRole('alertdialog')
          .getByRole('heading', { name: ptText('errors.invalid_credentials') })
          .waitFor();
        await page.getByRole('button', { name: ptText('errors.return') }).click();

        await signIn(page, 'admin');
        await page.waitForURL(/#\/disciplines(\?.*)?$/);
        await page.getByRole('columnheader', { name: 'Nome' }).waitFor();
        expect(await page.evaluate(() => localStorage.getItem('redirect_query'))).toBeNull();
      },
      { user: null },
    );
    expect(session.pageErrors).toEqual([]);
  });

  test('/login/{route} leads there after sign-in, a route of the app only; anything else leads home', async () => {
    // Each landing in another language and width: the sign-in page and where it leads, in all three at 1280 and 390 px.
    const landing = async (loginPath: string, expected: RegExp, language: Language, width: number) =>
      withPage(
        `sign-in-target-${width}-${language}`,
        async (page) => {
          await page.setViewportSize({ width, height: 844 });
          await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
          await page.goto(`${url()}#${loginPath}`);
          await page.getByRole('button', { name: localeText(language, 'auth.login.submit'), exact: true }).waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await saveScreenshot(page, `sign-in-target-${width}-${language}`);
          await signIn(page, 'admin', { language });
          await page.waitForURL(expected);
          await page.locator('main').waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        },
        { user: null },
      );
    // The app adds the query it keeps across navigation (menu, scope) to where it lands.
    await landing('/login/disciplines/create', /#\/disciplines\/create(\?.*)?$/, 'pt', 1280);
    await landing(`/login/${encodeURIComponent('/elements/query?x=1')}`, /#\/elements\/query\?(.*&)?x=1(&.*)?$/, 'en', 390);
    await landing(`/login/${encodeURIComponent('https://example.com/')}`, /#\/home(\?.*)?$/, 'es', 1280);
    await landing('/login/forgot-password', /#\/home(\?.*)?$/, 'pt', 390);
    await landing('/login/activities', /#\/activities(\?.*)?$/, 'en', 1280);
    await landing('/login/disciplines/create', /#\/disciplines\/create(\?.*)?$/, 'es', 390);
  });

  test("READ_ONLY sees no create button, is refused the admins' screens, and the API refuses the write with 403", async () => {
    await withPage(
      'read-only',
      async (page) => {
        // Pendencies: a screen for every signed-in user, written by everyone but READ_ONLY.
        await page.goto(`${url()}#/pendencies`);
        // Export is allowed to every reader: once it shows, the access answers are in.
        await page.getByRole('button', { name: ptText('ra.action.export'), exact: true }).waitFor();
        expect(await page.getByRole('link', { name: ptText('ra.action.create') }).count()).toBe(0);
        const status = await page.evaluate(async () => {
          const response = await fetch('api/discipline', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
              ProjectId: localStorage.getItem('project_id') ?? '',
            },
            body: JSON.stringify({ name: 'Escrita proibida', identifier: 'RO-1' }),
          });
          return response.status;
        });
        expect(status).toBe(403);
        // Disciplines are for ADMIN and PROJECT_ADMIN (spec §2): the screen answers not-found.
        await page.goto(`${url()}#/disciplines`);
        await page.waitForURL(/#\/not-found(\?.*)?$/);
      },
      { user: 'read-only' },
    );
  });

  test('a session expiring in the middle of an edit refreshes once and saves the input intact', async () => {
    const session = await withPage('expiry-mid-edit', async (page) => {
      const refreshes: Request[] = [];
      const puts: number[] = [];
      page.on('request', (request) => {
        if (/\/api\/(session|auth)\/refresh-token$/.test(new URL(request.url()).pathname)) refreshes.push(request);
      });
      page.on('response', (response) => {
        if (response.request().method() === 'PUT' && /\/api\/discipline\//.test(response.url())) puts.push(response.status());
      });
      const before = await editFirstDiscipline(page, url());
      const typed = `${before} renovada`;
      await page.getByRole('textbox', { name: 'Nome' }).fill(typed);
      await spoilAccessToken(page);
      await page.getByRole('button', { name: ptText('ra.action.save') }).click();
      await page.waitForURL(/#\/disciplines\/[^/]+\/show(\?.*)?$/);
      await page.getByText(typed, { exact: true }).first().waitFor();
      expect(refreshes).toHaveLength(1);
      expect(puts).toEqual([401, 200]);
    });
    expect(session.pageErrors).toEqual([]);
  });

  test('a refresh failing in the middle of an edit keeps the typed values after signing in again', async () => {
    await withPage('refresh-failure-mid-edit', async (page) => {
      const before = await editFirstDiscipline(page, url());
      const editRoute = hashOf(page);
      const typed = `${before} guardada`;
      await page.getByRole('textbox', { name: 'Nome' }).fill(typed);
      await spoilAccessToken(page);
      await page.evaluate(() => localStorage.setItem('refresh_token', 'revoked'));
      await page.getByRole('button', { name: ptText('ra.action.save') }).click();
      await page.waitForURL(/#\/login(\?.*)?$/);

      await signIn(page, 'admin');
      await page.waitForURL((address) => address.hash === editRoute);
      await eventually(() => page.getByRole('textbox', { name: 'Nome' }).inputValue()).toBe(typed);
      await page.getByRole('button', { name: ptText('ra.action.save') }).click();
      await page.waitForURL(/#\/disciplines\/[^/]+\/show(\?.*)?$/);
      await page.getByText(typed, { exact: true }).first().waitFor();
    });
  });

  test('a user without a project reaches the join request, sends it and is signed out', async () => {
    await withPage(
      'no-project',
      async (page) => {
        await page.goto(`${url()}#/login`);
        await signIn(page, 'no-project');
        await page.waitForURL(/#\/join-to-project-request(\?.*)?$/);
        await page.getByText(localeText('pt', 'auth.join_project.no_project')).waitFor();
        await page.getByText(localeText('pt', 'auth.join_project.instructions')).waitFor();
        await page.getByRole('textbox', { name: localeText('pt', 'auth.join_project.message') }).fill('Preciso acessar o projeto de Paulínia.');
        await page.getByRole('button', { name: localeText('pt', 'auth.join_project.send') }).click();
        await page.getByText(localeText('pt', 'auth.join_project.sent')).waitFor();
        await page.waitForURL(/#\/login(\?.*)?$/);
        expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      },
      { user: null },
    );
  });
});

describe('single sign-on in the browser (authorization code with PKCE against the demo provider)', () => {
  const { withPage, url } = appJourneys();

  test('the SSO button signs in at the provider and comes back signed in, the answer gone from the address', async () => {
    await withPage(
      'sso-round-trip',
      async (page) => {
        await page.goto(`${url()}#/login`);
        await page.getByRole('button', { name: localeText('pt', 'auth.login.sso') }).click();
        await page.waitForURL(/\/api\/oidc\/interaction\//);
        const authorize = new URL(page.url());
        expect(authorize.pathname).toMatch(/\/interaction\//);
        await page.fill('#username', 'project-admin');
        await page.fill('#password', 'demo');
        await page.locator('button[type=submit]').click();
        await eventually(async () => {
          const address = new URL(page.url());
          return `${address.search}${address.hash.split('?')[0]}`;
        }).toBe('#/home');
        const stored = await page.evaluate(() => ({
          username: localStorage.getItem('username'),
          adfs: localStorage.getItem('isAdfsLogin'),
          idToken: localStorage.getItem('id_token'),
        }));
        expect(stored).toMatchObject({ username: 'project-admin', adfs: 'true' });
        expect(stored.idToken).toBeTruthy();
      },
      { user: null },
    );
  });

  test('a forged answer fails: the error is said, and the user is back on the login page', async () => {
    await withPage(
      'sso-failure',
      async (page) => {
        await page.goto(`${url()}?code=forged&state=unknown-state#/login`);
        await page.getByText(localeText('pt', 'auth.sso.error')).first().waitFor();
        await eventually(async () => new URL(page.url()).hash.split('?')[0]).toBe('#/login');
        expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      },
      { user: null },
    );
  });
});
