// @vitest-environment happy-dom
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { normalizeAccess } from '../registry/access';
import { RegistryProvider } from '../registry/RegistryContext';
import type { ResourceModel } from '../registry/types';
import { testAuthProvider } from '../testing/testAuthProvider';
import { KnownReferenceChoicesProvider, type UseKnownReferenceChoices } from '../views/KnownReferenceChoices';
import { KnownReferenceLabelsProvider } from '../views/KnownReferenceLabels';
import { SchemaForm } from './SchemaForm';
import { ownerResource, petResource, testI18nProvider, testMessages } from './testFixtures';
import { petDataProvider } from './testHarness';

/** An owner with a list of pets too; pets are listed and read by ADMIN alone. */
const owner: ResourceModel = {
  ...ownerResource,
  schema: {
    ...ownerResource.schema,
    properties: { ...ownerResource.schema.properties, pets: { title: 'Companheiros', type: 'array', items: { type: 'string' } } },
  },
  form: { ...ownerResource.form, fields: [...ownerResource.form.fields, 'pets'] },
  references: { petId: { resource: 'pet' }, 'pets[]': { resource: 'pet' } },
};
const adminsOnlyPets: ResourceModel = { ...petResource, access: normalizeAccess({ roles: ['ADMIN'] }) };

/** The app knows two pets on its own (the session's), as a hook. */
const knowsTwoPets: UseKnownReferenceChoices = (resource) =>
  resource === 'pet'
    ? {
        isPending: false,
        choices: [
          { id: 'p1', label: 'Rex (da sessão)' },
          { id: 'p2', label: 'Bolinha (da sessão)' },
        ],
      }
    : undefined;

function renderAs(roles: string[], ui: ReactElement, { known }: { known?: UseKnownReferenceChoices } = {}) {
  const { dataProvider, getList, getMany } = petDataProvider();
  const authProvider = testAuthProvider({ getPermissions: async () => ({ roles, userId: 'u1', scopes: { project: ['x1'] } }), canAccess: async () => true });
  const form = (
    <KnownReferenceLabelsProvider value={(resource, id) => (resource === 'pet' && id === 'p3' ? 'Bob (da sessão)' : undefined)}>
      {ui}
    </KnownReferenceLabelsProvider>
  );
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider} authProvider={authProvider}>
      <RegistryProvider value={{ resources: [owner, adminsOnlyPets] }}>
        {known ? <KnownReferenceChoicesProvider value={known}>{form}</KnownReferenceChoicesProvider> : form}
      </RegistryProvider>
    </AdminContext>,
  );
  return { getList, getMany };
}

const petInput = () => screen.getByRole('combobox', { name: 'Bicho' }) as HTMLInputElement;
const reason = testMessages.forms.reference.unlisted;

describe('useReferenceChoices: a reference select asks for nothing its user may not read', () => {
  it('searches the API as ever for a role that may list the records', async () => {
    const user = userEvent.setup();
    const { getList } = renderAs(['ADMIN'], <SchemaForm resource={owner} onSubmit={vi.fn()} />, { known: knowsTwoPets });
    await waitFor(() => expect(petInput().disabled).toBe(false));
    await user.click(petInput());
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['P1 - Rex', 'P2 - Bolinha', 'P3 - Bob']);
    expect(getList).toHaveBeenCalled();
  });

  it("offers the app's own records to a role that may not list them, searched by their labels, and asks the API nothing", async () => {
    const user = userEvent.setup();
    const { getList, getMany } = renderAs(['USER'], <SchemaForm resource={owner} onSubmit={vi.fn()} defaultValue={{ petId: 'p3' }} />, {
      known: knowsTwoPets,
    });
    await waitFor(() => expect(petInput().value).toBe('Bob (da sessão)'));
    await user.click(petInput());
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Bob (da sessão)', 'Rex (da sessão)', 'Bolinha (da sessão)']);
    await user.clear(petInput());
    await user.keyboard('boli');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bolinha (da sessão)']));
    expect(getList).not.toHaveBeenCalled();
    expect(getMany).not.toHaveBeenCalled();
  });

  it('keeps the value, by its known label and read-only with the reason, when the app knows none of them; it asks nothing', async () => {
    const { getList, getMany } = renderAs(['USER'], <SchemaForm resource={owner} onSubmit={vi.fn()} defaultValue={{ petId: 'p3', pets: ['p3', 'p9'] }} />);
    await waitFor(() => expect(petInput().disabled).toBe(true));
    expect(petInput().value).toBe('Bob (da sessão)');
    expect(screen.getAllByText(reason)).toHaveLength(2);
    // A value the session cannot name says so, rather than showing a raw id.
    const pets = screen.getByRole('combobox', { name: 'Companheiros' }).closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(pets).getByText('Bob (da sessão)')).not.toBeNull();
    expect(within(pets).getByText(testMessages.forms.show.noAccess)).not.toBeNull();
    expect(within(pets).queryByText('p9')).toBeNull();
    expect(getList).not.toHaveBeenCalled();
    expect(getMany).not.toHaveBeenCalled();
  });

  it('locks the project-scope field for a writer who may not list its records, saying the API sets it', async () => {
    renderAs(['USER'], <SchemaForm resource={{ ...owner, projectScope: { field: 'petId' } }} onSubmit={vi.fn()} defaultValue={{ petId: 'p3' }} />, {
      known: knowsTwoPets,
    });
    await waitFor(() => expect(petInput().disabled).toBe(true));
    expect(petInput().value).toBe('Bob (da sessão)');
    expect(screen.getByText(testMessages.forms.reference.scope)).not.toBeNull();
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('lets the writer take away only the values it may grant: the others have no remove button', async () => {
    const withGrant = { ...owner, grants: [{ field: 'pets[]', kind: 'project' as const }] };
    renderAs(
      ['USER'],
      <SchemaForm
        resource={withGrant}
        onSubmit={vi.fn()}
        defaultValue={{ pets: ['p1', 'p3'] }}
        writer={{ userId: 'u1', roles: ['USER'], scopes: { project: ['x1'] } }}
      />,
      { known: knowsTwoPets },
    );
    const pets = screen.getByRole('combobox', { name: 'Companheiros' }).closest('.MuiAutocomplete-root') as HTMLElement;
    await within(pets).findByText('Bob (da sessão)');
    // The writer's projects are x1 only: neither chip is its to take away, and the field offers nothing else.
    expect(pets.querySelectorAll('.MuiChip-deleteIcon')).toHaveLength(0);
  });
});
