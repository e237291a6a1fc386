// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import basePt from '../../locales/pt.json';
import enginePt from '../locales/pt.json';
import { deepMerge } from '../i18n/buildMessages';
import { renderResourceView } from '../testing/renderResourceView';
import { sampleModel } from '../testing/sampleModel';
import { GeneratedList } from './GeneratedList';
import { loadWindowedRows, WINDOW_FROM_ROWS } from './windowedRowsLoader';

const pt = deepMerge(enginePt, basePt);

function partsPage(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    _id: `p${index}`,
    name: `Peça ${String(index).padStart(4, '0')}`,
    kind: 0,
    active: true,
  }));
}

/** The generated list of `part` asking for a page of `count` rows (perPage in the address, as the pagination does). */
async function listOf(count: number) {
  const data = partsPage(count);
  const dataProvider = { getList: vi.fn(async () => ({ data, total: count })), getMany: vi.fn(async () => ({ data: [] })) } as unknown as DataProvider;
  renderResourceView(<GeneratedList />, {
    model: sampleModel(),
    resource: 'part',
    dataProvider,
    messages: pt,
    route: { path: '/part', url: `/part?perPage=${count}` },
  });
  const table = await screen.findByRole('table');
  await within(table).findByText('Peça 0000');
  return table;
}

const recordRows = (table: HTMLElement) => table.querySelectorAll('tbody tr[class*="RaDatagrid-row"]');

describe('ListBody', () => {
  // The test DOM lays nothing out: a table row is given the height a browser gives it.
  const realHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'TR' ? 53 : (realHeight.get?.call(this) as number);
      },
    });
  });
  afterAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', realHeight);
  });

  // First in this file: no long page has been drawn yet, so React's lazy loader has never run.
  it('draws a long page windowed from its first frame when its windowing code came before its rows', async () => {
    // As the address asking for a long page does (preloadRouteView).
    await loadWindowedRows();
    let mostRows = 0;
    const observer = new MutationObserver(() => (mostRows = Math.max(mostRows, document.querySelectorAll('tbody tr[class*="RaDatagrid-row"]').length)));
    observer.observe(document.body, { childList: true, subtree: true });
    const table = await listOf(1000);
    observer.disconnect();
    expect(table.querySelector('tbody tr[aria-hidden]:last-child')).not.toBeNull();
    // Never the 40 rows drawn while the windowing code loads: the rows on screen and a dozen around them.
    expect(mostRows).toBeGreaterThan(0);
    expect(mostRows).toBeLessThan(40);
  });

  it('draws every row of a usual page, as react-admin does', async () => {
    const table = await listOf(WINDOW_FROM_ROWS - 1);
    expect(recordRows(table)).toHaveLength(WINDOW_FROM_ROWS - 1);
    expect(within(table).getByText(`Peça ${String(WINDOW_FROM_ROWS - 2).padStart(4, '0')}`)).toBeTruthy();
  });

  it('draws only the rows on screen of a 1 000-row page, and tells how many rows the table has', async () => {
    const table = await listOf(1000);
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    // The windowing code arrives: the rows after the screen give way to a spacer.
    await waitFor(() => expect(table.querySelector('tbody tr[aria-hidden]:last-child')).not.toBeNull());
    const rows = recordRows(table);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    // Each drawn row says where it stands among all rows (the header is row 1).
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('2');
    // The rows not drawn still take their room: the page is as tall as the 1 000 rows.
    const spacer = table.querySelector<HTMLElement>('tbody tr[aria-hidden]:last-child');
    expect(parseFloat(spacer?.style.height ?? '0')).toBeGreaterThan(30 * (1000 - rows.length - 1));
    expect(within(table).queryByText('Peça 0999')).toBeNull();
  });
});
