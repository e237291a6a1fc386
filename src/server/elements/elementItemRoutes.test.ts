import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startProjectApi, type RunningTestApi } from '../demoApi.testkit';

type Item = { _id: string; identifier: string; elementId: string; description?: string; isFic?: boolean };
const items = JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', 'commissionable-item.json'), 'utf8')) as Item[];
const [item, other] = items.filter((candidate, index, all) => all.findIndex((found) => found.elementId === candidate.elementId) === index);
const OTHER_PROJECT = '63c82aadc47268868282b4d9';

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('element-items');
});
afterAll(() => api.close());

const itemsOf = async (elementId: string) =>
  ((await api.call('GET', `element/${elementId}/commissionable-items?limit=1000`)).body as { data: { items: Item[] } }).data.items.map(
    (found) => found.identifier,
  );

describe('one commissionable item of an element', () => {
  it('adds one to the element, which lists it, for whoever may create commissionable items', async () => {
    const projectAdmin = await api.as('project-admin');
    const created = await projectAdmin('POST', `element/${item!.elementId}/commissionable-item`, { identifier: 'CI-NEW-01', description: 'Nova válvula' });
    expect(created).toMatchObject({ status: 201, body: { data: { identifier: 'CI-NEW-01', description: 'Nova válvula', elementId: item!.elementId } } });
    expect(await itemsOf(item!.elementId)).toContain('CI-NEW-01');
    const member = await api.as('member');
    expect(await member('POST', `element/${item!.elementId}/commissionable-item`, { identifier: 'CI-NEW-02' })).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect((await member('DELETE', `element/${item!.elementId}/commissionable-item/${item!._id}`)).status).toBe(403);
  });

  it('changes its identifier and description, keeping the other fields', async () => {
    const changed = await api.call('PUT', `element/${item!.elementId}/commissionable-item/${item!._id}`, { identifier: `${item!.identifier}-B` });
    expect(changed).toMatchObject({ status: 200, body: { data: { _id: item!._id, identifier: `${item!.identifier}-B`, isFic: item!.isFic } } });
    expect((changed.body as { data: Item }).data.description).toBeUndefined();
  });

  it('removes it', async () => {
    const created = await api.call('POST', `element/${other!.elementId}/commissionable-item`, { identifier: 'CI-GONE-01' });
    const id = (created.body as { data: Item }).data._id;
    expect(await api.call('DELETE', `element/${other!.elementId}/commissionable-item/${id}`)).toMatchObject({ status: 200, body: { data: { _id: id } } });
    expect(await itemsOf(other!.elementId)).not.toContain('CI-GONE-01');
  });

  it("refuses another element's item, an unknown element, another project's, a taken identifier and a body its schema refuses", async () => {
    expect((await api.call('PUT', `element/${other!.elementId}/commissionable-item/${item!._id}`, { identifier: 'X-1' })).status).toBe(404);
    expect((await api.call('DELETE', `element/${other!.elementId}/commissionable-item/${item!._id}`)).status).toBe(404);
    expect((await api.call('POST', 'element/000000000000000000000000/commissionable-item', { identifier: 'X-1' })).status).toBe(404);
    expect(await api.call('POST', `element/${item!.elementId}/commissionable-item`, { identifier: 'X-1' }, { ProjectId: OTHER_PROJECT })).toMatchObject({
      status: 400,
      body: { error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT' },
    });
    expect(await api.call('POST', `element/${item!.elementId}/commissionable-item`, { identifier: other!.identifier })).toMatchObject({
      status: 400,
      body: { error: 'COMMISSIONABLE_ITEM.IDENTIFIER_ALREADY_EXISTS' },
    });
    expect(await api.call('POST', `element/${item!.elementId}/commissionable-item`, { identifier: 'lower case' })).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_ERROR' },
    });
    expect(await api.call('POST', `element/${item!.elementId}/commissionable-item`, { identifier: 'X-2', elementId: other!.elementId })).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_ERROR' },
    });
    expect((await api.anonymous('POST', `element/${item!.elementId}/commissionable-item`, { identifier: 'X-3' })).status).toBe(401);
  });
});
