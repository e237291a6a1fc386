import { describe, expect, it } from 'vitest';
import { canPerform, canRunAction, normalizeAccess, normalizeRoles, rolesAllow } from './access';

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
