import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { apiPathCollisions, viewOfIssues } from './apiPathCollisions';

const paged = (path: string, listPath = `${path}/page`) => ({
  style: 'paginated' as const,
  path,
  idField: '_id',
  list: { path: listPath, paged: true, countParam: 'collectionCount', where: [] },
});

describe('apiPathCollisions', () => {
  it('finds nothing when every resource has its own paths', () => {
    expect(apiPathCollisions([testResourceModel({ name: 'part' }), testResourceModel({ name: 'tool' })])).toEqual([]);
  });

  it('reports a clash once, at the resource the path does not belong to, with every call', () => {
    const issues = apiPathCollisions([testResourceModel({ name: 'part' }), testResourceModel({ name: 'tool', api: paged('part', 'tool/page') })]);
    expect(issues).toEqual([
      expect.objectContaining({
        file: 'resources/tool.resource.json',
        pointer: '/api/path',
        message: expect.stringMatching(
          /^GET \/part, GET \/part\/\{id\}, PUT \/part\/\{id\}, DELETE \/part\/\{id\}, POST \/part are already served by resource "part"/,
        ),
      }),
    ]);
  });

  it('sees list, create and action paths, placeholders aside', () => {
    const tool = testResourceModel({
      name: 'tool',
      api: { ...paged('tool', 'part/page'), createPath: 'part/create' },
      actions: [
        {
          name: 'go',
          kind: 'toggle',
          method: 'PUT',
          path: '/part/{key}',
          field: 'on',
          valueIn: 'body',
          input: 'on',
          invalidError: 'x',
          confirm: false,
          refuse: [],
        } as never,
      ],
    });
    const part = testResourceModel({ name: 'part', api: { ...paged('part'), createPath: 'part/create' } });
    const pointers = apiPathCollisions([part, tool])
      .map((issue) => issue.pointer)
      .sort();
    expect(pointers).toEqual(['/actions/0/path', '/api/createPath', '/api/list/path']);
  });

  it('refuses two resources over the same records answering one call: one set of rules per call', () => {
    const user = testResourceModel({ name: 'user' });
    const approval = testResourceModel({
      name: 'user-approval',
      schemaFile: 'user.schema.json',
      fixture: 'user.json',
      api: paged('user', 'user/all-without-project'),
    });
    expect(apiPathCollisions([user, approval])).toEqual([
      expect.objectContaining({ file: 'resources/user-approval.resource.json', pointer: '/api/path', hint: expect.stringContaining('"viewOf": "user"') }),
    ]);
  });

  it('lets a view of another resource add its own list and nothing else', () => {
    const user = testResourceModel({ name: 'user' });
    const approval = testResourceModel({
      name: 'user-approval',
      schemaFile: 'user.schema.json',
      fixture: 'user.json',
      api: paged('user', 'user/all-without-project'),
      viewOf: 'user',
    });
    expect(apiPathCollisions([user, approval])).toEqual([]);
    const sameList = testResourceModel({ name: 'user-list', viewOf: 'user', api: paged('user', 'user/page') });
    expect(apiPathCollisions([user, sameList]).map((issue) => issue.pointer)).toEqual(['/api/list/path']);
  });

  it('counts only the writes a resource offers', () => {
    const part = testResourceModel({ name: 'part' });
    const reader = testResourceModel({ name: 'reader', api: paged('part', 'reader/page'), operations: ['list', 'show'] });
    expect(apiPathCollisions([part, reader])[0]?.message).toMatch(/^GET \/part, GET \/part\/\{id\} are already served/);
  });
});

describe('viewOfIssues', () => {
  it('wants a view over the same records, of a resource that is no view itself', () => {
    const user = testResourceModel({ name: 'user', schemaFile: 'user.schema.json', fixture: 'user.json' });
    const good = testResourceModel({ name: 'approval', schemaFile: 'user.schema.json', fixture: 'user.json', viewOf: 'user' });
    const other = testResourceModel({ name: 'odd', schemaFile: 'part.schema.json', fixture: 'part.json', viewOf: 'user' });
    const chained = testResourceModel({ name: 'chained', schemaFile: 'user.schema.json', fixture: 'user.json', viewOf: 'approval' });
    expect(viewOfIssues([user, good])).toEqual([]);
    expect(viewOfIssues([user, good, other, chained]).map((issue) => [issue.file, issue.pointer])).toEqual([
      ['resources/odd.resource.json', '/viewOf'],
      ['resources/chained.resource.json', '/viewOf'],
    ]);
  });
});
