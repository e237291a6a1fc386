import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authHeaders, signIn } from '../../src/server/auth/signIn.testkit';
import { projectCopy, runScript, type RunningScript } from '../support/projectCopy';
import { readmeEntityFiles } from '../support/readmeEntityFiles';
import { eventually } from './support/appJourneys';
import { releaseBrowser, sharedBrowser } from './support/launchBrowser';
import { listColumn } from './support/listColumn';
import { openAppPage, type AppPage } from './support/openAppPage';
import { ptText } from './support/ptText';
import { screenshotOnFailure } from './support/screenshotOnFailure';

/*
 * Entities the product does not have, added by files only, on a fresh checkout:
 * - the README's "Add an entity" example, its three files taken word for word from the
 *   README, then `npm run check` and `npm start` as the README says;
 * - tests/integration/full-feature-entity (a gauge register using every feature of the
 *   definition format), its screens used in the browser, and its calendar days and
 *   instants read in three time zones.
 */
const FULL_FEATURE = join(process.cwd(), 'tests', 'integration', 'full-feature-entity');
const ZONES = ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo'] as const;

describe('entities added by files, on a fresh checkout', () => {
  let copy: ReturnType<typeof projectCopy>;
  let app: RunningScript;
  let browser: Browser;
  let checkOutput = '';

  beforeAll(async () => {
    copy = projectCopy(readmeEntityFiles());
    for (const dir of ['schemas', 'resources', 'fixtures', 'src']) cpSync(join(FULL_FEATURE, dir), join(copy.root, dir), { recursive: true });
    checkOutput = execFileSync('npm', ['run', '--silent', 'check'], { cwd: copy.root, encoding: 'utf8' });
    app = await runScript(copy.root, 'start', [], 300_000);
    browser = await sharedBrowser();
  }, 400_000);

  afterAll(async () => {
    await releaseBrowser(browser);
    await app?.stop();
    copy?.remove();
  });

  async function withPage(name: string, journey: (page: Page, session: AppPage) => Promise<void>, timezoneId?: string): Promise<AppPage> {
    const session = await openAppPage(browser, app.url, timezoneId ? { timezoneId } : {});
    try {
      await screenshotOnFailure(session.page, name, () => journey(session.page, session));
    } finally {
      await session.close();
    }
    return session;
  }

  const save = (page: Page) => page.getByRole('button', { name: ptText('ra.action.save') });

  test('the README example: npm run check accepts it, the API and the list, show, create and edit screens work', async () => {
    expect(checkOutput).toMatch(/resources and their fixtures are valid \(.*supplier/);
    const { access_token } = await signIn(`${app.url}api/`, 'admin');
    const listed = (await (await fetch(`${app.url}api/supplier/page?limit=25&skip=0&collectionCount=true`, { headers: authHeaders(access_token) })).json()) as {
      data: { count: number };
    };
    expect(listed.data.count).toBe(2);

    const session = await withPage('readme-supplier', async (page) => {
      await page.goto(`${app.url}#/supplier`);
      await page.getByRole('cell', { name: 'Metalúrgica Paraná', exact: true }).waitFor();
      expect(await listColumn(page, 'Razão social')).toEqual(['Elétrica Bahia', 'Metalúrgica Paraná']);

      await page.getByRole('cell', { name: 'Metalúrgica Paraná', exact: true }).click();
      await page.waitForURL(/#\/supplier\/[^/]+\/show(\?.*)?$/);
      await page.getByText('11222333000181', { exact: true }).waitFor();

      await page.goto(`${app.url}#/supplier/create`);
      const name = page.getByRole('textbox', { name: 'Razão social' });
      const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
      await name.fill('Tubos Sul');
      await cnpj.fill('33000167000100');
      await save(page).click();
      await page.getByText(ptText('validation.cnpj'), { exact: true }).waitFor();
      await cnpj.fill('33000167000101');
      await save(page).click();
      await page.waitForURL(/#\/supplier\/[^/]+\/show(\?.*)?$/);
      await page.getByText('Tubos Sul', { exact: true }).waitFor();

      await page
        .locator('.show-page')
        .getByRole('link', { name: ptText('ra.action.edit') })
        .click();
      await page.waitForURL(/#\/supplier\/[^/]+(\?.*)?$/);
      await name.fill('Tubos Sul Ltda');
      await save(page).click();
      await page.getByText('Tubos Sul Ltda', { exact: true }).first().waitFor();
    });
    expect(session.pageErrors).toEqual([]);
    const after = (await (await fetch(`${app.url}api/supplier/page?limit=25&skip=0&name=Tubos`, { headers: authHeaders(access_token) })).json()) as {
      data: { items: { name: string }[] };
    };
    expect(after.data.items.map((item) => item.name)).toEqual(['Tubos Sul Ltda']);
  });

  test('the full-feature entity: list, filter, show, create and edit', async () => {
    const session = await withPage('full-feature-gauge', async (page) => {
      await page.goto(`${app.url}#/gauge`);
      await page.getByRole('cell', { name: 'PRS-001', exact: true }).waitFor();
      // The standing condition of the list hides the archived record.
      expect(await listColumn(page, 'Código')).toEqual(['FLW-001', 'PRS-001', 'PRS-002', 'TMP-001']);
      // Numbers and calendar days in the language's format.
      await page.getByRole('cell', { name: '1.200', exact: true }).waitFor();
      await page.getByRole('cell', { name: '31/12/2025', exact: true }).waitFor();

      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('manômetro');
      await eventually(() => listColumn(page, 'Código')).toEqual(['PRS-001', 'PRS-002']);

      await page.getByRole('cell', { name: 'PRS-002', exact: true }).click();
      await page.waitForURL(/#\/gauge\/[^/]+\/show(\?.*)?$/);
      await page.getByText('Manômetro do vaso V-101', { exact: true }).waitFor();
      await page.getByText('09/01/2026', { exact: true }).first().waitFor();

      await page.goto(`${app.url}#/gauge/create`);
      await page.getByRole('textbox', { name: 'Código' }).fill('LVL-001');
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Transmissor de nível');
      await page.getByRole('combobox', { name: 'Tipo' }).click();
      await page.getByRole('option', { name: 'Vazão' }).click();
      await page.getByRole('combobox', { name: 'Situação' }).click();
      await page.getByRole('option', { name: 'Novo' }).click();
      await save(page).click();
      await page.waitForURL(/#\/gauge\/[^/]+\/show(\?.*)?$/);
      await page.getByText('Transmissor de nível', { exact: true }).waitFor();

      await page
        .locator('.show-page')
        .getByRole('link', { name: ptText('ra.action.edit') })
        .click();
      await page.waitForURL(/#\/gauge\/[^/]+(\?.*)?$/);
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Transmissor de nível do tanque');
      await save(page).click();
      await page.getByText('Transmissor de nível do tanque', { exact: true }).first().waitFor();
    });
    expect(session.pageErrors).toEqual([]);
  });

  test('dates and numbers in the chosen language, and <html lang> follows it', async () => {
    const expected = { en: { lang: 'en', day: '01/10/2026', number: '1,200' }, es: { lang: 'es', day: '10/01/2026', number: '1200' } } as const;
    for (const [language, want] of Object.entries(expected)) {
      await withPage(
        `gauge-${language}`,
        async (page) => {
          await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), language);
          await page.goto(`${app.url}#/gauge`);
          await page.getByRole('cell', { name: want.day, exact: true }).first().waitFor();
          await page.getByRole('cell', { name: want.number, exact: true }).waitFor();
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(want.lang);
        },
        'UTC',
      );
    }
  });

  for (const zone of ZONES) {
    test(`calendar days and instants in ${zone}`, async () => {
      const instants: Record<(typeof ZONES)[number], string> = {
        'America/Sao_Paulo': '10/01/2026, 10:45:12',
        UTC: '10/01/2026, 13:45:12',
        'Asia/Tokyo': '10/01/2026, 22:45:12',
      };
      await withPage(
        `gauge-dates-${zone}`,
        async (page) => {
          const listCalls: URL[] = [];
          page.on('request', (request) => {
            const url = new URL(request.url());
            if (url.pathname === '/api/gauge/page') listCalls.push(url);
          });
          const filter = encodeURIComponent(JSON.stringify({ calibratedOnFrom: '2026-01-10', calibratedOnTo: '2026-01-10' }));
          await page.goto(`${app.url}#/gauge?filter=${filter}`);
          await eventually(() => listColumn(page, 'Código')).toEqual(['PRS-001']);
          expect(
            listCalls.some((url) => url.searchParams.get('calibratedOnFrom') === '2026-01-10' && url.searchParams.get('calibratedOnTo') === '2026-01-10'),
          ).toBe(true);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');

          await page.getByRole('cell', { name: 'PRS-001', exact: true }).click();
          await page.waitForURL(/#\/gauge\/[^/]+\/show(\?.*)?$/);
          // The calendar day is the same everywhere; the instant is the user's local time.
          await page.getByText('10/01/2026', { exact: true }).first().waitFor();
          // The show page shows the instant in its field and again in the readings table.
          await page.getByText(instants[zone], { exact: true }).first().waitFor();
        },
        zone,
      );
    });
  }
});
