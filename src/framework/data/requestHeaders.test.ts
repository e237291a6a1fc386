import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { buildRequestHeaders, overrideContext } from './requestHeaders';
import { readScopeValues } from './scopeDeclaration';

const product = declaredApplication();
afterEach(() => declareApplication(product));

const BRANCH = { name: 'branch', header: 'X-Branch', storage: 'session', storageKey: 'shop.branch' } as const;

describe('buildRequestHeaders', () => {
  it("sends the product's headers: Lang, Selected-Global-Id, the token, ProjectId and each chosen Selected-*-Id", () => {
    const headers = buildRequestHeaders({
      lang: 'es',
      token: 't',
      scopes: { project: 'p1', selectedProgram: 'g2', selectedProject: null, selectedContract: 'c4' },
    });
    expect(headers).toEqual({
      Lang: 'es',
      'Selected-Global-Id': 'global',
      Authorization: 'Bearer t',
      ProjectId: 'p1',
      'Selected-Program-Id': 'g2',
      'Selected-Contract-Id': 'c4',
    });
  });

  it('sends the language in Accept-Language and no scope header when the application declares nothing', () => {
    declareApplication({});
    expect(buildRequestHeaders({ lang: 'en', token: 't', scopes: { project: 'p1' } })).toEqual({ 'Accept-Language': 'en', Authorization: 'Bearer t' });
  });

  it("sends another application's scope level in its own header, and a call's own value over the session's", () => {
    declareApplication({ scope: { levels: [BRANCH] }, http: { languageHeader: 'X-Lang' } });
    expect(buildRequestHeaders({ lang: 'pt', scopes: { branch: 'north' } })).toEqual({ 'X-Lang': 'pt', 'X-Branch': 'north' });
    expect(buildRequestHeaders({ lang: 'pt', scopes: { branch: '' } })).toEqual({ 'X-Lang': 'pt' });
    const session = { lang: 'pt', token: 't', scopes: { branch: 'north' } };
    expect(buildRequestHeaders(overrideContext(session, { scopes: { branch: 'all' } }))).toEqual({
      'X-Lang': 'pt',
      Authorization: 'Bearer t',
      'X-Branch': 'all',
    });
    expect(overrideContext(session, undefined)).toBe(session);
  });
});

describe('readScopeValues', () => {
  it('reads each declared level from its own storage, and a blocked storage as none', () => {
    declareApplication({ scope: { levels: [BRANCH, { name: 'shop', header: 'X-Shop', storage: 'local', storageKey: 'shop.id' }] } });
    const local = { getItem: (key: string) => (key === 'shop.id' ? 's1' : null) };
    const blocked = {
      getItem: (): string | null => {
        throw new Error('blocked');
      },
    };
    expect(readScopeValues({ local, session: blocked })).toEqual({ branch: null, shop: 's1' });
    expect(readScopeValues({ local: undefined, session: { getItem: () => 'south' } })).toEqual({ branch: 'south', shop: null });
    declareApplication({});
    expect(readScopeValues({ local, session: local })).toEqual({});
  });
});
