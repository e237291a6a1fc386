import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seedFicRows, type FicRow } from '../../src/server/fic/ficSeed';
import { appJourneys, eventually } from './support/appJourneys';

/*
 * The FVI import screen (spec §2, §8) as a project admin of UTGCA, in English, in one page:
 * two FVI groups ticked and imported show in the activity list; a group with an item FIC
 * fails shows the 660 px error report, whose Copy errors puts the failed item on the
 * clipboard; sending every FIC activity to FIC, some refused, shows the update report and
 * the partial last-update banner; at 390 px the screen never scrolls sideways. An admin in
 * Global picks the project first, then imports into it.
 */
const root = process.cwd();
type Messages = { [key: string]: string | Messages };
const messages = JSON.parse(readFileSync(join(root, 'src', 'locales', 'fic', 'en.json'), 'utf8')) as Messages;
function message(key: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of ['app', 'fic', ...key.split('.')]) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message app.fic.${key}`);
  return node;
}
const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`%{${name}}`, value), text);

const fixtureIds = new Set(
  (JSON.parse(readFileSync(join(root, 'fixtures', 'activity.json'), 'utf8')) as { externalId?: string }[]).map((activity) => activity.externalId),
);
const rows = seedFicRows('fvi', 'UTGCA', 0);
const isFresh = (row: FicRow) => row.items.every((item) => !fixtureIds.has(item._id) && !item.importedIntoProject);
const clean = rows.filter((row) => isFresh(row) && row.items.every((item) => !item.fault && item.discipline !== '')).slice(0, 3);
/** A group with one item FIC fails and one it imports, found alone by its failing item's number. */
const partial = rows.find(
  (row) =>
    isFresh(row) &&
    row.items.some((item) => item.fault) &&
    row.items.some((item) => !item.fault && item.discipline !== '') &&
    rows.filter((other) => other.items.some((item) => item.number.includes(row.items.find((failing) => failing.fault)?.number ?? '?'))).length === 1,
)!;
const failing = partial.items.find((item) => item.fault)!;

async function openInEnglish(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}#/home`);
  await page.locator('main').first().waitFor();
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${url}#${path}`);
  await page.reload();
  await eventually(() => page.evaluate(() => window.location.hash)).toContain(path);
}

const rowBox = (page: Page, number: string) => page.getByRole('checkbox', { name: fill(message('table.select_row'), { number }) });

describe('the FIC import screens', () => {
  const journeys = appJourneys();

  test('imports FVI groups into the activity list; a partial failure shows the 660 px report and Copy errors copies it; a partial update shows its report and banner', async () => {
    await journeys.withPage(
      'fic-import',
      async (page, session) => {
        await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(journeys.url()).origin });
        await openInEnglish(page, journeys.url(), '/fic/fvi-import');
        await page.getByRole('heading', { level: 1, name: 'FVI import' }).waitFor();

        // Two clean groups, the first on the first page, the second found through the number filter (selection kept across pages of results).
        const [first, second] = clean;
        await rowBox(page, first!.number).check();
        await page.getByRole('textbox', { name: message('filters.number') }).fill(second!.number);
        await rowBox(page, second!.number).check();
        await eventually(() => page.getByTestId('fic-selection').textContent()).toBe(
          fill(message('selection.some').split(' |||| ')[1] ?? '', { smart_count: '2' }),
        );
        await page.getByRole('button', { name: message('import'), exact: true }).click();
        await page.getByText(message('messages.ACTIVITIES_IMPORTED_SUCCESSFULLY')).waitFor();
        await eventually(() => rowBox(page, second!.number).isDisabled()).toBe(true);

        await page.goto(`${journeys.url()}#/activities`);
        for (const item of [...first!.items, ...second!.items]) await page.getByText(item.description).first().waitFor();

        // A group whose one item FIC refuses: the rest is imported, the report says what failed.
        await page.goto(`${journeys.url()}#/fic/fvi-import`);
        await page.getByRole('textbox', { name: message('filters.number') }).fill(failing.number);
        await rowBox(page, partial.number).check();
        await page.getByRole('button', { name: message('import'), exact: true }).click();
        const report = page.getByRole('dialog', { name: message('report.import.warning_title') });
        await report.waitFor();
        expect((await report.boundingBox())?.width).toBe(660);
        await report.getByText(failing._id, { exact: true }).waitFor();
        await report.getByText(message('report.import.warning_footer')).waitFor();
        await report.getByRole('button', { name: message('report.copy') }).click();
        await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`${failing._id}: ${failing.fault}`);
        await report.getByRole('button', { name: message('report.close') }).click();

        // Every FIC activity sent to FIC: some are refused, the report and the banner say so.
        await page.goto(`${journeys.url()}#/fic/fic-update`);
        await page.getByRole('button', { name: message('update.all') }).click();
        const updateReport = page.getByRole('dialog', { name: message('report.update.warning_title') });
        await updateReport.waitFor();
        await updateReport.getByRole('button', { name: message('report.close') }).click();
        await page.getByTestId('fic-last-update').getByText(message('last_update.warning')).waitFor();
        await page.getByRole('button', { name: message('last_update.see_errors') }).waitFor();

        await page.setViewportSize({ width: 390, height: 844 });
        await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      },
      { user: 'project-admin' },
    );
  });

  test('an admin in Global picks a project first; the list and the import then work in that project', async () => {
    await journeys.withPage('fic-import-global', async (page) => {
      // Global (no project in the session), in English, from the first load.
      await page.addInitScript(() => {
        localStorage.setItem('lang', 'en');
        localStorage.removeItem('project_id');
        localStorage.removeItem('project_name');
      });
      await page.goto(`${journeys.url()}#/fic/fvi-import`);
      const picker = page.getByRole('combobox', { name: message('project.label') });
      await picker.waitFor();
      await page.getByText(message('project.help')).waitFor();
      // The page is titled while the project is picked; the list waits for the project.
      expect(await page.getByRole('heading', { level: 1, name: 'FVI import' }).count()).toBe(1);
      expect(await page.getByRole('textbox', { name: message('filters.number') }).count()).toBe(0);
      await picker.click();
      await page.getByRole('option', { name: /^UTGCA/ }).click();
      await page.getByRole('textbox', { name: message('filters.number') }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'FVI import' }).count()).toBe(1);

      const third = clean[2]!;
      await page.getByRole('textbox', { name: message('filters.number') }).fill(third.number);
      await rowBox(page, third.number).check();
      await page.getByRole('button', { name: message('import'), exact: true }).click();
      await page.getByText(message('messages.ACTIVITIES_IMPORTED_SUCCESSFULLY')).waitFor();
      // Marked imported: the activities are in UTGCA, the project the calls named.
      await eventually(() => rowBox(page, third.number).isDisabled()).toBe(true);
    });
  });
});
