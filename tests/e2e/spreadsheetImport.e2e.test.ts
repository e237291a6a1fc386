import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { localeText, type Language } from './support/localeText';
import { toPhoneWidth } from './support/phoneWidth';
import { readFixture } from './support/readFixture';
import { resourceLabel, resourceText } from './support/resourceText';
import { switchLanguage } from './support/switchLanguage';
import { saveScreenshot } from './support/saveScreenshot';

const text = (key: string, values?: Record<string, string | number>) => localeText('en', key, values);

interface Contract {
  _id: string;
  code: string;
  projectId: string;
}
/** The two contracts of UTGCA, the project-admin's current project: the one chosen in the scope tree, and the other. */
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const [chosen, other] = readFixture<Contract>('contract').filter((contract) => contract.projectId === UTGCA);

async function workbookOf(page: Page, button: string): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(readFileSync(await download.path())).buffer);
  return workbook;
}

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `spreadsheet-import-contract-${name}`);
}

describe('spreadsheet import in the browser', () => {
  const { withPage, url } = appJourneys();

  test('download the template, fill 102 rows (one bad on each page), upload, fix the bad rows page by page, import; an element hierarchy imported in the background reaches Imported', async () => {
    await withPage(
      'spreadsheet-import',
      async (page) => {
        await page.goto(`${url()}#/activity-import`);
        await page.evaluate(() => localStorage.setItem('lang', 'en'));
        await page.reload();
        await page.getByRole('heading', { name: text('app.pages.activity_import.title'), level: 1 }).waitFor();

        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text('app.imports.template') }).click()]);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(new Uint8Array(readFileSync(await download.path())).buffer);
        const [sheet] = workbook.worksheets;
        if (!sheet) throw new Error('the template has no sheet');
        expect(sheet.getCell('A1').value).toBe('Description *');
        // Row 2 is the example: replaced by a good row; row 3 lacks its description, and so does row 103, on the preview's second page.
        sheet.getCell('A2').value = 'Pump alignment check';
        sheet.getCell('B2').value = 'E2E-P-1';
        sheet.getRow(3).values = ['', 'E2E-P-2'];
        for (let line = 4; line <= 103; line += 1) sheet.getRow(line).values = [line === 103 ? '' : `Flange check ${line}`, `E2E-P-${line}`];
        const filled = Buffer.from(await workbook.xlsx.writeBuffer());

        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'filled.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
        const bad = page.locator('tr[data-line="3"]');
        await bad.waitFor();
        await bad.getByText(text('FIELD_IS_REQUIRED')).waitFor();
        await bad.getByLabel('Description * Row 3').fill('Valve stroke test');
        // The second page is asked from the server's kept rows; the correction on the first stays.
        await page.getByRole('button', { name: text('app.imports.page_next') }).click();
        const second = page.locator('tr[data-line="103"]');
        await second.getByText(text('FIELD_IS_REQUIRED')).waitFor();
        await second.getByLabel('Description * Row 103').fill('Gasket check');
        await page.getByText(text('app.imports.rows_ready', { smart_count: 102 }).split(' |||| ')[1] ?? '').waitFor();
        await page.getByRole('button', { name: text('app.imports.import') }).click();
        await eventually(() => page.getByText(text('app.imports.imported', { smart_count: 102 }).split(' |||| ')[1] ?? '').count()).toBe(1);

        // The element hierarchy, imported in the background: its history entry reaches Imported.
        await page.getByRole('tab', { name: 'Elements' }).click();
        const elements = new ExcelJS.Workbook();
        elements.addWorksheet('Elements').addRows([
          ['Identifier (tag)', 'Name', 'Element type', 'Parent element (tag)'],
          ['E2E-SIS-1', 'E2E system', 'SIS', ''],
          ['E2E-SUB-1', 'E2E subsystem', 'SIS', 'E2E-SIS-1'],
        ]);
        const buffer = Buffer.from(await elements.xlsx.writeBuffer());
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'e2e-hierarchy.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
        await page
          .locator('[data-run="e2e-hierarchy.xlsx"]')
          .getByText(`e2e-hierarchy.xlsx · ${text('app.imports.result.SUCCESS')}`)
          .waitFor();
      },
      { user: 'project-admin' },
    );
  });

  test('with a contract chosen in the scope tree, the template offers that contract in its Contract column and a row naming the other is refused on its row, in pt, en and es at 1280 and 390 px', async () => {
    if (!chosen || !other) throw new Error('fixtures/contract.json has not two contracts of UTGCA');
    await withPage(
      'spreadsheet-import-contract',
      async (page) => {
        await page.goto(`${url()}#/activity-import?menu_type=contract&selectedContractId=${chosen._id}`);
        await page.reload();
        await page.getByRole('heading', { name: localeText('pt', 'app.pages.activity_import.title'), level: 1 }).waitFor();

        // The template's Contract column offers the chosen contract, not the project's other one.
        const workbook = await workbookOf(page, localeText('pt', 'app.imports.template'));
        const [sheet] = workbook.worksheets;
        const contractHeader = resourceText('activity', 'fields.contractId');
        const column = (sheet?.getRow(1).values as unknown[] | undefined)?.indexOf(contractHeader) ?? -1;
        if (!sheet || column < 1) throw new Error(`the template has no ${contractHeader} column`);
        const offered = workbook.getWorksheet('lists')?.getColumn(column).values;
        expect(offered).toContain(chosen.code);
        expect(offered).not.toContain(other.code);

        // Row 2 in the chosen contract, row 3 in the other one.
        sheet.getRow(2).values = [];
        sheet.getRow(2).getCell(1).value = 'Pump alignment in the contract';
        sheet.getRow(2).getCell(2).value = 'E2E-C-1';
        sheet.getRow(2).getCell(column).value = chosen.code;
        sheet.getRow(3).getCell(1).value = 'Flange check elsewhere';
        sheet.getRow(3).getCell(2).value = 'E2E-C-2';
        sheet.getRow(3).getCell(column).value = other.code;
        const filled = Buffer.from(await workbook.xlsx.writeBuffer());

        // Previewed once: the preview, in the language on screen, outlasts each change of language and width.
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'contract.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
        // A correction typed before the changes is still there after each.
        const firstCell = page.locator('tr[data-line="2"] input').first();
        await firstCell.fill('Pump alignment, corrected');
        const preview = async (language: Language, width: number) => {
          await page.getByRole('heading', { name: localeText(language, 'app.pages.activity_import.title'), level: 1 }).waitFor();
          expect(await firstCell.inputValue()).toBe('Pump alignment, corrected');
          await page.getByRole('columnheader', { name: resourceLabel('activity', language, 'fields', 'contractId'), exact: true }).waitFor();
          const refusal = page.locator('tr[data-line="3"]').getByText(localeText(language, 'IMPORT.OTHER_CONTRACT', { value: other.code }), { exact: true });
          await refusal.scrollIntoViewIfNeeded();
          expect(await page.locator('tr[data-line="2"] .Mui-error').count()).toBe(0);
          await page.getByRole('button', { name: localeText(language, 'app.imports.import') }).waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await shot(page, `${width}-${language}`);
        };
        await preview('pt', 1280);
        for (const language of ['en', 'es'] as const) {
          await switchLanguage(page, language);
          await preview(language, 1280);
        }
        await toPhoneWidth(page);
        await preview('es', 390);
        for (const language of ['pt', 'en'] as const) {
          await switchLanguage(page, language);
          await preview(language, 390);
        }
      },
      { user: 'project-admin' },
    );
  });
});
