// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userToken } from '../../framework/auth/testTokens';
import { renderAuthPage } from './authPageTestKit';
import { OwnDataDialog } from './OwnDataDialog';
import { validateOwnData } from './validateOwnData';

describe('validateOwnData (spec §5)', () => {
  it('names the first broken rule of each field; username has none', () => {
    expect(validateOwnData({ firstName: '', lastName: ' ', email: '', username: '' })).toEqual({
      email: 'ENTER_EMAIL',
      firstName: 'ENTER_FIRST_NAME',
      lastName: 'ENTER_LAST_NAME',
    });
    expect(validateOwnData({ firstName: 'A', lastName: 'B', email: 'not-an-email', username: '' })).toEqual({ email: 'ENTER_VALID_EMAIL' });
    expect(validateOwnData({ firstName: 'A', lastName: 'B', email: 'a@b.co', username: '' })).toEqual({});
  });
});

describe('OwnDataDialog', () => {
  it('shows a rule only once the field was touched, with the error border', async () => {
    const onClose = vi.fn();
    const { calls } = renderDialog(onClose);
    const email = screen.getByRole('textbox', { name: /Email/ });
    fireEvent.change(email, { target: { value: 'maria@' } });
    expect(screen.queryByText('Formato de email inválido')).toBeNull();
    fireEvent.blur(email);
    expect(await screen.findByText('Formato de email inválido')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: '' } });
    expect(await screen.findByText('Informe o email')).toBeTruthy();
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('submits on Enter with PUT user/self (the names and e-mail, trimmed), says so and closes', async () => {
    const onClose = vi.fn();
    const { calls } = renderDialog(onClose, {
      'PUT user/self': (body: unknown) => ({ status: 200, body: { data: { ...(body as object), id: 'id-member', username: 'member' } } }),
    });
    const firstName = screen.getByRole('textbox', { name: /^Nome/ });
    fireEvent.change(firstName, { target: { value: 'Mariana ' } });
    fireEvent.submit(firstName.closest('form') as HTMLFormElement);
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('PUT user/self'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.key === 'PUT user/self')?.body).toEqual({ firstName: 'Mariana', lastName: 'Souza', email: 'maria@example.com' });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ firstName: 'Mariana' });
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

function renderDialog(onClose: () => void, routes = {}) {
  return renderAuthPage(<OwnDataDialog onClose={onClose} />, routes, {
    access_token: userToken('member', ['user']),
    userInfo: JSON.stringify({ firstName: 'Maria', lastName: 'Souza', email: 'maria@example.com', username: 'member' }),
  });
}
