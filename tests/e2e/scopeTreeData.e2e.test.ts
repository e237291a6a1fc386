import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { localeText, type Language } from './support/localeText';
import { toPhoneWidth } from './support/phoneWidth';
import { readFixture } from './support/readFixture';
import { hashQuery, waitForPage } from './support/shellRoutes';
import { authorizationOf } from './support/signIn';
import { switchLanguage } from './support/switchLanguage';
import { saveScreenshot } from './support/saveScreenshot';

interface Activity {
  projectId: string;
  contractId?: string;
}

const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const INSPECTION_CONTRACT = '63e947cbb0c2dae42196322a';
/** ROTA3, a project the admin's session is not in, and its name. */
const ROTA3 = '63c82aadc47268868282b4d9';
const ROTA3_NAME = readFixture<{ _id: string; name: string }>('project').find((project) => project._id === ROTA3)?.name ?? '';
/** A contract of ROTA3. */
const ROTA3_CONTRACT = '63f86deea7a6f4022a170a41';

const activities = readFixture<Activity>('activity');
const inProject = activities.filter((activity) => activity.projectId === UTGCA).length;
const inContract = activities.filter((activity) => activity.contractId === INSPECTION_CONTRACT).length;

/** The list's pagination in `language` for a first page of `total` rows ("1-25 de 77"). */
const rangeInfo = (language: Language, total: number) =>
  localeText(language, 'ra.navigation.page_range_info', { offsetBegin: total === 0 ? 0 : 1, offsetEnd: Math.min(total, 25), total });

/** Chooses an option of one of the sidebar's scope selects by name; answers the names it offered. */
async function sidebarSelect(page: Page, label: string, option: string | RegExp): Promise<string[]> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().waitFor();
  const offered = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
  await page.getByRole('option', { name: option }).first().click();
  return offered;
}

/** Opens the activities by the sidebar (in Portuguese), as a user would: the address keeps the scope. */
async function openActivities(page: Page): Promise<void> {
  const group = page.getByRole('button', { name: localeText('pt', 'app.menu.operations'), exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.getByRole('menuitem', { name: 'Atividades', exact: true }).click();
}

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `scope-tree-${name}`);
}

/** At a phone's width, the page does not scroll sideways. */
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

const ACTIVITY_LIST = /\/api\/activity\/page/;
/** The API failing as a server error does. */
const failAsServer = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error', message: 'Internal Server Error' }) });
/** The rows of the list on screen: the table's at 1280 px, the phone list's at 390 px. */
const listRows = (page: Page) => page.locator('.datagrid-body tr, .RaList-content li.MuiListItem-root');

interface FailedReload {
  /** Asks the list again as a user does (the header's reload button, a filter typed). */
  reload(): Promise<void>;
  /** Asks again once the API answers, as a user does, and waits for the rows. */
  recover(): Promise<void>;
  /** The screenshot's name. */
  name: string;
  phone?: boolean;
}

/**
 * The list's next calls fail (spec §8): the list says why, and no row or count of the answer before stays on screen to be
 * read or acted on; asked again once the API answers, the rows are back.
 */
async function expectFailedReload(page: Page, language: Language, { reload, recover, name, phone = false }: FailedReload): Promise<void> {
  expect(await listRows(page).count()).toBeGreaterThan(0);
  await page.route(ACTIVITY_LIST, failAsServer);
  await reload();
  const alert = page.getByTestId('list-load-error');
  await alert.getByText(localeText(language, 'app.list.load_error'), { exact: false }).waitFor();
  expect(await alert.innerText()).toContain(localeText(language, 'errors.internal'));
  expect(await listRows(page).count()).toBe(0);
  expect(await page.getByText(rangeInfo(language, inContract), { exact: true }).count()).toBe(0);
  if (phone) await noSidewaysScroll(page);
  await shot(page, `${name}-failed`);
  await page.unroute(ACTIVITY_LIST, failAsServer);
  await recover();
  await page.getByText(rangeInfo(language, inContract), { exact: true }).waitFor();
}

/** At 1280 px: the header's reload button fails; the alert's own button asks again. */
const byReloadButton = (page: Page, language: Language): FailedReload => ({
  name: `1280-${language}`,
  reload: () =>
    page
      .getByRole('banner')
      .getByRole('button', { name: localeText(language, 'ra.action.refresh') })
      .click(),
  recover: () =>
    page
      .getByTestId('list-load-error')
      .getByRole('button', { name: localeText(language, 'ra.action.refresh') })
      .click(),
});

/** At 390 px (the header has no reload button there): a description typed in the filter fails; cleared, the list is back. */
const byFilter = (page: Page, language: Language): FailedReload => {
  const description = page.locator('.filter-field[data-source="description"] input');
  return { name: `390-${language}`, phone: true, reload: () => description.fill('Inspeção'), recover: () => description.fill('') };
};

