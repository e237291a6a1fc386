// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';
import type { GrantWriter } from './grantedFieldOptions';
import { SchemaForm } from './SchemaForm';
import { renderInAdmin } from './testHarness';

/** A directory of members: their roles and the pets (standing for projects) they may look after are granted. */
const memberResource: ResourceModel = testResourceModel({
  name: 'member',
  api: { style: 'simple-rest', path: 'member', idField: 'id', list: { path: 'member', paged: false, countParam: 'count' } },
  operations: ['list', 'create', 'edit'],
  menu: { group: 'test', order: 1, hidden: false },
  schema: {
    type: 'object',
    properties: {
      name: { title: 'Name', type: 'string' },
      roles: {
        title: 'Roles',
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: {
              title: 'Role',
              type: 'string',
              oneOf: [
                { const: 'ADMIN', title: 'Administrator' },
                { const: 'MANAGER', title: 'Manager' },
                { const: 'MEMBER', title: 'Member' },
                { const: 'VIEWER', title: 'Viewer' },
              ],
            },
          },
        },
      },
      pets: { title: 'Pets', type: 'array', items: { type: 'string' } },
    },
  },
  form: { fields: ['name', 'roles', 'pets'], uiSchema: {} },
  references: { 'pets[]': { resource: 'pet' } },
  grants: [
    { field: 'roles[].name', kind: 'role', grantable: { MANAGER: ['MEMBER', 'VIEWER'] } },
    { field: 'pets[]', kind: 'project' },
  ],
});

const manager: GrantWriter = { userId: 'm1', roles: ['MANAGER'], scopes: { project: ['p1', 'p3'] } };
const roleSelect = () => screen.getByRole('combobox', { name: /Role/ });
/** The choices of the open select, without its empty one (the role is not required here). */
const choices = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter(Boolean);

describe('SchemaForm and a resource with grants', () => {
  it('offers only the roles and pets the writer may grant', async () => {
    const user = userEvent.setup();
    renderInAdmin(
      <SchemaForm
        resource={memberResource}
        writer={manager}
        defaultValue={{ id: 'u2', name: 'Ana', roles: [{ name: 'MEMBER' }], pets: [] }}
        onSubmit={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('combobox', { name: /Role/ }));
    expect(choices()).toEqual(['Member', 'Viewer']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /Pets/ }));
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['P1 - Rex', 'P3 - Bob']));
  });

  it('offers every role to a writer without narrowing (no writer given)', async () => {
    const user = userEvent.setup();
    renderInAdmin(<SchemaForm resource={memberResource} defaultValue={{ id: 'u2', roles: [{ name: 'MEMBER' }] }} onSubmit={vi.fn()} />);
    await user.click(await screen.findByRole('combobox', { name: /Role/ }));
    expect(choices()).toEqual(['Administrator', 'Manager', 'Member', 'Viewer']);
  });

  it("keeps every granted field of the writer's own record read-only and says why, its other fields editable", async () => {
    renderInAdmin(
      <SchemaForm
        resource={memberResource}
        writer={manager}
        defaultValue={{ id: 'm1', name: 'Me', roles: [{ name: 'MANAGER' }], pets: ['p1'] }}
        onSubmit={vi.fn()}
      />,
    );
    await waitFor(() => expect(roleSelect().getAttribute('aria-disabled')).toBe('true'));
    expect((screen.getByRole('combobox', { name: /Pets/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText('Seus acessos são alterados por outro gerente.')).toHaveLength(2);
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).disabled).toBe(false);
  });
});
