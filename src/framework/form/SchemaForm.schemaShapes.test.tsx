// @vitest-environment happy-dom
/**
 * Edit works for every shape of schema the registry accepts: a closed object, `oneOf` of
 * objects, `anyOf` with null, a `$ref` chain and arrays of objects inside arrays of objects.
 * The schema goes through the registry loader, as an entity's files do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadRegistry } from '../registry/loadRegistry';
import type { ResourceModel } from '../registry/types';
import { SchemaForm } from './SchemaForm';
import { renderInAdmin } from './testHarness';

const read = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8');

function shapeResource(): ResourceModel {
  const result = loadRegistry({
    schemas: { 'common.schema.json': read('../../../schemas/common.schema.json'), 'shape.schema.json': read('schemaShapes/shape.schema.json') },
    resources: { 'shape.resource.json': read('schemaShapes/shape.resource.json') },
  });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.model.resources[0]!;
}

const record = {
  id: '0123456789abcdef01234567',
  _id: '0123456789abcdef01234567',
  name: 'Tank farm',
  location: { lat: -22.9, lon: -47.06 },
  contact: { phone: '1932101000' },
  limit: null,
  stages: [
    {
      label: 'Mechanical',
      checks: [
        { item: 'Bolts', done: true },
        { item: 'Gaskets', done: false },
      ],
    },
    { label: 'Electrical', checks: [] },
  ],
  createdAt: '2026-01-02T03:04:05.000Z',
};

const save = () => screen.getByRole('button', { name: 'Save' });
const textbox = (name: string, index = 0) => screen.getAllByRole('textbox', { name: new RegExp(`^${name}`) })[index]!;
const spinbutton = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) });

describe('SchemaForm on every schema shape', () => {
  it('saves a record unchanged with one click: every nested value goes back as it came', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={shapeResource()} onSubmit={onSubmit} defaultValue={record} />);

    expect((textbox('Phone') as HTMLInputElement).value).toBe('1932101000');
    expect((textbox('Item', 1) as HTMLInputElement).value).toBe('Gaskets');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(record);
  });

  it('edits values at the end of a $ref chain and inside an array of an array', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={shapeResource()} onSubmit={onSubmit} defaultValue={record} />);

    await user.clear(spinbutton('Latitude'));
    await user.type(spinbutton('Latitude'), '-23.5');
    await user.clear(textbox('Item', 1));
    await user.type(textbox('Item', 1), 'Seals');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({
      ...record,
      location: { lat: -23.5, lon: -47.06 },
      stages: [
        {
          label: 'Mechanical',
          checks: [
            { item: 'Bolts', done: true },
            { item: 'Seals', done: false },
          ],
        },
        record.stages[1],
      ],
    });
  });

  it("switches a oneOf to its other option and sends only that option's fields", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={shapeResource()} onSubmit={onSubmit} defaultValue={record} />);

    const option = screen.getByRole('combobox', { name: /Contact/ });
    await user.click(option);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'By e-mail' }));
    await user.type(textbox('E-mail'), 'site@example.com');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ ...record, contact: { email: 'site@example.com' } });
  });

  it('shows every error at once on one Save click, nested ones included, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={shapeResource()} onSubmit={onSubmit} defaultValue={record} />);

    await user.clear(textbox('Name'));
    await user.clear(spinbutton('Latitude'));
    await user.type(spinbutton('Latitude'), '200');
    await user.clear(textbox('Phone'));
    await user.type(textbox('Phone'), '12');
    await user.clear(textbox('Item', 0));
    await user.click(save());

    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^4 /));
    for (const field of [textbox('Name'), spinbutton('Latitude'), textbox('Phone'), textbox('Item', 0)]) {
      expect(field.getAttribute('aria-invalid'), field.id).toBe('true');
    }
  });
});
