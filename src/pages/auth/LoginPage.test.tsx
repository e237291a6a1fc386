// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userToken } from '../../framework/auth/testTokens';
import { renderAuthPage } from './authPageTestKit';
import { LoginPage } from './LoginPage';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

describe('LoginPage', () => {
  it('marks both fields required on submit and sends nothing', async () => {
    const { calls } = renderAuthPage(<LoginPage />);
    submit();
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('signs in with the typed credentials and keeps the session', async () => {
    const token = userToken('member', ['user'], { scopes: { project: ['p9'] } });
    const { calls } = renderAuthPage(<LoginPage />, {
      'POST session/login': { status: 200, body: { data: { access_token: token, refresh_token: 'r', id_token: 'i' } } },
      'GET session/get-logued-user-data': { status: 200, body: { data: { projects: [{ _id: 'p9', name: 'Paulínia' }] } } },
    });
    fill(/Usuário/, ' member ');
    fill(/Senha/, 'demo');
    submit();
    await waitFor(() => expect(localStorage.getItem('access_token')).toBe(token));
    expect(calls[0]).toEqual({ key: 'POST session/login', body: { username: 'member', password: 'demo' } });
    await waitFor(() => expect(localStorage.getItem('project_name')).toBe('Paulínia'));
  });

  it('says invalid credentials on a 401, and warns when the account is not fully set up', async () => {
    let answer = { status: 401, body: { error: 'INVALID_CREDENTIALS', message: 'INVALID_CREDENTIALS' } };
    renderAuthPage(<LoginPage />, { 'POST session/login': () => answer });
    fill(/Usuário/, 'admin');
    fill(/Senha/, 'x');
    submit();
    expect(await screen.findByRole('heading', { name: 'Usuário ou senha inválidos' })).toBeTruthy();
    expect(screen.getByRole('alertdialog').closest('[data-popup-type]')?.getAttribute('data-popup-type')).toBe('ERROR');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    answer = { status: 400, body: { error: 'ACCOUNT_NOT_SET_UP', message: 'Account is not fully set up' } };
    submit();
    expect(await screen.findByRole('heading', { name: 'A conta ainda não está totalmente configurada' })).toBeTruthy();
    expect(screen.getByRole('alertdialog').closest('[data-popup-type]')?.getAttribute('data-popup-type')).toBe('WARNING');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('says how long to wait when the API refuses more attempts (429 TOO_MANY_SIGN_IN_ATTEMPTS)', async () => {
    renderAuthPage(<LoginPage />, {
      'POST session/login': { status: 429, body: { error: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: 'TOO_MANY_SIGN_IN_ATTEMPTS', retryAfter: 42, traceId: 't1' } },
    });
    fill(/Usuário/, 'admin');
    fill(/Senha/, 'x');
    submit();
    expect(await screen.findByRole('heading', { name: 'Muitas tentativas de acesso sem sucesso. Tente de novo em 42 segundos.' })).toBeTruthy();
    expect(screen.getByRole('alertdialog').closest('[data-popup-type]')?.getAttribute('data-popup-type')).toBe('ERROR');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('shows the front version and the mobile app download', () => {
    renderAuthPage(<LoginPage />);
    expect(screen.getByText(/^Versão \d+\.\d+\.\d+$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar o aplicativo móvel' })).toBeTruthy();
  });
});
