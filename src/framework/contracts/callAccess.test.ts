import { describe, expect, it } from 'vitest';
import type { AccessRules } from '../registry/access';
import { allowedRoles, callAccessFault, callAllows, type AccessOfResource } from './callAccess';

const WRITERS: AccessRules = { list: [], show: [], export: [], create: ['PROJECT_ADMIN'], edit: ['PROJECT_ADMIN'], delete: ['PROJECT_ADMIN'] };
/** A registry of one resource with an action for the field (`close`) and one left at the write default (`archive`). */
const accessOf: AccessOfResource = (name) =>
  name === 'job' ? { access: WRITERS, actions: [{ name: 'close', roles: ['PROJECT_ADMIN', 'USER'] }, { name: 'archive' }] } : undefined;

describe("a call's access that follows a resource's action", () => {
  it("lets in the action's roles, and ADMIN", () => {
    const close = { resource: 'job', action: 'close' };
    expect(allowedRoles(close, accessOf)).toEqual(['PROJECT_ADMIN', 'USER']);
    expect(callAllows(close, ['USER'], accessOf)).toBe(true);
    expect(callAllows(close, ['ADMIN'], accessOf)).toBe(true);
    expect(callAllows(close, ['READ_ONLY'], accessOf)).toBe(false);
  });

  it("reads an action without roles as the write default, as the action's own route does", () => {
    const archive = { resource: 'job', action: 'archive' };
    expect(allowedRoles(archive, accessOf)).toEqual(['ADMIN', 'PROJECT_ADMIN']);
    expect(callAllows(archive, ['USER'], accessOf)).toBe(false);
    expect(callAllows(archive, ['project_admin'], accessOf)).toBe(true);
  });

  it('lets no one in when the resource or the action is missing, and says which', () => {
    for (const access of [
      { resource: 'job', action: 'reopen' },
      { resource: 'jobs', action: 'close' },
    ]) {
      expect(callAllows(access, ['PROJECT_ADMIN'], accessOf)).toBe(false);
    }
    expect(callAccessFault({ resource: 'job', action: 'reopen' }, accessOf)).toBe(
      'its access follows action "reopen" of resource "job", which has the actions close, archive',
    );
    expect(callAccessFault({ resource: 'jobs', operation: 'list' }, accessOf)).toBe('its access follows resource "jobs", which the registry does not have');
    expect(callAccessFault({ resource: 'job', action: 'close' }, accessOf)).toBeUndefined();
    expect(callAccessFault({ resource: 'job', operation: 'edit' }, accessOf)).toBeUndefined();
    expect(callAccessFault({ roles: ['NOBODY'] }, accessOf)).toBeUndefined();
  });
});
