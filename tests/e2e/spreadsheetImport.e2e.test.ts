import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { localeText } from './support/localeText';

const text = (key: string, values?: Record<string, string | number>) => localeText('en', key, values);

describe('spreadsheet import in the browser (en)', () => {
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
});
