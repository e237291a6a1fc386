import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { ApiError } from '../http/apiError';
import type { CollectionChange } from '../store/collection';
import { checkGrants, type ProjectsOf, type Writer } from './grantRules';

const member = testResourceModel({
  name: 'member',
  references: { 'teams[]': { resource: 'team' } },
  grants: [
    { field: 'roles[].name', kind: 'role', grantable: { LEAD: ['LEAD', 'PLAIN'] } },
    { field: 'sites[]', kind: 'project' },
    { field: 'teams[]', kind: 'reference' },
  ],
});
/** Teams and the site each belongs to. */
const TEAMS: Record<string, string[]> = { red: ['north'], blue: ['south'] };
const projectsOf: ProjectsOf = (resource, id) => (resource === 'team' ? TEAMS[id] : undefined);

const lead: Writer = { userId: 'L', roles: ['LEAD'], scopes: { project: ['north'] } };
const admin: Writer = { userId: 'A', roles: ['ADMIN'], scopes: { project: [] } };
const record = (id: string, roles: string[], sites: string[], teams: string[] = []) => ({
  _id: id,
  name: id,
  roles: roles.map((name) => ({ name })),
  sites,
  teams,
});

function refusal(change: CollectionChange, writer: Writer): { field?: unknown; value?: unknown } | undefined {
  try {
    checkGrants(member, change, writer, projectsOf);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    return error.body as { field?: unknown; value?: unknown };
  }
}
const replace = (before: ReturnType<typeof record>, after: ReturnType<typeof record>): CollectionChange => ({ kind: 'replace', before, after });

describe('checkGrants', () => {
  it('lets a writer grant and take away what the table gives its role, inside its projects', () => {
    const plain = record('P', ['PLAIN'], ['north']);
    expect(refusal(replace(plain, record('P', ['PLAIN', 'LEAD'], ['north'], ['red'])), lead)).toBeUndefined();
    expect(refusal({ kind: 'insert', record: record('N', ['PLAIN'], ['north'], ['red']) }, lead)).toBeUndefined();
    expect(refusal({ kind: 'remove', record: record('P', ['LEAD'], ['north'], ['red']) }, lead)).toBeUndefined();
  });

  it('refuses a role, a project or a reference the writer may not grant, naming field and value', () => {
    const plain = record('P', ['PLAIN'], ['north']);
    expect(refusal(replace(plain, record('P', ['PLAIN', 'ADMIN'], ['north'])), lead)).toMatchObject({ field: 'roles[].name', value: 'ADMIN' });
    expect(refusal(replace(plain, record('P', ['PLAIN'], ['north', 'south'])), lead)).toMatchObject({ field: 'sites[]', value: 'south' });
    expect(refusal(replace(plain, record('P', ['PLAIN'], ['north'], ['blue'])), lead)).toMatchObject({ field: 'teams[]', value: 'blue' });
    expect(refusal({ kind: 'insert', record: record('N', ['ADMIN'], ['north']) }, lead)).toMatchObject({ value: 'ADMIN' });
  });

  it('keeps a record holding a role the writer may not grant out of its reach, even for a name', () => {
    const boss = record('B', ['ADMIN'], ['north']);
    expect(refusal(replace(boss, { ...boss, name: 'renamed' }), lead)).toMatchObject({ field: 'roles[].name', value: 'ADMIN' });
    expect(refusal({ kind: 'remove', record: boss }, lead)).toMatchObject({ value: 'ADMIN' });
    expect(refusal({ kind: 'remove', record: boss }, admin)).toBeUndefined();
  });

  it('refuses deleting a user who also belongs to another project: taking it out of yours is the way', () => {
    expect(refusal({ kind: 'remove', record: record('P', ['PLAIN'], ['north', 'south']) }, lead)).toMatchObject({ field: 'sites[]', value: 'south' });
  });

  it('never lets anyone change their own privileges or delete themselves, an admin included', () => {
    const self = record('A', ['ADMIN'], ['north']);
    expect(refusal(replace(self, { ...self, name: 'new name' }), admin)).toBeUndefined();
    expect(refusal(replace(self, record('A', ['PLAIN'], ['north'])), admin)).toMatchObject({ field: 'roles[].name' });
    expect(refusal(replace(self, record('A', ['ADMIN'], ['north', 'south'])), admin)).toMatchObject({ field: 'sites[]' });
    expect(refusal({ kind: 'remove', record: self }, admin)).toMatchObject({ field: '_id' });
    const own = record('L', ['LEAD'], ['north']);
    expect(refusal(replace(own, record('L', ['LEAD'], ['north'], ['red'])), lead)).toMatchObject({ field: 'teams[]' });
  });

  it('lets an admin grant anything to anyone else', () => {
    expect(refusal(replace(record('P', ['PLAIN'], []), record('P', ['ADMIN'], ['south'], ['blue'])), admin)).toBeUndefined();
  });
});
