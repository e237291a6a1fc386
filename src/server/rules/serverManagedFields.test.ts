import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { pickFields, serverManagedFields, withoutFields } from './serverManagedFields';

const resource = testResourceModel({
  name: 'gadget',
  schema: {
    type: 'object',
    properties: {
      _id: { $ref: '#/$defs/objectId' },
      name: { type: 'string' },
      code: { type: 'string', readOnly: true },
      stamp: { type: 'string' },
    },
    $defs: { objectId: { type: 'string', readOnly: true } },
  },
  timestamps: { createdAt: 'createdAt', updatedAt: 'stamp' },
});

describe('serverManagedFields', () => {
  it('holds the id, the timestamps and readOnly properties, following $ref', () => {
    expect([...serverManagedFields(resource)].sort()).toEqual(['_id', 'code', 'createdAt', 'id', 'stamp']);
  });
  it("keeps react-admin's id writable only when the schema declares it", () => {
    const declared = testResourceModel({ name: 'post', schema: { type: 'object', properties: { id: { type: 'integer' } } } });
    expect(serverManagedFields(declared).has('id')).toBe(false);
  });
});

describe('withoutFields and pickFields', () => {
  const managed = new Set(['_id', 'code']);
  it('split a record into writable and managed parts', () => {
    const record = { _id: 'x', code: 'C', name: 'n' };
    expect(withoutFields(record, managed)).toEqual({ name: 'n' });
    expect(pickFields(record, managed)).toEqual({ _id: 'x', code: 'C' });
  });
  it('leave a body that is not an object for the schema to refuse', () => {
    expect(withoutFields([1], managed)).toEqual([1]);
    expect(withoutFields('x', managed)).toBe('x');
  });
});
