import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startProjectApi, type RunningTestApi } from '../demoApi.testkit';

type Node = { _id: string; name: string; level: number; parentIds: string[] };
const nodes = JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', 'scope.json'), 'utf8')) as Node[];
const program = nodes.find((node) => node.level === 2 && nodes.some((child) => child.level === 3 && child.parentIds.at(-1) === node._id))!;
const project = nodes.find((node) => node.level === 3 && node.parentIds.at(-1) === program._id && nodes.some((child) => child.parentIds.includes(node._id)))!;
const otherProgram = nodes.find((node) => node.level === 2 && node._id !== program._id)!;

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('scope-child-edits');
});
afterAll(() => api.close());

describe('PUT and DELETE scope/{level}/{id}/{childLevel}/{childId}', () => {
  it('renames a node under its parent, and refuses a name its level has', async () => {
    const renamed = await api.call('PUT', `scope/2/${program._id}/3/${project._id}`, { name: 'Projeto renomeado' });
    expect(renamed).toMatchObject({ status: 200, body: { data: { _id: project._id, name: 'Projeto renomeado', level: 3, parentIds: project.parentIds } } });
    const sibling = nodes.find((node) => node.level === 3 && node._id !== project._id)!;
    expect(await api.call('PUT', `scope/2/${program._id}/3/${project._id}`, { name: sibling.name })).toMatchObject({
      status: 400,
      body: { error: 'SCOPE.NAME_ALREADY_EXISTS' },
    });
  });

  it('deletes a node with nothing under it, and refuses one with nodes under it', async () => {
    expect(await api.call('DELETE', `scope/2/${program._id}/3/${project._id}`)).toMatchObject({ status: 409, body: { error: 'SCOPE.HAS_CHILDREN' } });
    const created = await api.call('POST', `scope/2/${program._id}/3`, { name: 'Projeto de teste' });
    const id = (created.body as { data: Node }).data._id;
    expect(await api.call('DELETE', `scope/2/${program._id}/3/${id}`)).toMatchObject({ status: 200, body: { data: { _id: id } } });
    expect((await api.call('GET', `scope/${id}`)).status).toBe(404);
  });

  it('answers 404 for a child not under the parent or not at the level named, and refuses a role that is not ADMIN', async () => {
    expect((await api.call('PUT', `scope/2/${otherProgram._id}/3/${project._id}`, { name: 'X' })).status).toBe(404);
    expect((await api.call('DELETE', `scope/2/${program._id}/4/${project._id}`)).status).toBe(404);
    expect((await api.call('DELETE', `scope/3/${program._id}/3/${project._id}`)).status).toBe(404);
    expect(await (await api.as('project-admin'))('PUT', `scope/2/${program._id}/3/${project._id}`, { name: 'X' })).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect(await api.call('PUT', `scope/2/${program._id}/3/${project._id}`, { name: '' })).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
  });
});
