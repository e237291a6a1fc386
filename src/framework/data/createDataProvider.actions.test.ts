import { describe, expect, it } from 'vitest';
import type { RegistryModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';
import { createDataProvider } from './createDataProvider';

/** A fetch answering a queue of bodies, recording each request. */
function fakeFetch(...bodies: unknown[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', path: new URL(String(input)).pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(bodies.shift() ?? {}), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const job = testResourceModel({
  name: 'job',
  api: { style: 'paginated', path: 'job', idField: '_id', createPath: 'job/create', list: { path: 'job/page', paged: true, countParam: 'collectionCount' } },
  derived: { boss: { path: 'roles[].name', includes: ['ADMIN'] }, reader: { path: 'roles[].name', includes: ['READ_ONLY'] } },
  softDelete: { method: 'PUT', path: '{id}/delete', reason: 'reasonForDeletion', flag: 'isDeleted' },
  actions: [
    { name: 'flag', kind: 'toggle', method: 'PUT', path: '{id}/flag/{value}', field: 'flagged', valueIn: 'path' },
    { name: 'move', kind: 'status', method: 'PUT', path: '{id}/move', field: 'status', input: 'next', invalidError: 'INVALID_STATUS', confirm: false },
    {
      name: 'taskStatus',
      kind: 'status',
      method: 'PUT',
      path: 'update-status',
      idFrom: 'taskId',
      field: 'status',
      input: 'status',
      invalidError: 'INVALID_STATUS',
      confirm: false,
    },
    { name: 'addOwners', kind: 'link', method: 'POST', path: '{id}/add-owners', input: 'ownerIds', target: 'job', via: { field: 'owners' } },
    {
      name: 'assign',
      kind: 'assign',
      method: 'POST',
      path: '/groups/{targetId}/assign-jobs',
      target: 'job',
      field: 'groupId',
      send: ['_id', 'typeId'],
      partial: 'P',
      success: 'S',
    },
  ],
});
const model: RegistryModel = { resources: [job] };
const provider = (fake: ReturnType<typeof fakeFetch>) =>
  createDataProvider({ model, baseUrl: 'http://host/api', getRequestContext: () => ({ lang: 'pt' }), fetch: fake.fetch });

describe('data provider: actions, creation path, soft delete and derived flags', () => {
  it('creates at the declared creation path', async () => {
    const fake = fakeFetch({ data: { _id: 'j1', name: 'x' } });
    await provider(fake).create('job', { data: { name: 'x' } });
    expect(fake.sent[0]).toMatchObject({ method: 'POST', path: '/api/job/create' });
  });

  it('adds the derived flags to records it reads and never sends them back', async () => {
    const fake = fakeFetch({ data: { _id: 'j1', roles: [{ name: 'ADMIN' }, { name: 'USER' }] } }, { data: { _id: 'j1' } });
    const { data } = await provider(fake).getOne('job', { id: 'j1' });
    expect(data).toMatchObject({ id: 'j1', boss: true, reader: false });
    await provider(fake).update('job', { id: 'j1', data, previousData: data });
    expect(fake.sent[1]!.body).toEqual({ roles: [{ name: 'ADMIN' }, { name: 'USER' }] });
  });

  it('puts a toggle value in the path when the action says so', async () => {
    const fake = fakeFetch({ data: { _id: 'j1', flagged: true } });
    await provider(fake).runAction('job', { action: 'flag', id: 'j1', value: true });
    expect(fake.sent[0]).toMatchObject({ method: 'PUT', path: '/api/job/j1/flag/true', body: {} });
  });

  it('sends a status change with its body, the id in the body when the path has none', async () => {
    const fake = fakeFetch({ data: { _id: 'j1', status: 3 } }, { data: { _id: 't1', status: 2 } });
    const moved = await provider(fake).runAction('job', { action: 'move', id: 'j1', body: { next: 2, userId: 'u1' } });
    expect(fake.sent[0]).toMatchObject({ method: 'PUT', path: '/api/job/j1/move', body: { next: 2, userId: 'u1' } });
    expect(moved).toEqual({ data: { _id: 'j1', status: 3, id: 'j1', boss: false, reader: false }, failures: [] });
    await provider(fake).runAction('job', { action: 'taskStatus', id: 't1', body: { status: 2, activityId: 'a1' } });
    expect(fake.sent[1]).toMatchObject({ path: '/api/job/update-status', body: { status: 2, activityId: 'a1', taskId: 't1' } });
  });

  it('reads the record and the failures of a link action', async () => {
    const fake = fakeFetch({ data: { record: { _id: 'j1', owners: ['j2'] }, failures: [{ id: 'j9', error: 'NOT_FOUND' }] } });
    const result = await provider(fake).runAction('job', { action: 'addOwners', id: 'j1', body: { ownerIds: ['j2', 'j9'] } });
    expect(fake.sent[0]).toMatchObject({ method: 'POST', path: '/api/job/j1/add-owners', body: { ownerIds: ['j2', 'j9'] } });
    expect(result.data).toMatchObject({ id: 'j1', owners: ['j2'] });
    expect(result.failures).toEqual([{ id: 'j9', error: 'NOT_FOUND' }]);
  });

  it('assigns the selected records to a target from the API root and lists those not assigned', async () => {
    const fake = fakeFetch({ data: [{ _id: 'j2', typeId: 't', error: 'ACTIVITY_IS_CONCLUDED' }] });
    const result = await provider(fake).runAction('job', {
      action: 'assign',
      id: 'g1',
      records: [
        { id: 'j1', _id: 'j1', typeId: 't', name: 'one' },
        { id: 'j2', typeId: 't' },
      ],
    });
    expect(fake.sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/groups/g1/assign-jobs',
      body: [
        { _id: 'j1', typeId: 't' },
        { _id: 'j2', typeId: 't' },
      ],
    });
    expect(result).toEqual({ failures: [{ id: 'j2', error: 'ACTIVITY_IS_CONCLUDED' }] });
  });

  it('deletes with a reason through the soft delete call', async () => {
    const fake = fakeFetch({ data: { _id: 'j1', isDeleted: true } });
    const { data } = await provider(fake).softDelete('job', { id: 'j1', reason: 'Duplicada' });
    expect(fake.sent[0]).toMatchObject({ method: 'PUT', path: '/api/job/j1/delete', body: { reasonForDeletion: 'Duplicada' } });
    expect(data).toMatchObject({ id: 'j1', isDeleted: true });
  });
});
