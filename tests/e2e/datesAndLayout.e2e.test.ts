import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { readFixture } from './support/readFixture';
import { openList } from './support/resourceSteps/waitForList';

/** The cells of one CSV line (quoted cells may hold commas). */
const csvCells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'));

// Every list's table fitting 1280 px in pt and es is checked by the generatedRoutes1280 sweep (its listTableFits step).
describe('dates and layout as a user sees them', () => {
  const { withPage, url } = appJourneys();

  test('at 390 px a due date reads as its day, a long title stays readable and show-page actions stay on screen', async () => {
    await withPage(
      'phone dates and title',
      async (page) => {
        await page.setViewportSize({ width: 390, height: 900 });
        await openList(page, url(), 'pendency');
        // The one-column list: the deadline (kept to the day by the definition) as a day, no time.
        const days = await page.locator('.RaList-content li time').allInnerTexts();
        expect(days.length).toBeGreaterThan(0);
        for (const day of days) expect(day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

        await page.locator('.RaList-content li a').first().click();
        await page.locator('.show-page').first().waitFor();
        const title = page.locator('#react-admin-title');
        await eventually(() => title.getAttribute('title'), 'the whole title as the tooltip of the cut one').toMatch(/^Pendência /);
        const bar = await page.evaluate(() => {
          const node = document.getElementById('react-admin-title')!;
          return { shown: node.clientWidth, lines: Math.round(node.clientHeight / parseFloat(getComputedStyle(node).lineHeight)) };
        });
        expect(bar.shown, 'room for the title beside the bar buttons').toBeGreaterThan(120);
        expect(bar.lines).toBeLessThanOrEqual(2);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'pixels the show page scrolls sideways').toBeLessThanOrEqual(0);
        const actions = await page
          .locator('.show-page .MuiToolbar-root button, .show-page .MuiToolbar-root a')
          .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
        expect(actions.length).toBeGreaterThan(0);
        expect(
          actions.filter((right) => right > 390),
          'show actions out of view',
        ).toEqual([]);
      },
      { timezoneId: 'America/Sao_Paulo' },
    );
  });

  test('the CSV export writes a deadline kept to the day as that day in the user zone, in ISO order', async () => {
    const fixtures = readFixture<{ publicId: string; limitDate?: string }>('pendency');
    await withPage(
      'csv dates',
      async (page) => {
        await openList(page, url(), 'pendency');
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar', exact: true }).click()]);
        const path = await download.path();
        const [header, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
        const columns = csvCells(header!);
        const due = columns.indexOf('Prazo');
        const code = columns.indexOf('Código');
        expect(due).toBeGreaterThanOrEqual(0);
        let compared = 0;
        for (const line of lines.slice(0, 10)) {
          const cells = csvCells(line);
          const record = fixtures.find((pendency) => pendency.publicId === cells[code]);
          if (!record?.limitDate) continue;
          // The deadline's day in São Paulo, as a spreadsheet reads it in any language.
          const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
            new Date(record.limitDate),
          );
          expect(cells[due]).toBe(expected);
          compared += 1;
        }
        expect(compared, 'exported deadlines compared with the fixtures').toBeGreaterThan(0);
      },
      { timezoneId: 'America/Sao_Paulo' },
    );
  });
});
