import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { listColumn } from './support/listColumn';
import { resourceSession, type Language } from './support/resourceSession';
import { seriousAxeViolations } from './support/resourceSteps/seriousAxeViolations';
import { waitForList } from './support/resourceSteps/waitForList';
import { screenshotOnFailure } from './support/screenshotOnFailure';
import { goToRoute, hashPath, hashQuery, waitForPage } from './support/shellRoutes';
import { saveScreenshot } from './support/saveScreenshot';
import { LANGUAGES, widthsIn } from './support/languagesAt';

/*
 * The home dashboards (spec §2, §7) as the global admin, against the committed fixtures:
 * the three cards with the fixtures' numbers, a status opening the activity list filtered
 * on it, the calls made without the loader, at 1280 and 390 px (three languages on the phone, see LANGUAGES_AT).
 */
const root = process.cwd();
const readJson = <T>(...path: string[]): T => JSON.parse(readFileSync(join(root, ...path), 'utf8')) as T;

interface StatusEntry {
  value: number;
  phase?: string;
  labels: Record<Language, string>;
}
const statuses = readJson<{ values: StatusEntry[] }>('resources', 'activity-status.values.json').values;
const conclusive = new Set(statuses.filter((entry) => entry.phase === 'conclusive').map((entry) => entry.value));
const activities = readJson<{ executionStatus: number; responsibles?: string[]; responsibleGroup?: string; isDeleted?: boolean }[]>(
  'fixtures',
  'activity.json',
).filter((activity) => !activity.isDeleted);
const tasks = readJson<{ status: number }[]>('fixtures', 'activity-task.json');
const activityDefinition = readJson<{ translations: Record<Language, { fields: Record<string, string> }> }>('resources', 'activity.resource.json');

const countOf = (status: number) => activities.filter((activity) => activity.executionStatus === status).length;
const openTasks = tasks.filter((task) => !conclusive.has(task.status)).length;
const notAssigned = activities.filter(
  (activity) => !conclusive.has(activity.executionStatus) && !activity.responsibles?.length && !activity.responsibleGroup,
).length;
// In progress: many activities, and no other label starts with its label.
const CHOSEN = 2;
const chosen = statuses.find((entry) => entry.value === CHOSEN)!;

