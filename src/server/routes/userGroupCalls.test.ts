import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjectApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

/*
 * Spec §7's group calls over HTTP with the project's model and fixtures: the paged list at
 * `user-group` with the product's `filter`, `sort[]` and `populate[]`, and the group's
 * create, read, update and delete at `user-group` as at `groups` (api.alsoAt). project-admin
 * works in UTGCA; RNEST is not its project.
 */
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const RNEST = '63d475afecc143fe678d3705';
/** UTGCA's "Comissionamento Elétrico", with members. */
const ELECTRICAL = '63f45665398407a05cf2eb81';
/** RNEST's "Planejamento e Controle". */
const PLANNING = '641337bbc00539ee6e236aa7';
/** UTGCA's "Fiscalização do Contrato". */
const INSPECTION = '640df12235f6a75e0080c567';
/** ricardo.nogueira: a UTGCA user in a UTGCA group and a RNEST group. */
const RICARDO = '63fcb5e55cf2fc8eac474683';
/** A UTGCA activity whose responsible is the demo user `member`. */
const ACTIVITY = '683c73f631aab8c120f161a6';

let api: RunningTestApi;
let projectAdmin: ApiCall;
let readOnly: ApiCall;
let member: ApiCall;

beforeAll(async () => {
  api = await startProjectApi('user-group-calls');
  projectAdmin = await api.as('project-admin');
  readOnly = await api.as('read-only');
  member = await api.as('member');
});
afterAll(() => api.close());

type Row = Record<string, unknown> & { _id: string; name?: string };
const q = (params: Record<string, string | string[]>): string =>
  Object.entries(params)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(name)}=${encodeURIComponent(item)}`))
    .join('&');
const dataOf = (answer: Answer): Row => (answer.body as { data: Row }).data;

async function page(call: ApiCall, params: Record<string, string | string[]>, path = 'user-group'): Promise<{ items: Row[]; count?: number }> {
  const answer = await call('GET', `${path}?${q({ limit: '25', skip: '0', collectionCount: 'true', ...params })}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { data: { items: Row[]; count?: number } }).data;
}

