import type { Page } from 'playwright-core';

/**
 * The texts shown in the column headed `header` of the page's table, top to bottom;
 * empty when no table is shown (an empty list). Read once: poll it to wait for a change.
 */
export function listColumn(page: Page, header: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const table = document.querySelector('table');
    if (!table) return [];
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? '');
    const index = headers.indexOf(wanted);
    if (index < 0) return [];
    return [...table.querySelectorAll('tbody tr')].map((row) => row.children[index]?.textContent?.trim() ?? '');
  }, header);
}
