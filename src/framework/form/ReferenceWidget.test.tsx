// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from './SchemaForm';
import { ownerResource } from './testFixtures';
import { petDataProvider, renderInAdmin } from './testHarness';

const petInput = () => screen.getByRole('combobox', { name: /Bicho/ }) as HTMLInputElement;

describe('ReferenceWidget', () => {
  it("lists the referenced records with their labels, sorted as the target's list, as many at once as the target's choicesPerPage", async () => {
    const user = userEvent.setup();
    const { dataProvider, getList } = petDataProvider();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} />, dataProvider);

    await user.click(petInput());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['P1 - Rex', 'P2 - Bolinha', 'P3 - Bob']);
    expect(getList).toHaveBeenCalledWith(
      'pet',
      expect.objectContaining({
        pagination: { page: 1, perPage: 40 },
        sort: { field: 'code', order: 'ASC' },
        filter: {},
      }),
    );
  });

  it('searches on the first text filter of the target once typing pauses', async () => {
    const user = userEvent.setup();
    const { dataProvider, getList } = petDataProvider();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} />, dataProvider);

    await user.click(petInput());
    await screen.findByRole('option', { name: 'P1 - Rex' });
    await user.keyboard('bo');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['P2 - Bolinha', 'P3 - Bob']));
    const filters = getList.mock.calls.map(([, params]) => params.filter);
    expect(filters).toContainEqual({ name: 'bo' });
    expect(filters).not.toContainEqual({ name: 'b' });
  });

  it('shows the label of the current value, even outside the first page, without asking for the choices until the list opens', async () => {
    const user = userEvent.setup();
    const { dataProvider, getMany, getList } = petDataProvider();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} defaultValue={{ petId: 'p3' }} />, dataProvider);

    await waitFor(() => expect(petInput().value).toBe('P3 - Bob'));
    expect(getMany).toHaveBeenCalledWith('pet', expect.objectContaining({ ids: ['p3'] }));
    expect(getList).not.toHaveBeenCalled();
    await user.click(petInput());
    await screen.findByRole('option', { name: 'P1 - Rex' });
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('clears the value when the text is deleted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} defaultValue={{ name: 'Ana', email: 'a@b.co', petId: 'p1' }} />);

    await waitFor(() => expect(petInput().value).toBe('P1 - Rex'));
    await user.clear(petInput());
    expect(petInput().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'a@b.co' });
  });
});
