import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { IFC_JSON_ENTRIES, sampleUrl, type IfcJsonEntry } from '../../pages/docs/ifcJson/ifcJsonEntries';
import { startTestApi, type Answer, type RunningTestApi } from '../demoApi.testkit';
import { ifcJsonDocumentCheck } from './ifcJsonSchemas.testkit';

const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const check = ifcJsonDocumentCheck(root);

const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const ROTA3 = '63c82aadc47268868282b4d9';
const inUtgca = { ProjectId: UTGCA };
/** A contract of UTGCA (a contract node of the scope tree). */
const UTGCA_CONTRACT = '63db1188fc8405c31dec172e';
/** The path values the samples were taken with. */
const PATH_VALUES: Record<string, string> = {
  id: '64771cbcc03d4a946390d49c',
  tag: 'SIS-050',
  publicId: 'PND-000108',
  projectId: UTGCA,
  classification: 'IMPEDITIVE',
  status: 'AWAITING_EVALUATION',
  elementId: '64da6fbd9a7995e34831eb9d',
};
const pathOf = (entry: IfcJsonEntry): string => entry.path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? name);
const requestSample = (entry: IfcJsonEntry): unknown =>
  entry.hasRequestSample ? JSON.parse(readFileSync(join(root, 'public', sampleUrl(entry, 'request')), 'utf8')) : undefined;
