import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { apiPathCollisions } from './apiPathCollisions';

const paged = (path: string, listPath = `${path}/page`) => ({ style: 'paginated' as const, path, idField: '_id', list: { path: listPath, paged: true, countParam: 'collectionCount', where: [] } });

describe('apiPathCollisions', () => {
  it('finds nothing when every resource has its own paths', () => {
    expect(apiPathCollisions([testResourceModel({ name: 'part' }), testResourceModel({ name: 'tool' })])).toEqual([]);
  });

  it('reports a clash once, at the resource the path does not belong to, with every call', () => {
    const issues = apiPathCollisions([testResourceModel({ name: 'part' }), testResourceModel({ name: 'tool', api: paged('part', 'tool/page') })]);
    expect(issues).toEqual([
      expect.objectContaining({ file: 'resources/tool.resource.json', pointer: '/api/path', message: expect.stringMatching(/^GET \/part, GET \/part\/\{id\}, PUT \/part\/\{id\}, DELETE \/part\/\{id\}, POST \/part are already served by resource "part"/) }),
    ]);
  });

  it('sees list, create and action paths, placeholders aside', () => {
    const tool = testResourceModel({
      name: 'tool',
      api: { ...paged('tool', 'part/page'), createPath: 'part/create' },
      actions: [{ name: 'go', kind: 'toggle', method: 'PUT', path: '/part/{key}', field: 'on', valueIn: 'body', input: 'on', invalidError: 'x', confirm: false, refuse: [] } as never],
    });
    const part = testResourceModel({ name: 'part', api: { ...paged('part'), createPath: 'part/create' } });
    const pointers = apiPathCollisions([part, tool]).map((issue) => issue.pointer).sort();
    expect(pointers).toEqual(['/actions/0/path', '/api/createPath', '/api/list/path']);
  });

  it('lets two resources over the same collection share their calls', () => {
    const user = testResourceModel({ name: 'user' });
    const approval = testResourceModel({ name: 'user-approval', schemaFile: 'user.schema.json', fixture: 'user.json', api: paged('user', 'user/all-without-project') });
    expect(apiPathCollisions([user, approval])).toEqual([]);
  });
});
