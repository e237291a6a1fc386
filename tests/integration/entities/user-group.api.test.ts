/**
 * API contract of `user-group` (spec §7: `GET user-group` paged with skip, limit and
 * collectionCount; `POST groups`, `PUT groups/{id}`, `DELETE groups/{id}`), through the
 * real demo API over the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_PROJECT_ID,
  dataOf,
  entityApiOfFile,
  expectPagedList,
  fieldErrors,
  listPage,
  readFixture,
  resourceNamed,
  type Params,
  type Row,
} from './entityApi.testkit';

const groups = readFixture('user-group');
const users = readFixture('user');

const api = entityApiOfFile();

const list = (params: Params) => listPage(api, 'user-group', params);

describe('the definition', () => {
  it('lists at user-group and writes at groups', () => {
    expect(resourceNamed('user-group').api).toMatchObject({ path: 'groups', list: { path: 'user-group', paged: true, countParam: 'collectionCount' } });
  });
});

describe('GET user-group', () => {
  it('answers {data: {items, count}} with limit, skip and collectionCount', async () => {
    const names = groups.map((g) => String(g.name)).sort((a, b) => a.localeCompare(b, 'pt'));
    await expectPagedList(api, 'user-group', names, { limit: 3, sort: 'name' });
    await expectPagedList(api, 'user-group', names, { limit: 3, skip: 3, sort: 'name' });
  });

  it('filters the name with match types, ignoring case and accents, and by project', async () => {
    expect((await list({ name: 'INSPECAO' })).items.map((g) => g.name)).toEqual(['Inspeção de Qualidade']);
    const commissioning = groups.filter((g) => String(g.name).startsWith('Comissionamento'));
    expect((await list({ name: 'comissionamento', nameMatchType: 'startsWith' })).count).toBe(commissioning.length);
    expect((await list({ projectId: DEMO_PROJECT_ID })).count).toBe(groups.filter((g) => g.projectId === DEMO_PROJECT_ID).length);
  });

  it('reads one group at groups/{id}', async () => {
    const answer = await api.call('GET', `groups/${String(groups[0]?._id)}`);
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toEqual(groups[0]);
  });
});

describe('writes at groups', () => {
  it('creates a group in a project, and refuses its name twice in that project', async () => {
    const created = await api.call('POST', 'groups', {
      name: 'Elétrica de Potência',
      description: 'Subestações e painéis de média tensão.',
      projectId: DEMO_PROJECT_ID,
    });
    expect(created.status).toBe(201);
    expect(dataOf(created)).toMatchObject({ name: 'Elétrica de Potência', projectId: DEMO_PROJECT_ID, _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const twice = await api.call('POST', 'groups', { name: 'ELETRICA DE POTENCIA', projectId: DEMO_PROJECT_ID });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ error: 'USER_GROUP.NAME_ALREADY_EXISTS', errors: [{ field: 'name', keyword: 'unique' }] });
  });

  it('accepts the same name in another project', async () => {
    const other = groups.find((g) => g.projectId !== DEMO_PROJECT_ID) as Row;
    const answer = await api.call('POST', 'groups', { name: String(groups[0]?.name), projectId: other.projectId });
    expect(answer.status).toBe(201);
  });

  it('refuses a group without name or project, or in a project that does not exist', async () => {
    const empty = await api.call('POST', 'groups', {});
    expect(fieldErrors(empty).map((e) => [e.field, e.keyword])).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['projectId', 'required'],
      ]),
    );
    const orphan = await api.call('POST', 'groups', { name: 'Sem projeto', projectId: 'ffffffffffffffffffffffff' });
    expect(fieldErrors(orphan)).toEqual([{ field: 'projectId', keyword: 'reference', message: 'validation.reference' }]);
  });

  it('updates a group at groups/{id}', async () => {
    const group = groups[1] as Row;
    const answer = await api.call('PUT', `groups/${String(group._id)}`, { ...group, description: 'Malhas, instrumentos e automação.' });
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: group._id, description: 'Malhas, instrumentos e automação.' });
  });

  it('refuses to delete a group that has members, deletes one that has none', async () => {
    const withMembers = groups.find((g) => users.some((u) => (u.groups as string[]).includes(String(g._id)))) as Row;
    const refused = await api.call('DELETE', `groups/${String(withMembers._id)}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'USER_GROUP.HAS_MEMBERS',
      count: users.filter((u) => (u.groups as string[]).includes(String(withMembers._id))).length,
    });
    const empty = dataOf(await api.call('POST', 'groups', { name: 'Grupo provisório', projectId: DEMO_PROJECT_ID }));
    expect((await api.call('DELETE', `groups/${String(empty._id)}`)).status).toBe(200);
  });
});
