import { describe, expect, it } from 'vitest';
import { fieldSchema, headOfPath } from './schemaProperties';
import type { SchemaNode } from './types';

const schema: SchemaNode = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    ids: { type: 'array', items: { $ref: '#/$defs/ref' } },
    steps: { type: 'array', items: { type: 'object', properties: { partId: { $ref: '#/$defs/ref' }, qty: { type: 'integer' } } } },
    address: { type: 'object', properties: { city: { type: 'string', maxLength: 9 } } },
  },
  $defs: { ref: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
};

describe('fieldSchema', () => {
  it('finds top-level, nested and array item fields, following $ref', () => {
    expect(fieldSchema(schema, 'name')).toEqual({ type: 'string' });
    expect(fieldSchema(schema, 'address.city')).toEqual({ type: 'string', maxLength: 9 });
    expect(fieldSchema(schema, 'ids[]')).toEqual({ type: 'string', pattern: '^[0-9a-f]{24}$' });
    expect(fieldSchema(schema, 'steps[].partId')).toEqual({ type: 'string', pattern: '^[0-9a-f]{24}$' });
    expect(fieldSchema(schema, 'steps.qty')).toEqual({ type: 'integer' });
  });
  it('is undefined when the path leaves the schema or [] is used on a non-array', () => {
    expect(fieldSchema(schema, 'nope')).toBeUndefined();
    expect(fieldSchema(schema, 'steps[].nope')).toBeUndefined();
    expect(fieldSchema(schema, 'name[]')).toBeUndefined();
  });
  it('names the top-level property of a path', () => {
    expect(headOfPath('steps[].partId')).toBe('steps');
    expect(headOfPath('address.city')).toBe('address');
    expect(headOfPath('ids[]')).toBe('ids');
  });
});
