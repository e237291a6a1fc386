import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication, type ApplicationDeclaration } from '../application/applicationDeclaration';
import { createSessionStore } from './sessionStore';
import { testToken, userToken } from './testTokens';

const product = declaredApplication();
afterEach(() => declareApplication(product));

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

/** A shop whose users work in branches: roles in `roles`, branches in the `branches` claim, one branch current. */
const SHOP: ApplicationDeclaration = {
  auth: { storageKeys: { accessToken: 'shop.token' } },
  scope: {
    levels: [
      { name: 'branch', header: 'X-Branch', storage: 'local', storageKey: 'shop.branch', claim: 'branches', grantedKey: 'shop.branches', initial: 'first' },
    ],
  },
};

describe('createSessionStore', () => {
  it('keeps a session under neutral, prefixed keys and with no scope when the application declares nothing', () => {
    declareApplication({});
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.signIn({ access_token: testToken({ sub: 'u1', preferred_username: 'ana', roles: ['clerk'] }) });
    expect([...storage.map.keys()].every((key) => key.startsWith('app.'))).toBe(true);
    expect(store.user()).toMatchObject({ id: 'u1', username: 'ana', roles: ['clerk'], granted: {}, current: {} });
    expect(() => store.setScope('project', 'p1')).toThrow(/No scope level "project"/);
    store.clear();
    expect([...storage.map.keys()]).toEqual([]);
  });

  it("keeps another application's scope level: granted from its claim, the first one current, changed and cleared with the session", () => {
    declareApplication(SHOP);
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.rememberRedirect('/orders');
    store.signIn({ access_token: userToken('ana', ['clerk'], { scopes: { branch: ['north', 'south'] } }) });
    expect(storage.map.get('shop.token')).toBeTruthy();
    expect(storage.map.get('shop.branches')).toBe('north,south');
    expect(store.user()).toMatchObject({ granted: { branch: ['north', 'south'] }, current: { branch: { id: 'north', name: null } } });
    store.setScope('branch', 'south');
    expect(store.user()?.current.branch?.id).toBe('south');
    store.clear();
    expect([...storage.map.keys()]).toEqual(['app.redirectQuery']);
    expect(store.takeRedirect()).toBe('/orders');
  });

  it('leaves a level unset at sign-in unless it is declared to start at the first granted value', () => {
    declareApplication({ scope: { levels: [{ name: 'branch', header: 'X-Branch', storage: 'local', storageKey: 'shop.branch', claim: 'branches' }] } });
    const store = createSessionStore(memoryStorage());
    store.signIn({ access_token: userToken('ana', [], { scopes: { branch: ['north'] } }) });
    expect(store.user()).toMatchObject({ granted: { branch: ['north'] }, current: { branch: undefined } });
  });

  it("lets the application read more from the user's data: the product names the current project", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.signIn({ access_token: userToken('ana', ['user'], { scopes: { project: ['p2', 'p3'] } }) });
    store.adoptUserData({
      projects: [
        { _id: 'p3', name: 'Three' },
        { _id: 'p2', name: 'Two' },
      ],
      firstName: 'Ana',
      email: 'ana@example.com',
    });
    expect(storage.map.get('project_name')).toBe('Two');
    expect(store.user()).toMatchObject({ current: { project: { id: 'p2', name: 'Two' } }, info: { firstName: 'Ana', email: 'ana@example.com' } });
  });
});
