import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from '../../framework/application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { accountOf } from './account';

afterEach(() => declareApplication(PRODUCT_APPLICATION));

const rolesOf = (roles: unknown[]): string[] => accountOf({ _id: 'u1', username: 'ana', roles }).roles;

describe("an account's roles follow the roles declaration", () => {
  it("upper-cases the product's roles, by name or as `{name}`, once each", () => {
    expect(rolesOf(['admin', { name: 'Project_Admin' }, 'ADMIN', 'guest', ''])).toEqual(['ADMIN', 'PROJECT_ADMIN', 'GUEST']);
  });

  it('keeps names as written when the application declares no roles', () => {
    declareApplication({});
    expect(rolesOf(['Editor', 'editor', 'Editor'])).toEqual(['Editor', 'editor']);
  });

  it('takes the declared spelling of case-insensitive roles', () => {
    declareApplication({ roles: { names: ['librarian', 'reader'], caseInsensitive: true } });
    expect(rolesOf(['LIBRARIAN', { name: 'Reader' }, 'reader'])).toEqual(['librarian', 'reader']);
  });
});
