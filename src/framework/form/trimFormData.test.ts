import { describe, expect, it } from 'vitest';
import { trimFormData } from './trimFormData';

describe('trimFormData', () => {
  it('trims texts and drops those of spaces only, so required refuses them', () => {
    expect(trimFormData({ name: '  Pump  ', description: '   \t' })).toEqual({ name: 'Pump' });
  });

  it('drops unselected (null) choices, also inside lists and nested objects', () => {
    expect(trimFormData({ events: [null, 'e1', ''], owner: null, steps: [{ label: ' a ', taskId: null }] })).toEqual({
      events: ['e1'],
      steps: [{ label: 'a' }],
    });
  });

  it('keeps numbers, booleans and zero', () => {
    expect(trimFormData({ count: 0, active: false })).toEqual({ count: 0, active: false });
  });

  it('does not change its argument', () => {
    const data = { name: ' x ' };
    trimFormData(data);
    expect(data.name).toBe(' x ');
  });
});

describe('trimFormData with the form schema', () => {
  const schema = {
    type: 'object',
    properties: {
      limit: { anyOf: [{ type: 'number' }, { type: 'null' }] },
      owner: { type: 'string' },
      note: { type: ['string', 'null'] },
      place: { $ref: '#/$defs/placed' },
      steps: { type: 'array', items: { type: 'object', properties: { due: { $ref: '#/$defs/day' }, taskId: { type: 'string' } } } },
    },
    $defs: {
      placed: { $ref: '#/$defs/point' },
      point: { type: 'object', properties: { lat: { type: 'number', enum: [1, null] } } },
      day: { oneOf: [{ type: 'string', format: 'date' }, { const: null }] },
    },
  };

  it('keeps null where the schema accepts it, through $ref chains, combinators and arrays, and drops it elsewhere', () => {
    expect(trimFormData({ limit: null, owner: null, note: null, place: { lat: null }, steps: [{ due: null, taskId: null }, null] }, schema)).toEqual({
      limit: null,
      note: null,
      place: { lat: null },
      steps: [{ due: null }],
    });
  });

  it('still drops blank texts where null is accepted', () => {
    expect(trimFormData({ note: '  ' }, schema)).toEqual({});
  });
});
