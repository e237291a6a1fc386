import { describe, expect, it } from 'vitest';
import { checkFixtures } from './checkFixtures';
import { ids, testFixtures, testModel, writeFixtures } from './demoApi.testkit';

function issuesWith(overrides: Record<string, unknown[] | string>) {
  const dir = writeFixtures({ ...testFixtures, ...overrides });
  const name = dir.split('/').pop() ?? '';
  return checkFixtures(testModel, dir).map((issue) => ({ ...issue, file: issue.file.replace(name, 'fixtures') }));
}

const gadget = (extra: Record<string, unknown>) => ({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Extra',
  code: 'X-9',
  createdAt: '2024-01-01T00:00:00.000Z',
  ...extra,
});

describe('checkFixtures', () => {
  it('finds nothing wrong in consistent fixtures, readOnly fields included', () => {
    expect(issuesWith({})).toEqual([]);
  });

  it('reports schema violations with file and pointer', () => {
    const issues = issuesWith({ 'gadget.json': [gadget({ code: 'lower', name: undefined, tags: [] })] });
    expect(issues).toEqual([
      { file: 'fixtures/gadget.json', pointer: '/0/name', message: expect.stringContaining('(required)') },
      { file: 'fixtures/gadget.json', pointer: '/0/code', message: expect.stringContaining('(pattern)') },
      { file: 'fixtures/gadget.json', pointer: '/0/tags', message: expect.stringContaining('(minItems)') },
    ]);
  });

  it('reports missing and repeated ids', () => {
    const { _id: _dropped, ...withoutId } = gadget({});
    const issues = issuesWith({ 'gadget.json': [gadget({}), gadget({ name: 'Other', code: 'O-1' }), { ...withoutId, name: 'Third', code: 'T-1' }] });
    expect(issues).toEqual([
      { file: 'fixtures/gadget.json', pointer: '/1/_id', message: 'id "aaaaaaaaaaaaaaaaaaaaaaaa" is also the id of record 0' },
      { file: 'fixtures/gadget.json', pointer: '/2', message: 'record has no "_id"' },
    ]);
  });

  it('reports references to ids that no fixture holds, inside arrays too', () => {
    const issues = issuesWith({
      'gadget.json': [gadget({ ownerId: 'ffffffffffffffffffffffff' })],
      'job.json': [{ _id: 'j1', steps: [{ ownerId: ids.owner[0] }, { ownerId: 'gone' }] }],
    });
    expect(issues).toEqual([
      { file: 'fixtures/gadget.json', pointer: '/0/ownerId', message: '"ffffffffffffffffffffffff" is not an id in the fixture of "owner"' },
      { file: 'fixtures/job.json', pointer: '/0/steps/1/ownerId', message: '"gone" is not an id in the fixture of "owner"' },
    ]);
  });

  it('reports broken unique rules', () => {
    const issues = issuesWith({ 'gadget.json': [gadget({}), gadget({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'EXTRA', code: 'Y-1' })] });
    expect(issues).toEqual([{ file: 'fixtures/gadget.json', pointer: '/1/name', message: expect.stringContaining('GADGET.NAME_ALREADY_EXISTS_ERROR') }]);
  });

  it('reports a file that is not JSON or not an array of objects', () => {
    expect(issuesWith({ 'gadget.json': '[{' })).toEqual([
      expect.objectContaining({ file: 'fixtures/gadget.json', pointer: '', line: 1, column: 3, message: expect.stringContaining('invalid JSON') }),
    ]);
    expect(issuesWith({ 'owner.json': '{}' })).toContainEqual({ file: 'fixtures/owner.json', pointer: '', message: 'must be a JSON array of records' });
    expect(issuesWith({ 'note.json': [1] })).toEqual([{ file: 'fixtures/note.json', pointer: '/0', message: 'each record must be a JSON object' }]);
  });
});