type Messages = { [key: string]: string | Messages };
function message(language: Language, key: string): string {
  let node: string | Messages | undefined = readJson<Messages>('src', 'locales', 'dashboard', `${language}.json`);
  for (const part of ['app', 'dashboard', ...key.split('.')]) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message app.dashboard.${key} in src/locales/dashboard/${language}.json`);
  return node;
}

/** The texts of a table's footer cells (the totals), once the card has its numbers. */
async function footer(page: Page, name: string): Promise<string> {
  const table = page.getByRole('table', { name, exact: true });
  await table.waitFor();
  return (await table.locator('tfoot td').first().textContent()) ?? '';
}

/** Waits for the activity list filtered on the chosen status and checks every row shows it (the table's column; a phone shows no table). */
async function expectListOfChosen(page: Page, language: Language, { table = true }: { table?: boolean } = {}): Promise<void> {
  await waitForPage(page, '/activities');
  expect(JSON.parse(hashQuery(page).get('filter') ?? '{}')).toEqual({ executionStatus: CHOSEN });
  await waitForList(page);
  if (!table) return;
  const cells = await listColumn(page, activityDefinition.translations[language].fields.executionStatus ?? '');
  expect(cells.length).toBe(Math.min(25, countOf(CHOSEN)));
  expect(cells.filter((cell) => !cell.startsWith(chosen.labels[language]))).toEqual([]);
}

describe('the home dashboards as a global admin at 1280 and 390 px, in three languages on the phone', () => {
  const { pageAt } = resourceSession();

  for (const language of LANGUAGES) {
    test(`in ${language}: three cards with the fixtures' numbers, fetched without the loader; a status opens the filtered activity list`, async () => {
      const found: string[] = [];
      for (const width of widthsIn(language)) {
        const { page, apiFailures } = await pageAt(width, language);
        // A failure shows the page as it stood, and the API answers of 400 or more it had.
        await screenshotOnFailure(
          page,
          `home-dashboard-${width}-${language}-failed`,
          async () => {
            // Each dashboard answer is held until the checks below are done: meanwhile the cards show
            // skeletons and the loader overlay stays away (the calls carry Loader-Type: none, which the app's fetch consumes).
            let held = 0;
            let release: () => void = () => undefined;
            const released = new Promise<void>((resolve) => (release = resolve));
            await page.route('**/api/dashboard/**', async (route) => {
              held += 1;
              await released;
              // The page may have dropped the request meanwhile (a language change reloads it).
              await route.continue().catch(() => undefined);
            });
            // A fresh load of the home page: the session's page may already hold the dashboards.
            await goToRoute(page, '/home');
            await page.reload();
            await waitForPage(page, '/home');
            try {
              await expect.poll(() => held, { message: 'the three dashboard calls' }).toBeGreaterThanOrEqual(3);
              // The page before the reload made calls too: the reloaded one is judged once its cards are drawn.
              await expect.poll(() => page.getByTestId('dashboard-skeleton').count(), { message: 'the cards wait, in skeletons' }).toBe(3);
              await expect.poll(() => page.getByTestId('loader-overlay').count(), { message: 'no loader overlay for the dashboards' }).toBe(0);
              expect(await page.getByTestId('dashboard-skeleton').count(), 'the cards still wait, in skeletons').toBe(3);
            } finally {
              release();
              await page.unroute('**/api/dashboard/**');
            }
            for (const key of ['by_status.title', 'tasks.title', 'not_assigned.title'])
              await page.getByRole('heading', { level: 2, name: message(language, key), exact: true }).waitFor();

            expect(await footer(page, message(language, 'by_status.title'))).toBe(String(activities.length));
            const statusTable = page.getByRole('table', { name: message(language, 'by_status.title'), exact: true });
            for (const entry of statuses.filter((status) => countOf(status.value) > 0)) {
              const row = statusTable.getByRole('row').filter({ has: page.getByRole('link', { name: entry.labels[language], exact: true }) });
              expect(await row.locator('td').textContent(), entry.labels[language]).toBe(String(countOf(entry.value)));
            }
            expect(await footer(page, message(language, 'tasks.title'))).toBe(String(openTasks));
            expect(await page.getByTestId('not-assigned-count').textContent()).toBe(String(notAssigned));
            // The charts come in their own chunk; wait for them before judging the page.
            await page.locator('.MuiBarChart-root, .MuiChartsSurface-root').first().waitFor();
            await page.locator('.MuiPieChart-root, .MuiChartsSurface-root').nth(1).waitFor();

            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
            if (overflow > 0) found.push(`/home ${width}px: the page scrolls ${overflow}px sideways`);
            for (const violation of await seriousAxeViolations(page)) found.push(`/home ${width}px: ${violation}`);
            await saveScreenshot(page, `home-dashboard-${width}-${language}`, { fullPage: true });

            // The status's row is a link to the list filtered on it.
            await statusTable.getByRole('link', { name: chosen.labels[language], exact: true }).click();
            await expectListOfChosen(page, language, { table: width >= 1280 });
          },
          apiFailures,
        );
      }
      expect(found).toEqual([]);
    });
  }

  test('in en: a bar of the chart opens the list filtered on its status', async () => {
    const { page } = await pageAt(1280, 'en');
    await goToRoute(page, '/home');
    await waitForPage(page, '/home');
    await page.getByRole('table', { name: message('en', 'by_status.title'), exact: true }).waitFor();
    const bars = page.locator('.MuiBarChart-root rect, .MuiBarPlot-root rect, .MuiBarPlot-root path');
    await bars.first().waitFor();
    // Bars follow the table's rows: the statuses that occur, in the value set's order.
    const index = statuses.filter((entry) => countOf(entry.value) > 0).findIndex((entry) => entry.value === CHOSEN);
    await bars.nth(index).click();
    await expectListOfChosen(page, 'en');
    expect(hashPath(page)).toBe('/activities');
  });

  test('in en: a failing call shows its error in its card, the other cards keep their numbers', async () => {
    const { page } = await pageAt(1280, 'en');
    await page.route('**/api/dashboard/totalTasksAtrib', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'INTERNAL', message: 'simulated' }) }),
    );
    await goToRoute(page, '/home');
    await waitForPage(page, '/home');
    const tasksCard = page.getByRole('region', { name: message('en', 'tasks.title'), exact: true });
    await tasksCard
      .getByRole('alert')
      .filter({ hasText: message('en', 'error') })
      .waitFor();
    expect(await footer(page, message('en', 'by_status.title'))).toBe(String(activities.length));
    expect(await page.getByTestId('not-assigned-count').textContent()).toBe(String(notAssigned));
    await page.unroute('**/api/dashboard/totalTasksAtrib');
  });
});