const objects = (answer: Answer) => (answer.body as { data: Record<string, unknown>[] }).data;
const entry = (key: string): IfcJsonEntry => {
  const found = IFC_JSON_ENTRIES.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no entry ${key}`);
  return found;
};

let api: RunningTestApi;
beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'ifcjson-')) });
});
afterAll(() => api.close());

describe('/api/v1 (IFC-JSON)', () => {
  it.each(IFC_JSON_ENTRIES.map((item) => [item.key, item] as const))('%s answers what its sample shows, in the shape of its schema', async (_key, item) => {
    const answer = await api.call(item.method, pathOf(item), requestSample(item), inUtgca);
    expect(answer.status, JSON.stringify(answer.body)).toBe(item.method === 'POST' ? 201 : 200);
    expect(check(item.itemSchema, answer.body)).toEqual([]);
    expect(objects(answer).length).toBeGreaterThan(0);
  });

  it('needs a signed-in caller, as the rest of the API', async () => {
    for (const item of IFC_JSON_ENTRIES) {
      const answer = await api.anonymous(item.method, pathOf(item), requestSample(item));
      expect(answer.status, item.key).toBe(401);
      expect(answer.body).toMatchObject({ error: 'UNAUTHENTICATED', traceId: expect.any(String) });
    }
  });

  it('answers 404 in the API error shape for unknown ids', async () => {
    const unknownId = 'ffffffffffffffffffffffff';
    for (const path of [
      `v1/task/${unknownId}`,
      `v1/task/${unknownId}/tags`,
      'v1/pendency/PND-999999',
      `v1/pendency/project/${unknownId}`,
      `v1/pendency/element/${unknownId}`,
    ]) {
      const answer = await api.call('GET', path, undefined, inUtgca);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ error: 'NOT_FOUND', message: expect.any(String), traceId: expect.any(String) });
    }
    expect((await api.call('PUT', 'v1/pendency/PND-999999', { status: 'COMPLETED' }, inUtgca)).status).toBe(404);
  });

  it('answers 400 for values of the wrong type or outside their set', async () => {
    const post = await api.call('POST', 'v1/pendency', { name: 5, classification: 'URGENT', events: 'not a list' }, inUtgca);
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({ error: 'VALIDATION_ERROR', traceId: expect.any(String) });
    expect((post.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['name', 'classification', 'events']),
    );
    expect(await api.call('POST', 'v1/pendency', { ...(requestSample(entry('post-pendencies')) as object), pendencyId: 42 }, inUtgca)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'pendencyId', keyword: 'type' }] },
    });
    expect(await api.call('POST', 'v1/pendency', { ...(requestSample(entry('post-pendencies')) as object), colour: 'red' }, inUtgca)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'colour', keyword: 'additionalProperties' }] },
    });
    expect(await api.call('POST', 'v1/pendency', [1, 2], inUtgca)).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
    expect(await api.call('POST', 'v1/pendency', '{not json', inUtgca)).toMatchObject({ status: 400, body: { error: 'INVALID_JSON' } });
    expect(await api.call('PUT', 'v1/pendency/PND-000108', { limitDate: 12, status: 'OPEN' }, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_ERROR' },
    });
    expect(await api.call('GET', 'v1/activity?limit=abc', undefined, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'INVALID_QUERY', errors: [{ field: 'limit' }] },
    });
    expect(await api.call('GET', 'v1/activity?skip=-1', undefined, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'INVALID_QUERY', errors: [{ field: 'skip' }] },
    });
    expect(await api.call('GET', 'v1/activity?limit=1001', undefined, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'INVALID_QUERY', errors: [{ field: 'limit' }] },
    });
    expect(await api.call('GET', 'v1/pendency?status=DRAFT', undefined, inUtgca)).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
    expect(await api.call('GET', 'v1/pendency/classification/URGENT', undefined, inUtgca)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'classification', keyword: 'enum' }] },
    });
    expect(await api.call('GET', 'v1/pendency/status/OPEN', undefined, inUtgca)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'status', keyword: 'enum' }] },
    });
  });

  it('stores a posted pendency as external, with the next public code, and lets the external system change it', async () => {
    const posted = await api.call('POST', 'v1/pendency', requestSample(entry('post-pendencies')), inUtgca);
    const [created] = objects(posted);
    expect(created).toMatchObject({
      isInternal: false,
      source: 'EXTERNAL_API',
      status: 'DRAFT',
      projectId: UTGCA,
      pendencyId: 'EXT-2024-0042',
      publicId: expect.stringMatching(/^PND-\d{6}$/),
    });
    const publicId = String(created?.publicId);
    const changed = await api.call('PUT', `v1/pendency/${publicId}`, { status: 'IN_PROGRESS', name: 'Renamed by the external system' }, inUtgca);
    expect(objects(changed)[0]).toMatchObject({
      publicId,
      status: 'IN_PROGRESS',
      name: 'Renamed by the external system',
      events: created?.events,
      pendencyId: 'EXT-2024-0042',
    });
    expect(objects(await api.call('GET', `v1/pendency/${publicId}`, undefined, inUtgca))[0]).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it('puts a posted pendency in the contract chosen in the scope tree, and in its project for a global admin', async () => {
    const inContract = { ...inUtgca, 'Selected-Contract-Id': UTGCA_CONTRACT };
    const stored = (answer: Answer) =>
      api.api.store
        .collection('pendency')
        .all()
        .find((record) => record.publicId === objects(answer)[0]?.publicId);
    const posted = await api.call('POST', 'v1/pendency', { ...(requestSample(entry('post-pendencies')) as object), pendencyId: 'EXT-C-1' }, inContract);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(stored(posted)).toMatchObject({ projectId: UTGCA, contractId: UTGCA_CONTRACT });

    const global = { ProjectId: 'global', 'Selected-Contract-Id': UTGCA_CONTRACT };
    const fromGlobal = await api.call('POST', 'v1/pendency', { ...(requestSample(entry('post-pendencies')) as object), pendencyId: 'EXT-C-2' }, global);
    expect(fromGlobal.status, JSON.stringify(fromGlobal.body)).toBe(201);
    expect(stored(fromGlobal)).toMatchObject({ projectId: UTGCA, contractId: UTGCA_CONTRACT });
    const elsewhere = await api.call('POST', 'v1/pendency', { ...(requestSample(entry('post-pendencies')) as object), projectId: ROTA3 }, global);
    expect(elsewhere).toMatchObject({ status: 403, body: { error: 'SCOPE_OUTSIDE_PROJECT' } });
    expect(
      (await api.call('POST', 'v1/pendency', requestSample(entry('post-pendencies')), { ProjectId: ROTA3, 'Selected-Contract-Id': UTGCA_CONTRACT })).status,
    ).toBe(403);
  });

  it('refuses a field the external system does not write, and keeps the pendency as it was', async () => {
    const posted = objects(await api.call('POST', 'v1/pendency', requestSample(entry('post-pendencies')), inUtgca))[0];
    const publicId = String(posted?.publicId);
    for (const extra of [{ isInternal: true }, { projectId: ROTA3 }, { publicId: 'PND-000001' }, { pendencyId: 'EXT-OTHER' }]) {
      const answer = await api.call('PUT', `v1/pendency/${publicId}`, { status: 'COMPLETED', ...extra }, inUtgca);
      expect(answer, JSON.stringify(extra)).toMatchObject({
        status: 400,
        body: { error: 'VALIDATION_ERROR', errors: [{ field: Object.keys(extra)[0], keyword: 'additionalProperties' }] },
      });
    }
    expect(objects(await api.call('GET', `v1/pendency/${publicId}`, undefined, inUtgca))[0]).toEqual(posted);
    expect(await api.call('POST', 'v1/pendency', { ...(requestSample(entry('post-pendencies')) as object), events: [] }, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'EVENT_SELECTION_REQUIRED' },
    });
    expect(await api.call('POST', 'v1/pendency', { ...(requestSample(entry('post-pendencies')) as object), events: undefined }, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'EVENT_SELECTION_REQUIRED' },
    });
  });

  it('refuses ids that fit the schema but name no record with their own code, storing nothing', async () => {
    const before = objects(await api.call('GET', 'v1/pendency', undefined, inUtgca)).length;
    const nobody = 'efd1db75e3fa242fdeea3bdc';
    expect(await api.call('POST', 'v1/pendency', { ...(requestSample(entry('post-pendencies')) as object), assignedUser: nobody }, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'REFERENCE_NOT_FOUND', errors: [{ field: 'assignedUser', keyword: 'reference', params: { resource: 'user', value: nobody } }] },
    });
    expect(objects(await api.call('GET', 'v1/pendency', undefined, inUtgca))).toHaveLength(before);
    const posted = objects(await api.call('POST', 'v1/pendency', requestSample(entry('post-pendencies')), inUtgca))[0];
    expect(await api.call('PUT', `v1/pendency/${String(posted?.publicId)}`, { elements: [nobody] }, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'REFERENCE_NOT_FOUND', errors: [{ field: 'elements.0' }] },
    });
  });

  it('leaves pendencies created in Certificare to Certificare', async () => {
    expect(await api.call('PUT', 'v1/pendency/PND-000101', { status: 'COMPLETED' }, inUtgca)).toMatchObject({
      status: 400,
      body: { error: 'USER_WITHOUT_PERMISSION' },
    });
  });

  it('pages activities and filters them by tag', async () => {
    const page = await api.call('GET', 'v1/activity?limit=3&skip=1', undefined, inUtgca);
    expect(objects(page)).toHaveLength(3);
    expect((page.body as { count: number }).count).toBeGreaterThan(3);
    const tagged = objects(await api.call('GET', 'v1/activity?tag=SIS-050', undefined, inUtgca));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((activity) => activity.tag === 'SIS-050')).toBe(true);
  });

  it("is scoped to the request's project and follows the pendency access rules", async () => {
    const projectAdmin = await api.as('project-admin');
    expect(objects(await projectAdmin('GET', 'v1/pendency', undefined, { ProjectId: ROTA3 }))).toEqual([]);
    expect(objects(await projectAdmin('GET', 'v1/activity', undefined, { ProjectId: ROTA3 }))).toEqual([]);
    expect(await projectAdmin('GET', 'v1/pendency/PND-000101', undefined, { ProjectId: ROTA3 })).toMatchObject({
      status: 400,
      body: { error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT' },
    });
    const member = await api.as('member');
    expect(await member('GET', `v1/pendency/project/${ROTA3}`)).toMatchObject({ status: 403, body: { error: 'PROJECT_ACCESS_DENIED' } });
    expect(objects(await member('GET', 'v1'))).toEqual([expect.objectContaining({ type: 'IfcProject', globalId: UTGCA })]);
    const readOnly = await api.as('read-only');
    expect((await readOnly('GET', 'v1/pendency')).status).toBe(200);
    expect(await readOnly('POST', 'v1/pendency', requestSample(entry('post-pendencies')))).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await readOnly('PUT', 'v1/pendency/PND-000108', requestSample(entry('update-pendencies')))).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    const noProject = await api.as('no-project');
    expect(await noProject('GET', 'v1/pendency')).toMatchObject({ status: 400, body: { error: 'USER-WITHOUT-PROJECT' } });
  });
});
