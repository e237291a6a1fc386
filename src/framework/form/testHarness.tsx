/**
 * Renders form components inside react-admin's contexts and the registry, with an
 * in-memory data provider of pets, for the component tests.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, type DataProvider, type RaRecord } from 'react-admin';
import { vi } from 'vitest';
import { RegistryProvider } from '../registry/RegistryContext';
import type { RegistryModel } from '../registry/types';
import { ownerResource, petResource, testI18nProvider } from './testFixtures';

export const pets: RaRecord[] = [
  { id: 'p1', code: 'P1', name: 'Rex', species: 'dog' },
  { id: 'p2', code: 'P2', name: 'Bolinha', species: 'cat' },
  { id: 'p3', code: 'P3', name: 'Bob', species: 'dog' },
];

const registry: RegistryModel = { resources: [ownerResource, petResource] };

/** A data provider answering `getList` (filtered by `name`) and `getMany` over {@link pets}. */
export function petDataProvider() {
  const getList = vi.fn(async (_resource: string, params: { filter?: Record<string, unknown> }) => {
    const name = typeof params.filter?.name === 'string' ? params.filter.name.toLowerCase() : '';
    const data = pets.filter((pet) => String(pet.name).toLowerCase().includes(name));
    return { data, total: data.length };
  });
  const getMany = vi.fn(async (_resource: string, params: { ids: unknown[] }) => ({
    data: pets.filter((pet) => params.ids.includes(pet.id)),
  }));
  const dataProvider = { getList, getMany } as unknown as DataProvider;
  return { dataProvider, getList, getMany };
}

/** `render` inside `<AdminContext>` and `<RegistryProvider>`; `rerender` keeps the wrappers. */
export function renderInAdmin(ui: ReactElement, dataProvider: DataProvider = petDataProvider().dataProvider) {
  const wrap = (element: ReactElement) => (
    <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider}>
      <RegistryProvider value={registry}>{element}</RegistryProvider>
    </AdminContext>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

/**
 * The texts a field points at with `aria-describedby` (its error messages and help). rjsf's
 * MUI theme puts the attribute on the TextField around the input, hence `closest`.
 */
export function describedText(element: HTMLElement): string {
  return (element.closest('[aria-describedby]')?.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .filter((text) => text !== '')
    .join(' ');
}
