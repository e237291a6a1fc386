import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, startTestApi, type RunningTestApi } from '../demoApi.testkit';

let api: RunningTestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the query parameters of resource routes', () => {
  it('refuses a query parameter on a route that reads none (show, update, delete, action), naming it', async () => {
    const id = ids.gadget[0]!;
    const calls: [string, string, unknown?][] = [
      ['GET', `gadget/${id}?populate=ownerId`],
      ['PUT', `gadget/${id}?dryRun=true`, { name: 'Válvula', code: 'V-1' }],
      ['PUT', `gadget/${id}/activate?force=1`, { active: true }],
      ['DELETE', `owner/${ids.owner[2]!}?cascade=true`],
      ['POST', 'post?x=1', { title: 'New' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api.call(method, path, body);
      expect({ path, status: answer.status, body: answer.body }).toMatchObject({ path, status: 400, body: { error: 'INVALID_QUERY' } });
    }
    expect((await api.call('GET', `gadget/${id}`)).status).toBe(200);
  });

  it('checks limit and skip on a list that is not paged, though it answers every record', async () => {
    expect((await api.call('GET', 'note/all?limit=1')).status).toBe(200);
    expect(await api.call('GET', 'note/all?limit=abc')).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
  });
});