describe('the scope tree scopes the data', () => {
  const { withPage, url } = appJourneys();

  test('a contract chosen in the tree keeps the list to its activities, through a reload, in every language and width; a failed reload leaves no row; another project’s scope is dropped', async () => {
    expect(inContract).toBeGreaterThan(0);
    expect(inContract).toBeLessThan(inProject);
    await withPage('scope-tree-data', async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${url()}#/activities`);
      await page.getByText(rangeInfo('pt', inProject), { exact: true }).waitFor();

      // The tree offers what the session's project reaches: its program, itself, its contracts.
      const programs = await sidebarSelect(page, 'Programa', /^GNE/);
      expect(programs).toHaveLength(3);
      await waitForPage(page, '/overview');
      const projects = await sidebarSelect(page, 'Projeto', /^UTGCA/);
      expect(projects).toHaveLength(1);
      await sidebarSelect(page, 'Contrato', /Inspetech/);
      await eventually(async () => hashQuery(page).get('selectedContractId')).toBe(INSPECTION_CONTRACT);

      const headers: (string | undefined)[] = [];
      page.on('request', (request: Request) => {
        if (new URL(request.url()).pathname.startsWith('/api/activity/page')) headers.push(request.headers()['selected-contract-id']);
      });
      await openActivities(page);
      await waitForPage(page, '/activities');
      await page.getByText(rangeInfo('pt', inContract), { exact: true }).waitFor();
      expect(hashQuery(page).get('selectedContractId')).toBe(INSPECTION_CONTRACT);
      expect(headers.length).toBeGreaterThan(0);
      expect(new Set(headers)).toEqual(new Set([INSPECTION_CONTRACT]));
      await shot(page, '1280-pt');

      // The address restores the scope.
      await page.reload();
      await page.getByText(rangeInfo('pt', inContract), { exact: true }).waitFor();
      expect(hashQuery(page).get('menu_type')).toBe('contract');
      await expectFailedReload(page, 'pt', byReloadButton(page, 'pt'));

      for (const language of ['en', 'es'] as const) {
        await switchLanguage(page, language);
        await page.getByText(rangeInfo(language, inContract), { exact: true }).waitFor();
        await page.getByRole('combobox', { name: localeText(language, 'app.scope.level.contract') }).waitFor();
        await shot(page, `1280-${language}`);
        await expectFailedReload(page, language, byReloadButton(page, language));
      }

      await toPhoneWidth(page, 844);
      await page
        .getByRole('button', { name: /español/i })
        .first()
        .waitFor();
      await page.getByText(rangeInfo('es', inContract), { exact: true }).waitFor();
      await noSidewaysScroll(page);
      await shot(page, '390-es');
      await expectFailedReload(page, 'es', byFilter(page, 'es'));
      for (const language of ['pt', 'en'] as const) {
        await switchLanguage(page, language);
        await page.getByText(rangeInfo(language, inContract), { exact: true }).waitFor();
        await shot(page, `390-${language}`);
        await expectFailedReload(page, language, byFilter(page, language));
      }

      // An address naming another project's contract: the scope is dropped once, said in a notification, never an error dialog.
      // A new document: within the app, a typed address gets the chosen scope back.
      await page.goto('about:blank');
      await page.goto(`${url()}#/activities?menu_type=contract&selectedContractId=${ROTA3_CONTRACT}`);
      await page.getByText(localeText('en', 'app.scope.dropped')).waitFor();
      await page.getByText(rangeInfo('en', inProject), { exact: true }).waitFor();
      await eventually(async () => hashQuery(page).get('selectedContractId') ?? '').toBe('');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await shot(page, '390-en-dropped');
    });
  });

  test('a record of another project opens a prompt naming that project, never an id, in every language and width', async () => {
    expect(ROTA3_NAME).not.toBe('');
    await withPage('scope-tree-another-project', async (page) => {
      await page.goto(url());
      const created = await page.context().request.post(`${url()}api/activity`, {
        headers: { ...(await authorizationOf(page)), ProjectId: ROTA3 },
        data: { description: 'Atividade da Rota 3', projectId: ROTA3 },
      });
      expect(created.status()).toBe(201);
      const { _id: activityId } = ((await created.json()) as { data: { _id: string } }).data;

      /** The prompt in `language`: its title and the project's name, no id; closed again. A change of language draws the page anew, which asks for the record again. */
      const expectPrompt = async (language: Language, width: 1280 | 390) => {
        const prompt = page.getByRole('alertdialog', { name: localeText(language, 'auth.project_change.title') });
        await prompt.getByText(localeText(language, 'auth.project_change.text', { name: ROTA3_NAME }), { exact: true }).waitFor();
        expect(await prompt.innerText()).not.toMatch(/[0-9a-f]{24}/);
        if (width === 390) await noSidewaysScroll(page);
        await shot(page, `another-project-${width}-${language}`);
        await prompt.getByRole('button', { name: localeText(language, 'errors.close') }).click();
        await prompt.waitFor({ state: 'detached' });
        // Behind it, the page says the record could not be shown: it exists, in the other project.
        await page.getByRole('heading', { name: localeText(language, 'forms.show.unavailable.title') }).waitFor();
        expect(await page.getByText(localeText(language, 'forms.show.notFound.title')).count()).toBe(0);
      };
      await page.goto(`${url()}#/activities/${activityId}/show`);
      await expectPrompt('pt', 1280);
      for (const language of ['en', 'es'] as const) {
        await switchLanguage(page, language);
        await expectPrompt(language, 1280);
      }
      await toPhoneWidth(page);
      for (const language of ['pt', 'en', 'es'] as const) {
        await switchLanguage(page, language);
        await expectPrompt(language, 390);
      }
    });
  });
});
