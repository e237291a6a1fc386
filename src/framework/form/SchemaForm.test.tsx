// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from './SchemaForm';
import { ownerResource } from './testFixtures';
import { describedText, renderInAdmin } from './testHarness';

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('SchemaForm', () => {
  it('shows the form fields in order with translated labels, help and choices', async () => {
    const user = userEvent.setup();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} />);

    const ids = [...document.querySelectorAll('input[id^=root_], [role=combobox][id^=root_]')].map((input) => input.id);
    expect(ids).toEqual(['root_email', 'root_name', 'root_cpf', 'root_cnpj', 'root_size', 'root_petId']);
    expect(screen.queryByText('Owner')).toBeNull();
    expect(textbox(/Nome do dono/)).toBeDefined();
    expect(textbox(/E-mail/)).toBeDefined();
    expect(describedText(textbox(/CPF/))).toBe('Apenas dígitos');
    expect(screen.queryByRole('textbox', { name: /Notes|Created|ID/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: /Size/ }));
    expect(screen.getByRole('option', { name: 'Pequeno' })).toBeDefined();
    expect(screen.getByRole('option', { name: 'Large' })).toBeDefined();
  });

  it('refuses invalid values with translated messages next to the fields, then submits the fixed data', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} />);

    await user.type(textbox(/Nome do dono/), 'Ana');
    await user.type(textbox(/E-mail/), 'ana@localhost');
    await user.type(textbox(/CPF/), '52998224724');
    await user.click(save());

    expect(describedText(textbox(/E-mail/))).toBe('Formato de email inválido');
    // The message takes the help's line while it shows: one line under each field.
    expect(describedText(textbox(/CPF/))).toBe('Formato de CPF inválido');
    expect(describedText(textbox(/Nome do dono/))).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(textbox(/E-mail/));
    await user.type(textbox(/E-mail/), 'ana@example.com');
    await user.clear(textbox(/CPF/));
    await user.type(textbox(/CPF/), '52998224725');
    await user.click(save());

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', cpf: '52998224725' });
    expect(screen.queryByText('Formato de email inválido')).toBeNull();
  });

  it('shows a field message once the user leaves the field, others only after a submit', async () => {
    const user = userEvent.setup();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} />);

    await user.type(textbox(/CNPJ/), '11222333000182');
    await user.tab();
    expect(describedText(textbox(/CNPJ/))).toBe('Formato de CNPJ inválido');
    expect(describedText(textbox(/Nome do dono/))).toBe('');
    expect(describedText(textbox(/E-mail/))).toBe('');

    await user.click(save());
    expect(describedText(textbox(/Nome do dono/))).toBe('Informe o nome do dono');
    expect(describedText(textbox(/E-mail/))).toBe('Campo obrigatório');

    // After the submit a fixed field clears on blur.
    await user.type(textbox(/E-mail/), 'ana@example.com');
    await user.tab();
    expect(describedText(textbox(/E-mail/))).toBe('');
  });

  it('clears a shown message while the user types the fix, before leaving the field', async () => {
    const user = userEvent.setup();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} />);
    await user.type(textbox(/CNPJ/), '11222333000182');
    await user.tab();
    expect(describedText(textbox(/CNPJ/))).toBe('Formato de CNPJ inválido');

    // Still in the field: the message must go as soon as the value is valid, so that the
    // Save button does not move under the pointer when the field loses focus on the click.
    await user.click(textbox(/CNPJ/));
    await user.keyboard('{Backspace}1');
    expect(textbox(/CNPJ/)).toHaveProperty('value', '11222333000181');
    // Once typing pauses.
    await waitFor(() => expect(describedText(textbox(/CNPJ/))).toBe(''));
  });

  it('puts server errors on their fields, keeps what was typed and clears a message when its field is edited', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const props = { resource: ownerResource, onSubmit, defaultValue: { name: 'Rex', email: 'rex@example.com' } };
    const { rerender } = renderInAdmin(<SchemaForm {...props} />);

    await user.clear(textbox(/Nome do dono/));
    await user.type(textbox(/Nome do dono/), 'Bolt');
    await user.type(textbox(/CNPJ/), '11222333000181');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Bolt', email: 'rex@example.com', cnpj: '11222333000181' });

    rerender(<SchemaForm {...props} saving />);
    expect(save().hasAttribute('disabled')).toBe(true);
    rerender(
      <SchemaForm
        {...props}
        serverErrors={[
          { field: 'name', keyword: 'unique', message: 'OWNER.NAME_TAKEN', params: { name: 'Bolt' } },
          { field: 'cnpj', keyword: 'unique', message: 'CNPJ already registered' },
          { field: 'notes', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
        ]}
      />,
    );

    expect(describedText(textbox(/Nome do dono/))).toBe('Nome Bolt já usado');
    expect(describedText(textbox(/CNPJ/))).toBe('CNPJ already registered');
    expect(screen.getByText('Campo obrigatório')).toBeDefined();
    expect((textbox(/Nome do dono/) as HTMLInputElement).value).toBe('Bolt');
    expect((textbox(/CNPJ/) as HTMLInputElement).value).toBe('11222333000181');
    expect(save().hasAttribute('disabled')).toBe(false);

    await user.type(textbox(/Nome do dono/), 'y');
    await waitFor(() => expect(describedText(textbox(/Nome do dono/))).toBe(''));
    expect(describedText(textbox(/CNPJ/))).toBe('CNPJ already registered');
  });

  it('calls onCancel', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('stores the id of the record chosen in a reference field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} defaultValue={{ name: 'Ana', email: 'a@b.co' }} />);

    await user.click(screen.getByRole('combobox', { name: /Bicho/ }));
    await user.click(await screen.findByRole('option', { name: 'P2 - Bolinha' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Bicho/ }) as HTMLInputElement).value).toBe('P2 - Bolinha'));
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'a@b.co', petId: 'p2' });
  });

  it('edits a record of a closed schema: ids and fields it does not show are not validated, and are sent back', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const closed = { ...ownerResource, schema: { ...ownerResource.schema, additionalProperties: false } };
    const record = { id: 'o1', _id: 'o1', name: 'Ana', email: 'a@b.co', notes: 'kept', createdAt: '2026-01-01T00:00:00.000Z' };
    renderInAdmin(<SchemaForm resource={closed} onSubmit={onSubmit} defaultValue={record} />);

    await user.clear(textbox(/Nome do dono/));
    await user.type(textbox(/Nome do dono/), 'Bia');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ ...record, name: 'Bia' });
  });

  it('trims texts, so a value of spaces fails "required", and sends them trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} />);

    await user.type(textbox(/Nome do dono/), '   ');
    await user.type(textbox(/E-mail/), ' a@b.co ');
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(describedText(textbox(/Nome do dono/))).toBe('Informe o nome do dono');

    await user.type(textbox(/Nome do dono/), ' Ana');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'a@b.co' });
  });

  it('says how many fields need attention beside Save and focuses the first of them', async () => {
    const user = userEvent.setup();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} />);

    await user.type(textbox(/CPF/), '1');
    await user.click(save());
    expect(screen.getByRole('status').textContent).toBe('3 campos precisam de atenção');
    await waitFor(() => expect(document.activeElement).toBe(textbox(/E-mail/)));

    await user.type(textbox(/E-mail/), 'a@b.co');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 campos precisam de atenção'));
  });

  describe('a closed section', () => {
    const sectioned = { ...ownerResource, form: { ...ownerResource.form, sections: [{ name: 'documents', fields: ['cpf', 'cnpj'], collapsed: true }] } };
    const record = { id: 'o1', name: 'Ana', email: 'a@b.co', notes: 'n', cpf: '52998224725' };

    it('draws its fields once opened, with their values, and sends them back unopened', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderInAdmin(<SchemaForm resource={sectioned} onSubmit={onSubmit} defaultValue={record} />);

      expect(document.getElementById('root_cpf')).toBeNull();
      await user.click(save());
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cpf: '52998224725' }));

      await user.click(screen.getByRole('button', { name: /documents/ }));
      expect((textbox(/CPF/) as HTMLInputElement).value).toBe('52998224725');
    });

    it('opens on a refused save with a message inside, and focuses that field', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderInAdmin(<SchemaForm resource={sectioned} onSubmit={onSubmit} defaultValue={{ ...record, cpf: '1' }} />);

      await user.click(save());
      expect(onSubmit).not.toHaveBeenCalled();
      await waitFor(() => expect(document.activeElement).toBe(textbox(/CPF/)));
      expect(textbox(/CPF/).getAttribute('aria-invalid')).toBe('true');
    });
  });
});
