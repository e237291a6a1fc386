// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider, type AuthProvider, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeAccess } from '../registry/access';
import { RegistryProvider } from '../registry/RegistryContext';
import { testAuthProvider } from '../testing/testAuthProvider';
import { testResourceModel } from '../testing/testResourceModel';
import { KnownReferenceLabelsProvider } from './KnownReferenceLabels';
import { ReferenceListField } from './ReferenceListField';

afterEach(cleanup);

const model = { resources: [testResourceModel({ name: 'user' }), testResourceModel({ name: 'project', access: normalizeAccess({ roles: ['ADMIN'] }) })] };

const signedIn = (roles: string[], screens: string[]): AuthProvider =>
  testAuthProvider({
    getPermissions: async () => ({ roles, userId: 'u1', projectIds: ['p1'] }),
    canAccess: async ({ resource, action }) => screens.includes(`${resource}.${action}`),
  });

function drawn(authProvider: AuthProvider, getMany: DataProvider['getMany']) {
  return render(
    <MemoryRouter>
      <RegistryProvider value={model}>
        <KnownReferenceLabelsProvider value={(resource, id) => (resource === 'project' && id === 'p1' ? 'Refinaria Norte' : undefined)}>
          <AdminContext dataProvider={{ getMany } as unknown as DataProvider} authProvider={authProvider} queryClient={new QueryClient()}>
            <ResourceContextProvider value="user">
              <RecordContextProvider value={{ id: 'u1', projects: ['p1', 'p2'] }}>
                <ReferenceListField source="projects" reference="project" />
              </RecordContextProvider>
            </ResourceContextProvider>
          </AdminContext>
        </KnownReferenceLabelsProvider>
      </RegistryProvider>
    </MemoryRouter>,
  );
}

const projects = () => vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids.map((id) => ({ id, name: `Project ${id}` })) }));

describe('ReferenceListField', () => {
  it('shows each referenced record as a chip linked to the screen the guard opens', async () => {
    drawn(signedIn(['ADMIN'], ['project.show']), projects() as unknown as DataProvider['getMany']);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/project/p1/show', '/project/p2/show']);
  });

  it('shows the chips without links when the guard opens none of their screens', async () => {
    drawn(signedIn(['ADMIN'], []), projects() as unknown as DataProvider['getMany']);
    expect(await screen.findByText('Project p2')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks nothing when the role may not read them: the labels the app knows, then "no access" for the rest', async () => {
    const getMany = vi.fn();
    const { container } = drawn(signedIn(['PROJECT_ADMIN'], ['project.show']), getMany);
    expect(await screen.findByText('Refinaria Norte')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.textContent).toBe('Refinaria Norteforms.show.noAccess');
    expect(getMany).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
