// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CoreAdminContext, RecordContextProvider, ResourceContextProvider, useRecordContext } from 'ra-core';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import basePt from '../../locales/pt.json';
import enginePt from '../locales/pt.json';
import { deepMerge } from '../i18n/buildMessages';
import { renderResourceView } from '../testing/renderResourceView';
import { sampleModel } from '../testing/sampleModel';
import { GeneratedList } from './GeneratedList';
import { ListRow } from './ListRow';
import { ROW_CHECKBOX_CLASS } from './RowCheckbox';

const pt = deepMerge(enginePt, basePt);
const PARTS = ['Bomba', 'Válvula', 'Motor', 'Filtro'].map((name, index) => ({ id: `p${index}`, _id: `p${index}`, name, kind: 0, active: true }));

async function partsList() {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: PARTS, total: PARTS.length })),
    getMany: vi.fn(async () => ({ data: [] })),
  } as unknown as DataProvider;
  const { container } = renderResourceView(<GeneratedList />, {
    model: sampleModel(),
    resource: 'part',
    dataProvider,
    messages: pt,
    route: { path: '/part', url: '/part' },
  });
  await screen.findByText('Bomba');
  const boxes = () => screen.getAllByRole('checkbox', { name: 'Selecionar esta linha' }) as HTMLInputElement[];
  return { container, boxes };
}

describe('ListRow', () => {
  it("gives each row a named selection box in the row's first cell, unchecked at first", async () => {
    const { boxes } = await partsList();
    expect(boxes()).toHaveLength(PARTS.length);
    expect(boxes().every((box) => !box.checked && !box.disabled)).toBe(true);
    expect(boxes()[0]!.closest('td')?.nextElementSibling?.textContent).toContain('Bomba');
    expect(boxes()[0]!.closest(`.${ROW_CHECKBOX_CLASS}`)?.classList.contains('select-item')).toBe(true);
  });

  it('selects a row with a click on its box, which opens nothing, and unselects it with another', async () => {
    const { boxes } = await partsList();
    fireEvent.click(boxes()[1]!);
    expect(boxes().map((box) => box.checked)).toEqual([false, true, false, false]);
    expect(boxes()[1]!.closest(`.${ROW_CHECKBOX_CLASS}`)?.classList.contains('Mui-checked')).toBe(true);
    // Still the list: the click selected the row without opening its record.
    expect(screen.getByText('Bomba')).toBeTruthy();
    fireEvent.click(boxes()[1]!);
    expect(boxes().map((box) => box.checked)).toEqual([false, false, false, false]);
  });

  it('selects the rows between two boxes with the shift key, and offers the bulk actions', async () => {
    const { boxes } = await partsList();
    fireEvent.click(boxes()[0]!);
    fireEvent.click(boxes()[2]!, { shiftKey: true });
    expect(boxes().map((box) => box.checked)).toEqual([true, true, true, false]);
    expect(await screen.findByRole('button', { name: /Excluir/i })).toBeTruthy();
  });

  it('draws each column in a cell named after its field, as react-admin does', async () => {
    const { container } = await partsList();
    const firstRow = container.querySelector('tbody tr')!;
    expect(
      within(firstRow as HTMLElement)
        .getByText('Bomba')
        .closest('td')?.className,
    ).toContain('column-name');
    expect(firstRow.className).toContain('RaDatagrid-row');
  });
});

/** A field that asks its cell to align it, as react-admin's number fields do. */
function Amount(_props: { source: string; textAlign: 'right'; cellClassName: string }) {
  return <span>{String(useRecordContext()?.amount)}</span>;
}

describe('ListRow cells', () => {
  it("aligns a cell as its field asks and adds the field's cell class, as react-admin's cells do", () => {
    render(
      <CoreAdminContext>
        <ResourceContextProvider value="part">
          <table>
            <tbody>
              <RecordContextProvider value={{ id: 'p1', amount: 42 }}>
                <ListRow id="p1">
                  <Amount source="amount" textAlign="right" cellClassName="money" />
                </ListRow>
              </RecordContextProvider>
            </tbody>
          </table>
        </ResourceContextProvider>
      </CoreAdminContext>,
    );
    const cell = screen.getByText('42').closest('td')!;
    expect(cell.className.split(' ')).toEqual(expect.arrayContaining(['MuiTableCell-alignRight', 'column-amount', 'money', 'MuiTableCell-body']));
  });
});
