// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from './SchemaForm';
import { ownerResource } from './testFixtures';
import { renderInAdmin } from './testHarness';

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const record = { name: 'Ana', email: 'a@b.co', notes: 'n' };

describe('text fields of a form (BufferedInputTemplate)', () => {
  it('submits the last key typed before Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} defaultValue={record} />);
    await user.type(textbox(/Nome do dono/), 'na{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ ...record, name: 'Anana' });
  });

  it('keeps what was typed in two fields one right after the other, and a click on Save sends both', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} defaultValue={record} />);
    await user.type(textbox(/Nome do dono/), 'x');
    await user.type(textbox(/CNPJ/), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...record, name: 'Anax', cnpj: '11222333000181' });
  });

  it('hands the value to the form when typing pauses, without leaving the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={vi.fn()} onChange={onChange} defaultValue={record} />);
    await user.type(textbox(/Nome do dono/), 'bel');
    expect(document.activeElement).toBe(textbox(/Nome do dono/));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Anabel' })));
    // One hand-over for the three keys, not one per key.
    const names = onChange.mock.calls.map(([data]) => (data as { name?: unknown }).name);
    expect(names).not.toContain('Anab');
    expect(names).not.toContain('Anabe');
  });

  it('shows an emptied field as empty and sends nothing for it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInAdmin(<SchemaForm resource={ownerResource} onSubmit={onSubmit} defaultValue={{ ...record, cnpj: '11222333000181' }} />);
    await user.clear(textbox(/CNPJ/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((textbox(/CNPJ/) as HTMLInputElement).value).toBe('');
    expect(onSubmit).toHaveBeenCalledWith(record);
  });
});
