import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type Answer, type RunningTestApi } from '../demoApi.testkit';

const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
type Node = { _id: string; name: string; level: number; parentIds: string[] };
const nodes = JSON.parse(readFileSync(join(root, 'fixtures', 'scope.json'), 'utf8')) as Node[];
const [program] = nodes.filter((node) => node.level === 2);
const [project] = nodes.filter((node) => node.level === 3 && node.parentIds[0] === program!._id);
const [contract] = nodes.filter((node) => node.level === 4);

let api: RunningTestApi;
beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'scope-')) });
});
afterAll(() => api.close());

const names = (answer: Answer) => (answer.body as { data: Node[] }).data.map((node) => node.name);
const byName = (list: Node[]) => list.map((node) => node.name).sort((a, b) => a.localeCompare(b));

describe('scope calls', () => {
  it('list the nodes right under a node, by name', async () => {
    const children = nodes.filter((node) => node.parentIds.at(-1) === program!._id);
    expect(children.every((node) => node.level === 3)).toBe(true);
    expect(names(await api.call('GET', `scope/2/${program!._id}/children`))).toEqual(byName(children));
    expect(names(await api.call('GET', `scope/3/${project!._id}/children`))).toEqual(byName(nodes.filter((node) => node.parentIds.at(-1) === project!._id)));
  });

  it("list the nodes of a deeper level under a node: a program's contracts", async () => {
    const contracts = nodes.filter((node) => node.level === 4 && node.parentIds.includes(program!._id));
    expect(contracts.length).toBeGreaterThan(1);
    expect(names(await api.call('GET', `scope/2/${program!._id}/4`))).toEqual(byName(contracts));
  });

  it('answer 404 for a node not at the level the path names, 400 for a level that is none', async () => {
    expect((await api.call('GET', `scope/3/${program!._id}/children`)).status).toBe(404);
    const badLevel = await api.call('GET', `scope/7/${program!._id}/children`);
    expect(badLevel.status).toBe(400);
    expect(badLevel.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'level' }] });
    expect(await api.call('GET', `scope/3/${project!._id}/2`)).toMatchObject({ status: 400, body: { errors: [{ field: 'childLevel' }] } });
    // Levels that each fit the path's schema, not as a pair: the rule's own code, not the schema's.
    expect(await api.call('GET', `scope/4/${contract!._id}/4`)).toMatchObject({
      status: 400,
      body: { error: 'CHILD_LEVEL_NOT_ALLOWED', errors: [{ field: 'childLevel', params: { allowedValues: [] } }] },
    });
  });

  it('create a node one level down with its ancestors, which then lists with its siblings', async () => {
    const created = await api.call('POST', `scope/3/${project!._id}/4`, { name: 'Contrato de teste do escopo' });
    expect(created.status).toBe(201);
    expect((created.body as { data: Node }).data).toMatchObject({ name: 'Contrato de teste do escopo', level: 4, parentIds: [program!._id, project!._id] });
    expect(names(await api.call('GET', `scope/3/${project!._id}/children`))).toContain('Contrato de teste do escopo');
    expect(await api.call('POST', `scope/2/${program!._id}/4`, { name: 'Pula um nível' })).toMatchObject({
      status: 400,
      body: { error: 'CHILD_LEVEL_NOT_ALLOWED', errors: [{ field: 'childLevel', params: { allowedValues: [3] } }] },
    });
    expect(await api.call('POST', `scope/3/${project!._id}/4`, { name: '' })).toMatchObject({ status: 400, body: { errors: [{ field: 'name' }] } });
  });

  it('refuse a field the create does not take, a name the level has, and a query parameter they do not read', async () => {
    const extra = await api.call('POST', `scope/3/${project!._id}/4`, { name: 'Contrato com nível', level: 2, parentIds: [] });
    expect(extra).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
    expect((extra.body as { errors: { field: string; keyword: string }[] }).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'level', keyword: 'additionalProperties' }),
        expect.objectContaining({ field: 'parentIds', keyword: 'additionalProperties' }),
      ]),
    );
    const [sibling] = nodes.filter((node) => node.level === 4);
    expect(await api.call('POST', `scope/3/${project!._id}/4`, { name: sibling!.name })).toMatchObject({
      status: 400,
      body: { error: 'SCOPE.NAME_ALREADY_EXISTS' },
    });
    expect(await api.call('GET', `scope/2/${program!._id}/children?level=3`)).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
  });

  it("follow the scope resource's access rules", async () => {
    const member = await api.as('member');
    expect((await member('GET', `scope/2/${program!._id}/children`)).status).toBe(403);
    expect((await member('POST', `scope/3/${project!._id}/4`, { name: 'x' })).status).toBe(403);
  });
});
