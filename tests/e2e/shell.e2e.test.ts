import Engineering from '@mui/icons-material/Engineering';
import type { Page, Request } from 'playwright-core';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { goToRoute, hashPath, hashQuery, readMessage, waitForPage } from './support/shellRoutes';
import { localeText, type Language } from './support/localeText';
import { toPhoneWidth } from './support/phoneWidth';
import { resourceLabel } from './support/resourceText';
import { switchLanguage } from './support/switchLanguage';

/** Requests to the API and the value of one of their headers. */
function headerOf(requests: Request[], name: string): (string | undefined)[] {
  return requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/')).map((request) => request.headers()[name.toLowerCase()]);
}

/** The drawing of an icon (its path), as the built app draws it (production builds carry no test ids on icons). */
const iconPath = (icon: ComponentType): string | undefined => /<path d="([^"]+)"/.exec(renderToStaticMarkup(createElement(icon)))?.[1];

/** Opens a group of the sidebar (one is open at a time) unless it is open already. */
async function openGroup(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('button', { name, exact: true });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
}

/** Chooses an option of one of the sidebar's scope selects, by name or position; answers its text. */
async function sidebarSelect(page: Page, label: string, option: string | number): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const choice = typeof option === 'number' ? page.getByRole('option').nth(option) : page.getByRole('option', { name: option }).first();
  const text = (await choice.innerText()).trim();
  await choice.click();
  return text;
}

