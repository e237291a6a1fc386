import { describe, expect, it } from 'vitest';
import { normalizeAccess } from '../../framework/registry/access';
import type { ResourceModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import type { RequestUser } from '../auth/requestUser';
import { itemNotFound } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { populateReferences } from './populateReferences';

/*
 * A crew lists its members (people, with a secret pin), its site (project-scoped) and its
 * safety plan (ADMIN only), inside steps too.
 */
const person = testResourceModel({
  name: 'person',
  schema: { type: 'object', properties: { _id: { type: 'string' }, name: { type: 'string' }, pin: { type: 'string', writeOnly: true } } },
});
const site = testResourceModel({ name: 'site', projectScope: { field: 'projectId' } });
const plan = testResourceModel({ name: 'plan', access: normalizeAccess({ roles: ['ADMIN'] }) });
const crew = testResourceModel({
  name: 'crew',
  references: { 'members[]': { resource: 'person' }, 'steps[].leadId': { resource: 'person' }, siteId: { resource: 'site' }, planId: { resource: 'plan' } },
});
const stored: Record<string, Record<string, Record<string, unknown>>> = {
  person: { p1: { _id: 'p1', name: 'Ana', pin: '1234' }, p2: { _id: 'p2', name: 'Rui', pin: '9' } },
  site: { s1: { _id: 's1', name: 'North', projectId: 'A' }, s2: { _id: 's2', name: 'South', projectId: 'B' } },
  plan: { k1: { _id: 'k1', name: 'Plan' } },
};
const records = {
  options: { model: { resources: [person, site, plan, crew] } },
  get: (resource: ResourceModel, id: string) => {
    const record = stored[resource.name]?.[id];
    if (!record) throw itemNotFound();
    return record;
  },
} as unknown as RecordService;
const user = (roles: string[], projectIds: string[] = ['A']): RequestUser => ({ sub: 'u', username: 'u', roles, projectIds, requestedProject: undefined });
const row = { _id: 'c1', members: ['p1', 'gone', 'p2'], steps: [{ leadId: 'p2' }, { leadId: 'p1' }], siteId: 's1', planId: 'k1' };
const populate = (paths: string[], caller: RequestUser | undefined, rows = [row]) => populateReferences(rows, { resource: crew, paths, records, user: caller });

describe('populateReferences', () => {
  it('replaces ids with the records, in lists and nested lists, without their writeOnly fields', () => {
    const [answered] = populate(['members[]', 'steps[].leadId'], user(['USER']));
    expect(answered).toEqual({
      ...row,
      members: [{ _id: 'p1', name: 'Ana' }, 'gone', { _id: 'p2', name: 'Rui' }],
      steps: [{ leadId: { _id: 'p2', name: 'Rui' } }, { leadId: { _id: 'p1', name: 'Ana' } }],
    });
    // The listed records are copied, not changed.
    expect(row.members).toEqual(['p1', 'gone', 'p2']);
  });

  it('leaves the id of a record the caller may not read: its role, its project', () => {
    expect(populate(['planId', 'siteId'], user(['USER']))[0]).toMatchObject({ planId: 'k1', siteId: { _id: 's1', name: 'North' } });
    expect(populate(['siteId'], user(['USER']), [{ ...row, siteId: 's2' }])[0]).toMatchObject({ siteId: 's2' });
    expect(populate(['siteId'], user(['USER'], []))[0]).toMatchObject({ siteId: 's1' });
    expect(populate(['siteId'], undefined)[0]).toMatchObject({ siteId: 's1' });
    // A global admin reads every project's records.
    expect(populate(['planId', 'siteId'], user(['ADMIN'], []), [{ ...row, siteId: 's2' }])[0]).toMatchObject({ planId: { _id: 'k1' }, siteId: { _id: 's2' } });
  });
});
