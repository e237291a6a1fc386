import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { grantableRoles, grantsEverything } from './grants';
import type { GrantedField } from './types';

const ROLE_GRANT: Extract<GrantedField, { kind: 'role' }> = {
  field: 'roles[].name',
  kind: 'role',
  grantable: { assistant: ['reader'], librarian: ['assistant', 'reader'] },
};
const writer = (roles: string[]) => ({ userId: 'u1', roles, scopes: {} });

describe('grants over the declared roles', () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it("lets the declared super role grant everything, and a writer grant its roles' grantable lists", () => {
    declareApplication({ roles: { names: ['librarian', 'assistant', 'reader'], superRole: 'librarian' } });
    expect(grantsEverything(writer(['librarian']))).toBe(true);
    expect(grantsEverything(writer(['assistant']))).toBe(false);
    expect(grantableRoles(ROLE_GRANT, writer(['assistant']))).toEqual(['reader']);
  });

  it('lets no one grant everything when no super role is declared', () => {
    declareApplication({});
    expect(grantsEverything(writer(['librarian']))).toBe(false);
    expect(grantsEverything(writer(['ADMIN']))).toBe(false);
  });
});
