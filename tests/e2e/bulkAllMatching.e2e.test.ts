import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { localeText, type Language } from './support/localeText';
import { readFixture } from './support/readFixture';
import { toPhoneWidth } from './support/phoneWidth';
import { saveScreenshot } from './support/saveScreenshot';

interface Activity {
  _id: string;
  executionStatus?: number;
  isDeleted?: boolean;
}

const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };
const activities = readFixture<Activity>('activity').filter((activity) => activity.isDeleted !== true);
const CONCLUDED = [3, 4, 5, 6, 7, 8, 9, 10];
const concluded = activities.filter((activity) => CONCLUDED.includes(activity.executionStatus ?? 0)).length;
const alreadyCancelled = activities.filter((activity) => activity.executionStatus === 9).length;
const definition = JSON.parse(readFileSync(join(process.cwd(), 'resources', 'activity.resource.json'), 'utf8')) as {
  translations: Record<Language, { actions: Record<string, string> }>;
};

/** A message in the plural form polyglot picks for `count` (pt, en and es: one, or many). */
function plural(language: Language, key: string, count: number, values: Record<string, string | number> = {}): string {
  const forms = localeText(language, key, { smart_count: count, ...values }).split(' |||| ');
  return (count === 1 ? forms[0] : forms[forms.length - 1])!;
}

async function shoot(page: Page, name: string) {
  await saveScreenshot(page, `bulkAllMatching-${name}`);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Selects the page's rows, then every activity. */
async function selectAll(page: Page, language: Language) {
  await page.locator('thead input[type="checkbox"]').first().click();
  await page.getByRole('button', { name: plural(language, 'app.bulk.select_all_matching', activities.length) }).click();
  await page.getByText(plural(language, 'ra.action.bulk_actions', activities.length)).waitFor();
}

/** Selects every activity and assigns them to a user. */
async function selectAllAndAssign(page: Page, language: Language) {
  await selectAll(page, language);
  await page.getByRole('button', { name: definition.translations[language].actions.assignToUser, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByRole('button', { name: localeText(language, 'ra.action.confirm') }).click();
}

describe('bulk work on everything a filter matches', () => {
  const { withPage, url } = appJourneys();

  test('selects all matching activities, assigns them with progress, cancels once, and reports; at 1280 and 390 px in pt, en and es; cancels and deletes them all with a reason', async () => {
    const session = await withPage('bulk-all-matching', async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${url()}#/activities`);
      await page.locator('tbody tr').first().waitFor();

      // Portuguese: the first chunk's answer is held until Cancel is pressed, so the run stops after it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let assignCalls = 0;
      await page.route(/\/api\/user\/[^/]+\/assign-activities$/, async (route: Route) => {
        assignCalls += 1;
        if (assignCalls === 1) await held;
        await route.continue();
      });
      await selectAllAndAssign(page, 'pt');
      const progress = page.getByTestId('bulk-progress');
      await progress.getByText(localeText('pt', 'app.bulk.progress', { handled: 0, total: activities.length })).waitFor();
      await shoot(page, 'progress-1280-pt');
      await toPhoneWidth(page);
      await noSidewaysScroll(page);
      await shoot(page, 'progress-390-pt');
      await progress.getByRole('button', { name: localeText('pt', 'ra.action.cancel') }).click();
      await progress.getByText(localeText('pt', 'app.bulk.cancelling')).waitFor();
      release();
      const report = page.getByRole('alertdialog');
      const notRun = activities.length - 200;
      await report.getByText(plural('pt', 'app.bulk.not_run_cancelled', notRun)).waitFor();
      expect(assignCalls).toBe(1);
      await noSidewaysScroll(page);
      await shoot(page, 'report-390-pt');
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, 'report-1280-pt');
      await report.getByRole('button', { name: localeText('pt', 'errors.return') }).click();
      await page.unroute(/\/api\/user\/[^/]+\/assign-activities$/);

      // English and Spanish, switched in the app: the whole run, its report naming the concluded activities refused.
      for (const language of ['en', 'es'] as const) {
        await page
          .getByRole('button', { name: /português|english|español|idioma|language/i })
          .first()
          .click();
        await page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] }).click();
        await eventually(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(language);
        await page.locator('tbody tr').first().waitFor();
        await selectAllAndAssign(page, language);
        const done = page.getByRole('alertdialog');
        await done.getByText(plural(language, 'app.bulk.done_of', activities.length - concluded, { total: activities.length })).waitFor();
        await done.getByText(localeText(language, 'ACTIVITY_IS_CONCLUDED'), { exact: false }).waitFor();
        await shoot(page, `report-1280-${language}`);
        await done.getByRole('button', { name: localeText(language, 'errors.return') }).click();
        await eventually(() => page.getByTestId('select-all-matching').count()).toBe(0);
      }

      // Spanish still: the evidence of every activity in one zip, one call and one file, however many activities.
      const zipCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/activity/download-zip')) zipCalls.push(request.url());
      });
      await selectAll(page, 'es');
      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: definition.translations.es.actions.evidenceZip, exact: true }).click(),
      ]);
      expect(zip.suggestedFilename()).toBe('evidence.zip');
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: localeText('es', 'errors.return') })
        .click();
      expect(zipCalls).toHaveLength(1);

      // Spanish still, on the same selection (a download leaves it): a status action, then the delete with one reason, over
      // every activity; each record done or refused on its own.
      await page.getByText(plural('es', 'ra.action.bulk_actions', activities.length)).waitFor();
      await page.getByRole('button', { name: definition.translations.es.actions.cancel, exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: localeText('es', 'ra.action.confirm') })
        .click();
      const cancelled = page.getByRole('alertdialog');
      await cancelled.getByText(plural('es', 'app.bulk.done_of', activities.length - alreadyCancelled, { total: activities.length })).waitFor();
      await cancelled.getByText(localeText('es', 'ACTIVITY_IS_CANCELLED'), { exact: false }).waitFor();
      await cancelled.getByRole('button', { name: localeText('es', 'errors.return') }).click();
      await selectAll(page, 'es');
      await page.getByRole('button', { name: localeText('es', 'ra.action.delete'), exact: true }).click();
      const motive = page.getByRole('dialog');
      await motive.getByRole('textbox').fill('importación duplicada');
      await motive.getByRole('button', { name: localeText('es', 'forms.delete.confirm') }).click();
      const deleted = page.getByRole('alertdialog');
      await deleted.getByText(plural('es', 'app.bulk.done_of', activities.length, { total: activities.length })).waitFor();
      await shoot(page, 'delete-report-1280-es');
      await deleted.getByRole('button', { name: localeText('es', 'errors.return') }).click();
      await eventually(() => page.locator('tbody tr').count()).toBe(0);
    });

    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });
});
