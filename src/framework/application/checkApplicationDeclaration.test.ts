import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { checkApplicationDeclaration } from './checkApplicationDeclaration';

const APPS = join(import.meta.dirname, '..', '..', '..', 'apps');

const issuesOf = (json: unknown) => {
  const checked = checkApplicationDeclaration(json, 'apps/x/application.json');
  return checked.ok ? [] : checked.issues.map(({ file, pointer, message }) => ({ file, pointer, message }));
};

describe("an application's application.json is held to the engine's declaration", () => {
  test.each(readdirSync(APPS))('apps/%s/application.json is one', (name) => {
    expect(issuesOf(JSON.parse(readFileSync(join(APPS, name, 'application.json'), 'utf8')))).toEqual([]);
  });

  test("the product's declaration, its functions aside, is one too", () => {
    // Formats and feature flags are functions: declared in code only.
    const { formats: _formats, features: _features, ...data } = PRODUCT_APPLICATION;
    expect(issuesOf(JSON.parse(JSON.stringify(data)))).toEqual([]);
  });

  test('an unknown section names the sections there are', () => {
    expect(issuesOf({ name: 'X', colours: {} })).toEqual([
      {
        file: 'apps/x/application.json',
        pointer: '/colours',
        message: expect.stringMatching(/^unknown section "colours"; an application declares: name, version, theme, .*auth/),
      },
    ]);
  });

  test('an unknown key is named at its place, with the key most likely meant', () => {
    expect(issuesOf({ api: { paginated: { idFeld: '_id' } } })).toEqual([
      { file: 'apps/x/application.json', pointer: '/api/paginated/idFeld', message: expect.stringContaining('unknown key "idFeld" (did you mean "idField"?)') },
    ]);
  });

  test('a wrong value says what it must be', () => {
    expect(
      issuesOf({
        api: { defaultStyle: 'soap' },
        theme: { palette: { primary: { main: 'green' } }, popup: { width: 'wide' } },
        auth: { signIn: { oidc: { clientId: 'x' } } },
      }),
    ).toEqual([
      { file: 'apps/x/application.json', pointer: '/api/defaultStyle', message: 'must be one of: "simple-rest", "paginated"' },
      { file: 'apps/x/application.json', pointer: '/theme/palette/primary/main', message: 'must be a CSS colour: #rgb, #rrggbb, rgb(...) or hsl(...)' },
      { file: 'apps/x/application.json', pointer: '/theme/popup/width', message: 'must be integer' },
      { file: 'apps/x/application.json', pointer: '/auth/signIn/oidc', message: "must have required property 'authority'" },
    ]);
  });

  test('a declaration that passes is returned as the declaration', () => {
    const json = { name: 'Shelf', roles: { names: ['keeper'] } };
    expect(checkApplicationDeclaration(json)).toEqual({ ok: true, declaration: json });
  });
});
