import { afterEach, describe, expect, it, vi } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { createAuthProvider } from './createAuthProvider';
import type { SessionClient } from './sessionClient';
import { createSessionStore } from './sessionStore';
import { userToken } from './testTokens';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

function sessionClient(overrides: Partial<SessionClient> = {}): SessionClient {
  return {
    login: vi.fn(async ({ username }) => ({
      access_token: userToken(username, ['project_admin'], { scopes: { project: ['p2', 'p3'] } }),
      refresh_token: 'r1',
      id_token: 'i1',
      userInfo: { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com' },
    })),
    refreshToken: vi.fn(),
    ssoToken: vi.fn(),
    logout: vi.fn(async () => undefined),
    endSignOn: vi.fn(async () => undefined),
    forgotPassword: vi.fn(),
    validateResetPasswordToken: vi.fn(),
    setPassword: vi.fn(),
    claim: vi.fn(),
    loggedUserData: vi.fn(async () => ({ projects: [{ _id: 'p2', name: 'Projeto Dois' }] })),
    ...overrides,
  };
}

function setup(route = '/discipline/7/show?tab=1', overrides: Partial<SessionClient> = {}) {
  const storage = memoryStorage();
  const store = createSessionStore(storage);
  const session = sessionClient(overrides);
  const provider = createAuthProvider({
    session,
    store,
    canAccess: (question, roles) => roles.includes('PROJECT_ADMIN') && question.action !== 'delete',
    currentRoute: () => route,
    isPublicRoute: (path) => path.startsWith('/login'),
    completeSignOn: async () => ({ access_token: userToken('sso-user', ['admin']), id_token: 'id-sso' }),
    routeOfError: (error) => ((error as { display?: string }).display === 'joinProject' ? '/join-to-project-request' : undefined),
  });
  return { storage, store, session, provider };
}

describe('authProvider (react-admin contract over the session calls)', () => {
  it('signs in, stores the keys of spec §3 and goes to the stored redirect target', async () => {
    const { provider, storage, store } = setup();
    store.rememberRedirect('/discipline/7/show');
    await expect(provider.login({ username: 'project-admin', password: 'demo' })).resolves.toEqual({ redirectTo: '/discipline/7/show' });
    expect(storage.getItem('username')).toBe('project-admin');
    expect(storage.getItem('userid')).toBe('id-project-admin');
    expect(storage.getItem('project_id')).toBe('p2');
    expect(storage.getItem('user_projects')).toBe('p2,p3');
    expect(storage.getItem('project_name')).toBe('Projeto Dois');
    expect(storage.getItem('refresh_token')).toBe('r1');
    expect(storage.getItem('isAdmin')).toBe('false');
    expect(JSON.parse(storage.getItem('groups') ?? '[]')).toEqual(['PROJECT_ADMIN']);
    expect(storage.getItem('redirect_query')).toBeNull();
    await expect(provider.getPermissions?.({})).resolves.toEqual({ roles: ['PROJECT_ADMIN'], userId: 'id-project-admin', scopes: { project: ['p2', 'p3'] } });
    await expect(provider.getIdentity?.()).resolves.toMatchObject({ fullName: 'Ana Lima', email: 'ana@example.com', username: 'project-admin' });
  });

  it('goes home after sign-in when no target is stored', async () => {
    const { provider } = setup();
    await expect(provider.login({ username: 'member', password: 'demo' })).resolves.toEqual({ redirectTo: '/home' });
  });

  it('sends a user without a project to the join request after sign-in', async () => {
    const { provider } = setup('/', { login: vi.fn(async () => ({ access_token: userToken('no-project', ['user'], { scopes: { project: [] } }) })) });
    await expect(provider.login({ username: 'no-project', password: 'demo' })).resolves.toEqual({ redirectTo: '/join-to-project-request' });
  });

  it('refuses checkAuth without a token, keeping the route as the redirect target', async () => {
    const { provider, storage } = setup('/discipline/7/show?tab=1');
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(storage.getItem('redirect_query')).toBe('/discipline/7/show?tab=1');
  });

  it('never keeps a public route as the redirect target', async () => {
    const { provider, storage } = setup('/login');
    await expect(provider.checkAuth({})).rejects.toBeTruthy();
    expect(storage.getItem('redirect_query')).toBeNull();
  });

  it('ends the session on a 401 (the refresh already failed), sends a user without project to the join request, lets other errors through', async () => {
    const { provider } = setup();
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(provider.checkError({ status: 400, display: 'joinProject' })).rejects.toMatchObject({
      redirectTo: '/join-to-project-request',
      logoutUser: false,
    });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('logs out on the API and removes every key of spec §9, keeping the language', async () => {
    const { provider, storage, session } = setup();
    storage.setItem('lang', 'es');
    await provider.login({ username: 'admin', password: 'demo' });
    storage.setItem('project_name', 'Projeto');
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(session.logout).toHaveBeenCalledWith({ token: expect.any(String), refreshToken: 'r1' });
    expect(session.endSignOn).not.toHaveBeenCalled();
    // The product's keys (spec §9): users' browsers hold them under these names.
    const removed = [
      'access_token',
      'refresh_token',
      'id_token',
      'groups',
      'isAdmin',
      'userid',
      'username',
      'project_id',
      'project_name',
      'user_projects',
      'userInfo',
      'isAdfsLogin',
    ];
    for (const key of removed) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('lang')).toBe('es');
  });

  it('still clears the browser when the API refuses the logout', async () => {
    const { provider, storage } = setup('/', { logout: vi.fn(async () => Promise.reject(new Error('down'))) });
    await provider.login({ username: 'admin', password: 'demo' });
    await provider.logout({});
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('finishes a single sign-on: tokens stored, flagged, admin from the realm role; its logout ends the provider’s session', async () => {
    const { provider, storage, session } = setup();
    await expect(provider.handleCallback?.()).resolves.toEqual({ redirectTo: '/home' });
    expect(storage.getItem('isAdfsLogin')).toBe('true');
    expect(storage.getItem('isAdmin')).toBe('true');
    await provider.logout({});
    expect(session.endSignOn).toHaveBeenCalledWith('id-sso');
  });

  it('answers canAccess with the signed-in roles', async () => {
    const { provider } = setup();
    await expect(provider.canAccess?.({ resource: 'discipline', action: 'edit' })).resolves.toBe(false);
    await provider.login({ username: 'project-admin', password: 'demo' });
    await expect(provider.canAccess?.({ resource: 'discipline', action: 'edit' })).resolves.toBe(true);
    await expect(provider.canAccess?.({ resource: 'discipline', action: 'delete' })).resolves.toBe(false);
  });
});

describe('authProvider of an application that declares its own sign-in, or nothing', () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  /** A session client with only the required calls: no user data, no single sign-on's end. */
  const plainSession = (): SessionClient => ({
    login: vi.fn(async ({ username }) => ({ access_token: userToken(username, ['clerk']) })),
    refreshToken: vi.fn(),
    logout: vi.fn(async () => undefined),
  });
  const plainProvider = (session: SessionClient, storage = memoryStorage()) =>
    createAuthProvider({ session, store: createSessionStore(storage), canAccess: () => true, currentRoute: () => '/orders', isPublicRoute: () => false });

  it('goes to / after sign-in and to /login after logout by default, with no landing rule, and skips the calls the client lacks', async () => {
    declareApplication({});
    const provider = plainProvider(plainSession());
    await expect(provider.login({ username: 'ana', password: 'x' })).resolves.toEqual({ redirectTo: '/' });
    await expect(provider.getPermissions?.({})).resolves.toEqual({ roles: ['clerk'], userId: 'id-ana', scopes: {} });
    await expect(provider.logout({})).resolves.toBe('/login');
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it("follows the application's routes and landing rule, and hands it the user's data", async () => {
    const adopted: unknown[] = [];
    declareApplication({
      auth: {
        routes: { login: '/sign-in', home: '/orders' },
        landing: (user) => (user.roles.includes('trainee') ? '/welcome' : undefined),
        adoptUserData: (data) => adopted.push(data),
      },
    });
    const session = { ...plainSession(), loggedUserData: vi.fn(async () => ({ shift: 'night' })) };
    const provider = plainProvider(session);
    await expect(provider.login({ username: 'ana', password: 'x' })).resolves.toEqual({ redirectTo: '/orders' });
    expect(adopted).toEqual([{ shift: 'night' }]);
    session.login = vi.fn(async () => ({ access_token: userToken('bo', ['trainee']) }));
    await expect(provider.login({ username: 'bo', password: 'x' })).resolves.toEqual({ redirectTo: '/welcome' });
    await expect(provider.logout({})).resolves.toBe('/sign-in');
  });
});
