import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { CODE_MAX_LENGTH, columnLayout } from './columnLayout';

const resource = testResourceModel({
  name: 'job',
  schema: {
    type: 'object',
    properties: {
      tag: { type: 'string', maxLength: 20 },
      description: { type: 'string', maxLength: 500 },
      note: { type: 'string' },
      startsAt: { type: 'string', format: 'date-time' },
      count: { type: 'integer' },
      active: { type: 'boolean' },
      status: { type: 'integer', oneOf: [{ const: 0, title: 'A' }] },
      ownerId: { type: 'string', maxLength: 24 },
    },
  },
  references: { ownerId: { resource: 'owner' } },
});

describe('columnLayout', () => {
  it('keeps codes, dates, numbers, booleans and enums on one line', () => {
    for (const field of ['tag', 'startsAt', 'count', 'active', 'status']) expect(columnLayout(resource, field)).toBe('nowrap');
  });

  it('cuts long or unbounded text and references, whose whole shows in a tooltip', () => {
    for (const field of ['description', 'note', 'ownerId']) expect(columnLayout(resource, field)).toBe('ellipsis');
  });

  it('draws the line between a code and a text at CODE_MAX_LENGTH characters', () => {
    const at = (maxLength: number) =>
      columnLayout(testResourceModel({ name: 'job', schema: { type: 'object', properties: { x: { type: 'string', maxLength } } } }), 'x');
    expect(at(CODE_MAX_LENGTH)).toBe('nowrap');
    expect(at(CODE_MAX_LENGTH + 1)).toBe('ellipsis');
  });
});
