// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, RecordContextProvider, ResourceContextProvider, type AuthProvider, type DataProvider, type RaRecord } from 'ra-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeAccess } from '../registry/access';
import { RegistryProvider } from '../registry/RegistryContext';
import { testAuthProvider } from '../testing/testAuthProvider';
import { testResourceModel } from '../testing/testResourceModel';
import { KnownReferenceLabelsProvider, type KnownReferenceLabel } from './KnownReferenceLabels';
import { ReferenceLinkField } from './ReferenceLinkField';

afterEach(cleanup);

/** Disciplines any signed-in role reads; projects only ADMIN. */
const model = {
  resources: [
    testResourceModel({ name: 'activity' }),
    testResourceModel({ name: 'discipline' }),
    testResourceModel({ name: 'project', access: normalizeAccess({ roles: ['ADMIN'] }) }),
  ],
};

/** Signed in with `roles`; the guard opens the screens in `screens` (`discipline.show` ...). */
const signedIn = (roles: string[], screens: string[]): AuthProvider =>
  testAuthProvider({
    getPermissions: async () => ({ roles, userId: 'u1', projectIds: ['p1'] }),
    canAccess: async ({ resource, action }) => screens.includes(`${resource}.${action}`),
  });

const EVERY_SCREEN = ['discipline.show', 'discipline.edit', 'project.show', 'project.edit'];

function drawn(
  record: RaRecord,
  getMany: DataProvider['getMany'],
  { reference = 'discipline', source = 'disciplineId', authProvider = signedIn(['ADMIN'], EVERY_SCREEN), known = () => undefined } = {} as {
    reference?: string;
    source?: string;
    authProvider?: AuthProvider;
    known?: KnownReferenceLabel;
  },
) {
  const onRowClick = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={['/activity']}>
      <RegistryProvider value={model}>
        <KnownReferenceLabelsProvider value={known}>
          <CoreAdminContext
            dataProvider={{ getMany } as unknown as DataProvider}
            authProvider={authProvider}
            queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            <Routes>
              <Route
                path="/activity"
                element={
                  <ResourceContextProvider value="activity">
                    <RecordContextProvider value={record}>
                      <div onClick={onRowClick}>
                        <ReferenceLinkField source={source} reference={reference} />
                      </div>
                    </RecordContextProvider>
                  </ResourceContextProvider>
                }
              />
              <Route path="/discipline/:id/show" element={<p>discipline page</p>} />
              <Route path="/discipline/:id" element={<p>discipline form</p>} />
            </Routes>
          </CoreAdminContext>
        </KnownReferenceLabelsProvider>
      </RegistryProvider>
    </MemoryRouter>,
  );
  return { ...view, onRowClick };
}

const disciplines = () => vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids.map((id) => ({ id, name: `Discipline ${id}` })) }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('ReferenceLinkField', () => {
  it("shows the referenced record's name, linked to its show page; the click opens it, not the row", async () => {
    const getMany = disciplines();
    // Every address the link ever shows: one drawn with a late read must not point, even
    // for a moment, at the row's own record.
    const hrefsShown = new Set<string | null>();
    const watcher = new MutationObserver(() => document.querySelectorAll('a').forEach((a) => hrefsShown.add(a.getAttribute('href'))));
    watcher.observe(document.body, { subtree: true, childList: true, attributes: true });
    const { onRowClick } = drawn({ id: 'a1', disciplineId: 'd1' }, getMany as unknown as DataProvider['getMany']);
    const link = await screen.findByRole('link', { name: 'Discipline d1' });
    await settle();
    watcher.disconnect();
    expect(link.getAttribute('href')).toBe('/discipline/d1/show');
    expect([...hrefsShown]).toEqual(['/discipline/d1/show']);
    expect(getMany).toHaveBeenCalledWith('discipline', expect.objectContaining({ ids: ['d1'] }));
    fireEvent.click(link);
    expect(await screen.findByText('discipline page')).toBeTruthy();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('links to the edit form when the guard opens that screen and not the show page', async () => {
    const getMany = disciplines();
    drawn({ id: 'a1', disciplineId: 'd1' }, getMany as unknown as DataProvider['getMany'], { authProvider: signedIn(['PROJECT_ADMIN'], ['discipline.edit']) });
    const link = await screen.findByRole('link', { name: 'Discipline d1' });
    expect(link.getAttribute('href')).toBe('/discipline/d1');
  });

  it('shows the name as plain text to a role that may read the record but may open none of its screens', async () => {
    const getMany = disciplines();
    drawn({ id: 'a1', disciplineId: 'd1' }, getMany as unknown as DataProvider['getMany'], { authProvider: signedIn(['USER'], []) });
    expect(await screen.findByText('Discipline d1')).toBeTruthy();
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
    expect(getMany).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a record the role may not read, and shows the label the app knows of it as text', async () => {
    const getMany = vi.fn();
    const known: KnownReferenceLabel = (resource, id) => (resource === 'project' && id === 'p1' ? 'Refinaria Norte' : undefined);
    drawn({ id: 'a1', projectId: 'p1' }, getMany, { reference: 'project', source: 'projectId', authProvider: signedIn(['USER'], EVERY_SCREEN), known });
    expect(await screen.findByText('Refinaria Norte')).toBeTruthy();
    await settle();
    expect(getMany).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says "no access" for a record the role may not read and the app does not know, without asking', async () => {
    const getMany = vi.fn();
    const { container } = drawn({ id: 'a1', projectId: 'p9' }, getMany, { reference: 'project', source: 'projectId', authProvider: signedIn(['USER'], []) });
    await settle();
    expect(container.textContent).toBe('forms.show.noAccess');
    expect(getMany).not.toHaveBeenCalled();
  });

  it('shows a dash and asks nothing when the record points at nothing', async () => {
    const getMany = vi.fn();
    const { container } = drawn({ id: 'a1', disciplineId: null }, getMany);
    await settle();
    expect(container.textContent).toBe('—');
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
