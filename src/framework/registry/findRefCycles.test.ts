import { describe, expect, it } from 'vitest';
import { findRefCycles } from './findRefCycles';

describe('findRefCycles', () => {
  it('accepts chains that end', () => {
    const documents = new Map<string, unknown>([
      [
        'a.schema.json',
        { properties: { id: { $ref: 'common.schema.json#/$defs/id' }, other: { $ref: '#/$defs/x' } }, $defs: { x: { $ref: 'common.schema.json#/$defs/id' } } },
      ],
      ['common.schema.json', { $defs: { id: { type: 'string' } } }],
    ]);
    expect(findRefCycles(documents, 'schemas/')).toEqual([]);
  });

  it('reports a cycle once, at the $ref that closes it, also across files', () => {
    const documents = new Map<string, unknown>([
      ['a.schema.json', { properties: { x: { $ref: 'b.schema.json#/$defs/b' } }, $defs: { a: { properties: { next: { $ref: 'b.schema.json#/$defs/b' } } } } }],
      ['b.schema.json', { $defs: { b: { items: { $ref: 'a.schema.json#/$defs/a' } } } }],
    ]);
    const issues = findRefCycles(documents, 'schemas/');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      file: 'schemas/a.schema.json',
      pointer: '/$defs/a/properties/next/$ref',
      message: expect.stringContaining('circular $ref'),
    });
  });

  it('reports a schema that contains itself', () => {
    const issues = findRefCycles(new Map([['t.schema.json', { properties: { children: { type: 'array', items: { $ref: '#' } } } }]]));
    expect(issues).toEqual([expect.objectContaining({ file: 't.schema.json', pointer: '/properties/children/items/$ref' })]);
  });
});
