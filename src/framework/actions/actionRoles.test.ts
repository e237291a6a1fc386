import { describe, expect, it } from 'vitest';
import { allowedByRoles, rolesOfPermissions } from './actionRoles';

describe('action roles', () => {
  it('reads the roles of the permission shapes react-admin apps use', () => {
    expect(rolesOfPermissions('ADMIN')).toEqual(['ADMIN']);
    expect(rolesOfPermissions(['USER', 3])).toEqual(['USER']);
    expect(rolesOfPermissions({ roles: ['READ_ONLY'] })).toEqual(['READ_ONLY']);
    expect(rolesOfPermissions(null)).toBeUndefined();
  });

  it('shows an action to its roles (default ADMIN and PROJECT_ADMIN; ADMIN always), and every action while the roles are unknown', () => {
    expect(allowedByRoles({ roles: ['PROJECT_ADMIN'] }, ['USER'])).toBe(false);
    expect(allowedByRoles({ roles: ['USER'] }, ['user'])).toBe(true);
    expect(allowedByRoles({ roles: ['USER'] }, ['ADMIN'])).toBe(true);
    expect(allowedByRoles({ roles: ['ADMIN'] }, undefined)).toBe(true);
    expect(allowedByRoles({}, ['READ_ONLY'])).toBe(false);
    expect(allowedByRoles({}, ['PROJECT_ADMIN'])).toBe(true);
  });
});