describe("GET user-group with the product's query parameters", () => {
  it('filters by name (as the name filter matches) and by projectId', async () => {
    const byName = await page(api.call, { filter: JSON.stringify({ name: 'comissionamento' }), 'sort[]': 'name' });
    expect(byName.items.map((row) => row.name)).toEqual(['Comissionamento de Instrumentação', 'Comissionamento Elétrico', 'Comissionamento Offshore']);
    expect(byName.count).toBe(3);
    const byProject = await page(api.call, { filter: JSON.stringify({ projectId: RNEST }) });
    expect(byProject.items.map((row) => row._id)).toEqual([PLANNING]);
    const both = await page(api.call, { filter: JSON.stringify({ name: 'Comissionamento', projectId: UTGCA }), 'sort[]': 'name' });
    expect(both.items.map((row) => row.name)).toEqual(['Comissionamento de Instrumentação', 'Comissionamento Elétrico']);
  });

  it('sorts by sort[] both ways, the first entry ordering', async () => {
    const ascending = (await page(api.call, { 'sort[]': 'name' })).items.map((row) => row.name);
    expect(ascending).toHaveLength(8);
    expect(ascending[0]).toBe('Comissionamento de Instrumentação');
    expect((await page(api.call, { 'sort[]': '-name' })).items.map((row) => row.name)).toEqual([...ascending].reverse());
    expect((await page(api.call, { 'sort[]': ['name:desc', 'updatedAt'] })).items.map((row) => row.name)).toEqual([...ascending].reverse());
  });

  it('populate[]=projectId answers the project record in place of its id', async () => {
    const [row] = (await page(api.call, { filter: JSON.stringify({ projectId: RNEST }), 'populate[]': 'projectId' })).items;
    expect(row?.projectId).toMatchObject({ _id: RNEST, name: 'RNEST – Refinaria Abreu e Lima, Trem 2' });
    // Only when asked: the same page without populate[] keeps the id.
    expect((await page(api.call, { filter: JSON.stringify({ projectId: RNEST }) })).items[0]?.projectId).toBe(RNEST);
  });

  it('never populates a record the caller could not read: a project admin keeps the project ids and a group of another project', async () => {
    const groups = await page(projectAdmin, { 'populate[]': 'projectId' });
    expect(groups.items.length).toBeGreaterThan(0);
    // Projects are read by ADMIN alone.
    expect(groups.items.every((row) => row.projectId === UTGCA)).toBe(true);
    // ricardo.nogueira is in a UTGCA group and a RNEST group: only the UTGCA one is the project admin's to read.
    const [ricardo] = (await page(projectAdmin, { _id: RICARDO, 'populate[]': 'groups' }, 'user/page')).items;
    expect(ricardo?.groups).toEqual([expect.objectContaining({ _id: INSPECTION, name: 'Fiscalização do Contrato', projectId: UTGCA }), PLANNING]);
    // The admin reads both.
    const [asAdmin] = (await page(api.call, { _id: RICARDO, 'populate[]': 'groups[]' }, 'user/page')).items;
    expect(asAdmin?.groups).toEqual([expect.objectContaining({ _id: INSPECTION }), expect.objectContaining({ _id: PLANNING, projectId: RNEST })]);
  });

  it('a populated record carries no writeOnly field', async () => {
    const [activity] = (await page(api.call, { _id: ACTIVITY, 'populate[]': 'responsibles' }, 'activity/page')).items;
    const [responsible] = activity?.responsibles as Row[];
    expect(responsible).toMatchObject({ username: 'member' });
    expect(responsible).not.toHaveProperty('passwordHash');
    expect(api.api.store.collection('user').get(String(responsible?._id))).toHaveProperty('passwordHash');
  });

  it('answers 400 INVALID_QUERY naming the parameter and the key at fault', async () => {
    const refused = async (call: ApiCall, params: Record<string, string>, message: RegExp) => {
      const answer = await call('GET', `user-group?${q(params)}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'INVALID_QUERY', message: expect.stringMatching(message) });
    };
    await refused(api.call, { filter: '{name:"x"}' }, /^"filter" must be a JSON object/);
    await refused(api.call, { filter: '{"colour":"red"}' }, /^"filter" key "colour" is no filter/);
    await refused(api.call, { 'sort[]': 'colour' }, /^"sort\[\]" cannot sort by "colour"; sortable: /);
    await refused(api.call, { 'sort[]': 'name', sort: 'name' }, /^"sort\[\]" and "sort"/);
    await refused(api.call, { 'populate[]': 'name' }, /^"populate\[\]" cannot populate "name"; reference fields: projectId/);
    // The project of the ProjectId header is the project admin's filter already.
    await refused(
      projectAdmin,
      { filter: JSON.stringify({ projectId: RNEST }) },
      /"filter" key "projectId" asks "63d475afecc143fe678d3705" but the query already holds "65a0f3c2e4b0a1d2c3e4f501"/,
    );
  });
});

describe('create, read, update and delete at user-group as at groups', () => {
  it('serves the same record at both paths', async () => {
    const [atGroups, atUserGroup] = await Promise.all([api.call('GET', `groups/${PLANNING}`), api.call('GET', `user-group/${PLANNING}`)]);
    expect(atUserGroup.status).toBe(200);
    expect(atUserGroup.body).toEqual(atGroups.body);
  });

  it('creates, updates and deletes a group at user-group', async () => {
    const created = await api.call('POST', 'user-group', { name: 'Elétrica de Potência', projectId: RNEST, description: 'Subestações' });
    expect(created.status).toBe(201);
    const id = dataOf(created)._id;
    expect(api.api.store.collection('user-group').get(id)).toMatchObject({ name: 'Elétrica de Potência', projectId: RNEST });
    const updated = await api.call('PUT', `user-group/${id}`, { name: 'Elétrica e Potência', projectId: RNEST, description: 'Subestações' });
    expect(updated.status).toBe(200);
    expect(dataOf(await api.call('GET', `groups/${id}`)).name).toBe('Elétrica e Potência');
    expect((await api.call('DELETE', `user-group/${id}`)).status).toBe(200);
    expect((await api.call('GET', `user-group/${id}`)).status).toBe(404);
  });

  it('keeps the unique name per project', async () => {
    const twin = await api.call('POST', 'user-group', { name: 'Planejamento e Controle', projectId: RNEST });
    expect(twin.status).toBe(400);
    expect(twin.body).toMatchObject({ error: 'USER_GROUP.NAME_ALREADY_EXISTS' });
  });

  it('follows the role rules: reading and writing roles as at groups', async () => {
    expect((await readOnly('GET', `user-group/${ELECTRICAL}`)).status).toBe(200);
    const body = { name: 'Leitura', projectId: UTGCA };
    for (const [call, method, path] of [
      [readOnly, 'POST', 'user-group'],
      [member, 'PUT', `user-group/${ELECTRICAL}`],
      [member, 'DELETE', `user-group/${ELECTRICAL}`],
    ] as const) {
      const answer = await call(method, path, method === 'DELETE' ? undefined : body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toMatchObject({ error: 'FORBIDDEN', allowedRoles: ['ADMIN', 'PROJECT_ADMIN'] });
      expect((await call(method, path.replace('user-group', 'groups'), method === 'DELETE' ? undefined : body)).status).toBe(403);
    }
    expect(api.api.store.collection('user-group').get(ELECTRICAL)).toMatchObject({ name: 'Comissionamento Elétrico' });
  });

  it('keeps a project admin within its project', async () => {
    const other = await projectAdmin('GET', `user-group/${PLANNING}`);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT', expectedProjectId: RNEST });
    const edit = await projectAdmin('PUT', `user-group/${PLANNING}`, { name: 'Tomado', projectId: RNEST });
    expect(edit.status).toBe(400);
    expect((await projectAdmin('DELETE', `user-group/${PLANNING}`)).status).toBe(400);
    expect(api.api.store.collection('user-group').get(PLANNING)).toMatchObject({ name: 'Planejamento e Controle' });
    // A create is stamped with the project it works in.
    const created = await projectAdmin('POST', 'user-group', { name: 'Andaimes', projectId: RNEST });
    expect(created.status).toBe(201);
    expect(dataOf(created).projectId).toBe(UTGCA);
  });

  it('refuses to delete a group with members: 409 USER_GROUP.HAS_MEMBERS', async () => {
    const answer = await api.call('DELETE', `user-group/${ELECTRICAL}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'USER_GROUP.HAS_MEMBERS' });
    expect(api.api.store.collection('user-group').get(ELECTRICAL)).toBeDefined();
  });
});
