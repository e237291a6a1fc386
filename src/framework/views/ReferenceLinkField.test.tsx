// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider, type RaRecord } from 'ra-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferenceLinkField } from './ReferenceLinkField';

afterEach(cleanup);

function drawn(record: RaRecord, getMany: DataProvider['getMany']) {
  const onRowClick = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={['/activity']}>
      <CoreAdminContext dataProvider={{ getMany } as unknown as DataProvider} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Routes>
          <Route
            path="/activity"
            element={
              <ResourceContextProvider value="activity">
                <RecordContextProvider value={record}>
                  <div onClick={onRowClick}>
                    <ReferenceLinkField source="disciplineId" reference="discipline" />
                  </div>
                </RecordContextProvider>
              </ResourceContextProvider>
            }
          />
          <Route path="/discipline/:id/show" element={<p>discipline page</p>} />
        </Routes>
      </CoreAdminContext>
    </MemoryRouter>,
  );
  return { ...view, onRowClick };
}

describe('ReferenceLinkField', () => {
  it("shows the referenced record's name, linked to its show page; the click opens it, not the row", async () => {
    const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids.map((id) => ({ id, name: `Discipline ${id}` })) }));
    // Every address the link ever shows: one drawn with a late read must not point, even
    // for a moment, at the row's own record.
    const hrefsShown = new Set<string | null>();
    const watcher = new MutationObserver(() => document.querySelectorAll('a').forEach((a) => hrefsShown.add(a.getAttribute('href'))));
    watcher.observe(document.body, { subtree: true, childList: true, attributes: true });
    const { onRowClick } = drawn({ id: 'a1', disciplineId: 'd1' }, getMany as unknown as DataProvider['getMany']);
    const link = await screen.findByRole('link', { name: 'Discipline d1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    watcher.disconnect();
    expect(link.getAttribute('href')).toBe('/discipline/d1/show');
    expect([...hrefsShown]).toEqual(['/discipline/d1/show']);
    expect(getMany).toHaveBeenCalledWith('discipline', expect.objectContaining({ ids: ['d1'] }));
    fireEvent.click(link);
    expect(await screen.findByText('discipline page')).toBeTruthy();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows a dash and asks nothing when the record points at nothing', async () => {
    const getMany = vi.fn();
    const { container } = drawn({ id: 'a1', disciplineId: null }, getMany);
    expect(container.textContent).toBe('—');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getMany).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("shows an error mark with the failure's message, and no link, when the record cannot be read", async () => {
    const getMany = vi.fn(async () => {
      throw new Error('Discipline service down');
    });
    const { container } = drawn({ id: 'a1', disciplineId: 'd1' }, getMany);
    expect(await screen.findByText('Discipline service down')).toBeTruthy();
    expect(container.querySelector('[data-testid="ErrorIcon"]')).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