describe('scope, project, language and sidebar', () => {
  const { withPage, url } = appJourneys();

  test('choosing a program, a project and a contract opens their overview, keeps them in every address and sends them on every call', async () => {
    await withPage('scope-choice', async (page) => {
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(`${url()}#/home`);
      await sidebarSelect(page, 'Programa', 2);
      await waitForPage(page, '/overview');
      expect(hashQuery(page).get('menu_type')).toBe('program');
      const programId = hashQuery(page).get('selectedProgramId');
      expect(programId).toBeTruthy();
      const project = await sidebarSelect(page, 'Projeto', 0);
      await page.getByRole('heading', { level: 1, name: project }).waitFor();
      const contract = await sidebarSelect(page, 'Contrato', 0);
      await page.getByRole('heading', { level: 1, name: contract }).waitFor();
      const query = hashQuery(page);
      expect(query.get('menu_type')).toBe('contract');
      expect(query.get('selectedProgramId')).toBe(programId);
      const contractId = query.get('selectedContractId');
      expect(contractId).toBeTruthy();

      // A navigation by the menu keeps the scope in the address, and the calls carry it.
      await openGroup(page, 'Operações');
      await page.getByRole('menuitem', { name: 'Atividades', exact: true }).click();
      await waitForPage(page, '/activities');
      expect(hashQuery(page).get('selectedContractId')).toBe(contractId);
      requests.length = 0;
      await page.reload();
      await waitForPage(page, '/activities');
      await eventually(async () => headerOf(requests, 'Selected-Contract-Id').filter(Boolean).length).toBeGreaterThan(0);
      expect(new Set(headerOf(requests, 'Selected-Contract-Id'))).toEqual(new Set([contractId]));
      expect(new Set(headerOf(requests, 'Selected-Global-Id'))).toEqual(new Set(['global']));

      // Home clears the scope.
      await sidebarSelect(page, 'Programa', 'Início');
      await waitForPage(page, '/home');
      expect(hashQuery(page).get('menu_type')).toBe('home');
      expect(hashQuery(page).get('selectedContractId')).toBeNull();
    });
  });

  test('the project dropdown searches, and a choice goes home, reloads and sends the project on every call', async () => {
    await withPage('project-choice', async (page) => {
      await page.goto(`${url()}#/disciplines`);
      await waitForPage(page, '/disciplines');
      await page.getByRole('button', { name: /^Projeto:/ }).click();
      await page.getByRole('textbox', { name: 'Buscar projeto' }).fill('zzzz-nothing');
      await page.getByText('Nenhum projeto corresponde').waitFor();
      await page.getByRole('textbox', { name: 'Buscar projeto' }).fill('rota');
      const option = page.getByRole('dialog', { name: 'Projeto' }).getByRole('button', { name: /rota/i }).first();
      const chosen = (await option.innerText()).trim();
      const reloaded = page.waitForEvent('load');
      await option.click();
      await reloaded;
      await waitForPage(page, '/home');
      const stored = await page.evaluate(() => ({ id: localStorage.getItem('project_id'), name: localStorage.getItem('project_name') }));
      expect(stored.name).toBe(chosen);
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await goToRoute(page, '/disciplines');
      await waitForPage(page, '/disciplines', 'Disciplinas');
      await eventually(async () => headerOf(requests, 'ProjectId').length).toBeGreaterThan(0);
      expect(new Set(headerOf(requests, 'ProjectId'))).toEqual(new Set([stored.id]));
    });
  });

  test('the language menu switches the whole shell, keeps the choice and sends it as Lang', async () => {
    await withPage('language-switch', async (page) => {
      await page.goto(`${url()}#/elements/query`);
      await page.getByRole('heading', { level: 1, name: readMessage('pt', 'app.pages.elements_query.title') ?? '' }).waitFor();
      await page
        .getByRole('button', { name: /português|idioma|language/i })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: readMessage('en', 'app.pages.elements_query.title') ?? '' }).waitFor();
      await page.getByRole('searchbox', { name: readMessage('en', 'app.sidebar.search') ?? '' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await goToRoute(page, '/activities');
      await waitForPage(page, '/activities', 'Activities');
      await eventually(async () => headerOf(requests, 'Lang').length).toBeGreaterThan(0);
      expect(new Set(headerOf(requests, 'Lang'))).toEqual(new Set(['en']));

      // A page whose lists come in the language of the call is loaded again in the new one (spec §4).
      await goToRoute(page, '/fic/fvi-import');
      await waitForPage(page, '/fic/fvi-import');
      const reloaded = page.waitForEvent('load');
      await switchLanguage(page, 'es');
      await reloaded;
      await page
        .getByRole('button', { name: /español/i })
        .first()
        .waitFor();
      expect(hashPath(page)).toBe('/fic/fvi-import');
    });
  });

  test('the sidebar search hides what does not match; minified, a group floats its entries', async () => {
    await withPage('sidebar', async (page) => {
      // A page whose height does not change once shown: the checks below are about the sidebar's.
      await page.goto(`${url()}#/mobile-app`);
      await waitForPage(page, '/mobile-app');
      const search = page.getByRole('searchbox', { name: 'Buscar no menu' });
      await search.fill('discipl');
      await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(['Disciplinas']);
      // Its icon is one the product declares (src/productBrowserApplication.ts), not the engine's default.
      expect(await page.getByRole('menuitem', { name: 'Disciplinas' }).locator('svg path').getAttribute('d')).toBe(iconPath(Engineering));
      await search.fill('zzzz');
      await page.getByText('Nenhuma entrada do menu corresponde').waitFor();
      await search.fill('');

      // The sidebar's scroll position survives a reload.
      await page.setViewportSize({ width: 1280, height: 400 });
      // The height once the page has drawn itself at the new size.
      await page.waitForFunction(() => window.innerHeight === 400 && new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
      const heightBefore = await pageHeight();
      await openGroup(page, 'Cadastros');
      const scroller = page.locator('.RaSidebar-fixed');
      // The group opens with an animation: the sidebar scrolls once it has grown past the screen.
      await eventually(() =>
        scroller.evaluate((element) => {
          element.scrollTo(0, element.scrollHeight);
          return element.scrollTop;
        }),
      ).toBeGreaterThan(0);
      const position = await scroller.evaluate((element) => element.scrollTop);
      expect(await pageHeight(), 'the page grows with the sidebar (only the sidebar should scroll)').toBeLessThanOrEqual(heightBefore);
      await eventually(async () => page.evaluate(() => sessionStorage.getItem('sidebar.scrollTop'))).toBe(String(position));
      await page.reload();
      await eventually(async () => scroller.evaluate((element) => element.scrollTop)).toBe(position);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Fechar menu' }).click();
      await eventually(() => search.count()).toBe(0);
      const group = page.getByRole('button', { name: 'Cadastros' });
      await group.hover();
      const floating = page.getByRole('menu', { name: 'Cadastros' });
      await floating.getByRole('menuitem', { name: 'Disciplinas' }).waitFor();
      await page.mouse.move(900, 600);
      await eventually(() => floating.count()).toBe(0);
    });
  });

  test('a feature the flags of session/claim switch off leaves the menu and its screens answer not-found', async () => {
    await withPage('feature-flags', async (page) => {
      await page.route('**/api/session/claim', (route) =>
        route.fulfill({
          json: {
            data: {
              lastUpdated: '2026-11-28T00:00:00.000Z',
              items: [
                { name: 'elements', enabled: false },
                { name: 'events', enabled: true },
              ],
            },
          },
        }),
      );
      await page.goto(`${url()}#/mobile-app`);
      await waitForPage(page, '/mobile-app');
      const search = page.getByRole('searchbox', { name: 'Buscar no menu' });
      await search.fill('element');
      // The element types and the import history stay (features of their own); the elements, their query and hierarchy go.
      await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(['Tipos de elemento', 'Histórico de importação de elementos']);
      await search.fill('evento');
      await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(['Eventos']);
      for (const route of ['/elements', '/elements/query', '/elements-hierarchy']) {
        await page.goto(`${url()}#${route}`);
        await page.waitForURL(/#\/not-found/);
      }
      await page.goto(`${url()}#/event`);
      await page.locator('.list-page').waitFor();

      // In every language at both widths, the menu leaves the same entries out, the others named in the language.
      const plural = (resource: string, language: Language) => resourceLabel(resource, language, 'name').split(' |||| ')[1] ?? '';
      const menuOffers = async (language: Language) => {
        await page.getByRole('searchbox', { name: localeText(language, 'app.sidebar.search') }).fill('element');
        await expect
          .poll(() => page.getByRole('menuitem').allInnerTexts())
          .toEqual([plural('element-type', language), plural('element-import-history', language)]);
      };
      await goToRoute(page, '/mobile-app');
      await waitForPage(page, '/mobile-app');
      for (const language of ['pt', 'en', 'es'] as const) {
        if (language !== 'pt') await switchLanguage(page, language);
        await menuOffers(language);
      }
      await toPhoneWidth(page);
      for (const language of ['es', 'pt', 'en'] as const) {
        if (language !== 'es') await switchLanguage(page, language);
        await page.getByRole('button', { name: localeText(language, 'ra.action.open_menu') }).click();
        await menuOffers(language);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // A tap beside the drawer closes it.
        await page.locator('.MuiDrawer-modal .MuiBackdrop-root').click({ position: { x: 380, y: 400 } });
        await page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });
      }
    });
  });

  test('below 768 px the sidebar is a drawer that closes once an entry is chosen', async () => {
    await withPage('sidebar-drawer', async (page) => {
      await page.setViewportSize({ width: 700, height: 900 });
      await page.goto(`${url()}#/home`);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const drawer = page.locator('.MuiDrawer-modal');
      await openGroup(page, 'Operações');
      await drawer.getByRole('menuitem', { name: 'Atividades', exact: true }).click();
      await waitForPage(page, '/activities');
      await eventually(() => drawer.count()).toBe(0);
    });
  });
});
