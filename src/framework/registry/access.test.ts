import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import {
  canPerform,
  canRunAction,
  declaredRoleNames,
  defaultWriters,
  hasSuperRole,
  namedAllowList,
  normalizeAccess,
  normalizeRoles,
  rolesAllow,
} from './access';

describe('access rules', () => {
  it('upper-cases the roles of a token and drops what is not a name', () => {
    expect(normalizeRoles(['admin', 'Project_Admin', 3, null])).toEqual(['ADMIN', 'PROJECT_ADMIN']);
  });

  it('lets ADMIN through every list, and anyone signed in through an empty one', () => {
    expect(rolesAllow(['USER'], ['admin'])).toBe(true);
    expect(rolesAllow([], ['READ_ONLY'])).toBe(true);
    expect(rolesAllow(['PROJECT_ADMIN'], ['READ_ONLY'])).toBe(false);
    expect(rolesAllow(['PROJECT_ADMIN'], [])).toBe(false);
  });

  it('names ADMIN first in an allow list, once', () => {
    expect(namedAllowList(['PROJECT_ADMIN', 'ADMIN', 'USER'])).toEqual(['ADMIN', 'PROJECT_ADMIN', 'USER']);
  });

  it('reads for every signed-in user and writes for ADMIN and PROJECT_ADMIN when silent', () => {
    const rules = normalizeAccess(undefined);
    expect(canPerform(rules, 'list', ['READ_ONLY'])).toBe(true);
    expect(canPerform(rules, 'create', ['READ_ONLY'])).toBe(false);
    expect(canPerform(rules, 'edit', ['USER'])).toBe(false);
    expect(canPerform(rules, 'delete', ['project_admin'])).toBe(true);
  });

  it('takes `roles` as the read list and a per-operation list over it', () => {
    const rules = normalizeAccess({ roles: ['ADMIN'], create: ['USER'] });
    expect(canPerform(rules, 'show', ['PROJECT_ADMIN'])).toBe(false);
    expect(canPerform(rules, 'create', ['USER'])).toBe(true);
  });

  it('gives actions without roles to the write roles only', () => {
    expect(canRunAction({}, ['USER'])).toBe(false);
    expect(canRunAction({ roles: ['USER'] }, ['USER'])).toBe(true);
  });
});

describe('access rules over the declared roles', () => {
  // The file runs as the product (src/testSetup.ts); each test below declares another application.
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  describe('with no roles declared (the neutral default)', () => {
    beforeEach(() => declareApplication({}));

    it('lets every signed-in user do everything a definition is silent about', () => {
      const rules = normalizeAccess(undefined);
      for (const operation of ['list', 'show', 'create', 'edit', 'delete', 'export'] as const) {
        expect(rules[operation]).toEqual([]);
        expect(canPerform(rules, operation, [])).toBe(true);
      }
      expect(canRunAction({}, [])).toBe(true);
      expect(declaredRoleNames()).toEqual([]);
      expect(defaultWriters()).toEqual([]);
    });

    it('makes no role a super role and compares names as written', () => {
      expect(hasSuperRole(['ADMIN'])).toBe(false);
      expect(rolesAllow(['editor'], ['ADMIN'])).toBe(false);
      expect(rolesAllow(['editor'], ['Editor'])).toBe(false);
      expect(rolesAllow(['editor'], ['editor'])).toBe(true);
      expect(normalizeRoles(['Editor', 7])).toEqual(['Editor']);
      expect(namedAllowList(['editor', 'ADMIN'])).toEqual(['editor', 'ADMIN']);
    });
  });

  describe("with another application's roles", () => {
    beforeEach(() => declareApplication({ roles: { names: ['librarian', 'assistant', 'reader'], superRole: 'librarian', defaultWriters: ['assistant'] } }));

    it('gives what a definition is silent about to its default writers, and lets its super role through every list', () => {
      const rules = normalizeAccess(undefined);
      expect(declaredRoleNames()).toEqual(['librarian', 'assistant', 'reader']);
      expect(canPerform(rules, 'list', ['reader'])).toBe(true);
      expect(canPerform(rules, 'create', ['reader'])).toBe(false);
      expect(canPerform(rules, 'create', ['assistant'])).toBe(true);
      expect(canRunAction({}, ['reader'])).toBe(false);
      expect(canRunAction({ roles: ['reader'] }, ['librarian'])).toBe(true);
      expect(hasSuperRole(['librarian'])).toBe(true);
    });

    it("gives the product's names no power", () => {
      expect(hasSuperRole(['ADMIN'])).toBe(false);
      expect(canPerform(normalizeAccess(undefined), 'delete', ['ADMIN', 'PROJECT_ADMIN'])).toBe(false);
    });

    it('compares names as written unless it declares them case-insensitive, and then keeps their declared spelling', () => {
      expect(rolesAllow(['assistant'], ['Assistant'])).toBe(false);
      expect(hasSuperRole(['LIBRARIAN'])).toBe(false);
      declareApplication({ roles: { names: ['librarian', 'reader'], superRole: 'librarian', caseInsensitive: true } });
      expect(normalizeRoles(['LIBRARIAN', 'Reader', 'guest'])).toEqual(['librarian', 'reader', 'GUEST']);
      expect(hasSuperRole(['LIBRARIAN'])).toBe(true);
      expect(rolesAllow(['reader'], ['READER'])).toBe(true);
    });

    it('names its super role first in an allow list, once, in its declared spelling', () => {
      expect(namedAllowList(['reader', 'librarian'])).toEqual(['librarian', 'reader']);
      declareApplication({ roles: { names: ['librarian', 'reader'], superRole: 'librarian', caseInsensitive: true } });
      expect(namedAllowList(['reader', 'LIBRARIAN'])).toEqual(['librarian', 'reader']);
    });
  });
});
