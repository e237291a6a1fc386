import { describe, expect, it } from 'vitest';
import type { GrantedField } from '../registry/types';
import { grantedFieldOptions, grantWriterOf, type GrantWriter } from './grantedFieldOptions';

/** A directory whose records hold roles, projects and groups, as a definition's `grants` declares them. */
const GRANTS: GrantedField[] = [
  { field: 'roles[].name', kind: 'role', grantable: { MANAGER: ['MANAGER', 'MEMBER', 'VIEWER'], VIEWER: [] } },
  { field: 'projects[]', kind: 'project' },
  { field: 'groups[]', kind: 'reference' },
];

const superWriter: GrantWriter = { userId: 'u-root', roles: ['ADMIN'], scopes: { project: [] } };
const manager: GrantWriter = { userId: 'u-manager', roles: ['MANAGER'], scopes: { project: ['p1', 'p2'] } };
const member = (id: string, roles: string[], projects: string[] = ['p1']) => ({ id, roles: roles.map((name) => ({ name })), projects, groups: [] });

const byPath = (options: ReturnType<typeof grantedFieldOptions>) => Object.fromEntries(options.map(({ path, ...rest }) => [path, rest]));

describe('grantedFieldOptions', () => {
  it('narrows nothing for the role that grants everything', () => {
    expect(byPath(grantedFieldOptions({ grants: GRANTS, writer: superWriter, record: member('u-9', ['MEMBER']) }))).toEqual({
      'roles[].name': {},
      'projects[]': {},
      'groups[]': {},
    });
  });

  it('offers the roles of the grantable table of every role the writer holds, and the projects it belongs to', () => {
    const options = byPath(grantedFieldOptions({ grants: GRANTS, writer: { ...manager, roles: ['MANAGER', 'VIEWER'] }, record: member('u-9', ['MEMBER']) }));
    expect(options['roles[].name']).toEqual({ offered: ['MANAGER', 'MEMBER', 'VIEWER'] });
    expect(options['projects[]']).toEqual({ offered: ['p1', 'p2'] });
    // The API lists a reference's records of the request's project only: nothing to narrow.
    expect(options['groups[]']).toEqual({});
  });

  it('offers no role to a writer whose roles grant none', () => {
    const options = byPath(grantedFieldOptions({ grants: GRANTS, writer: { userId: 'u-v', roles: ['VIEWER'], scopes: { project: ['p1'] } } }));
    expect(options['roles[].name']).toEqual({ offered: [] });
  });

  it('narrows a new record the same way, with nothing read-only', () => {
    const options = grantedFieldOptions({ grants: GRANTS, writer: manager });
    expect(options.map((option) => option.readOnly)).toEqual([undefined, undefined, undefined]);
    expect(options[0]?.offered).toEqual(['MANAGER', 'MEMBER', 'VIEWER']);
  });

  it("makes every granted field of the writer's own record read-only, whoever the writer is", () => {
    for (const writer of [superWriter, manager]) {
      const options = grantedFieldOptions({ grants: GRANTS, writer, record: member(writer.userId, writer.roles as string[]) });
      expect(
        options.map((option) => option.readOnly),
        writer.userId,
      ).toEqual(['own', 'own', 'own']);
    }
  });

  it('makes the granted fields of a record holding a role the writer may not grant read-only (out of its reach)', () => {
    const options = grantedFieldOptions({ grants: GRANTS, writer: manager, record: member('u-boss', ['ADMIN', 'MEMBER']) });
    expect(options.map((option) => option.readOnly)).toEqual(['outOfReach', 'outOfReach', 'outOfReach']);
    // Still offered as before: the select keeps showing the held value by its label.
    expect(options[0]?.offered).toEqual(['MANAGER', 'MEMBER', 'VIEWER']);
  });

  it('compares ids as text (a numeric id against the token subject)', () => {
    const options = grantedFieldOptions({ grants: GRANTS, writer: { ...manager, userId: '42' }, record: { id: 42, roles: [{ name: 'MEMBER' }] } });
    expect(options[0]?.readOnly).toBe('own');
  });
});

describe('grantWriterOf', () => {
  it("reads the auth provider's permissions", () => {
    expect(grantWriterOf({ roles: ['MANAGER'], userId: 'u1', scopes: { project: ['p1'] } })).toEqual({
      roles: ['MANAGER'],
      userId: 'u1',
      scopes: { project: ['p1'] },
    });
  });

  it('reads the permissions of an application without scope levels, so its role grants still narrow', () => {
    const writer = grantWriterOf({ roles: ['MANAGER'], userId: 'u1' });
    expect(writer).toEqual({ roles: ['MANAGER'], userId: 'u1', scopes: {} });
    const options = byPath(grantedFieldOptions({ grants: GRANTS, writer: writer! }));
    expect(options['roles[].name']).toEqual({ offered: ['MANAGER', 'MEMBER', 'VIEWER'] });
    expect(options['projects[]']).toEqual({ offered: [] });
    expect(grantWriterOf({ roles: ['MANAGER'], userId: 'u1', scopes: { branch: ['b1', 7], shop: 'x' } })?.scopes).toEqual({ branch: ['b1'] });
  });

  it('is undefined when the permissions do not say who the writer is', () => {
    expect(grantWriterOf(undefined)).toBeUndefined();
    expect(grantWriterOf(['ADMIN'])).toBeUndefined();
    expect(grantWriterOf({ roles: ['ADMIN'] })).toBeUndefined();
    expect(grantWriterOf({ roles: ['ADMIN'], userId: 7, scopes: { project: [] } })).toBeUndefined();
  });
});
