import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from '../../framework/application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { forbidden } from './protectResourceRoute';

afterEach(() => declareApplication(PRODUCT_APPLICATION));

describe("a refusal's allowedRoles follow the roles declaration", () => {
  it('names ADMIN first for the product, then the allow list', () => {
    expect(forbidden('edit user', ['PROJECT_ADMIN']).body).toMatchObject({ error: 'FORBIDDEN', allowedRoles: ['ADMIN', 'PROJECT_ADMIN'] });
    expect(forbidden('list user', []).body.allowedRoles).toEqual(['any signed-in user']);
  });

  it('names only the allow list when the application declares no super role', () => {
    declareApplication({ roles: { names: ['librarian', 'reader'] } });
    expect(forbidden('edit book', ['librarian']).body.allowedRoles).toEqual(['librarian']);
  });

  it("names another application's super role first", () => {
    declareApplication({ roles: { names: ['librarian', 'reader'], superRole: 'librarian' } });
    expect(forbidden('edit book', ['reader']).body.allowedRoles).toEqual(['librarian', 'reader']);
  });
});
