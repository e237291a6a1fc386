import { describe, expect, it } from 'vitest';
import { orderByProperties } from './orderByProperties';

const error = (field: string, keyword = 'required') => ({ field, keyword, message: 'm' });

describe('orderByProperties', () => {
  it('sorts field errors by the schema order of their top-level property, keeping ties in place', () => {
    const sorted = orderByProperties(
      [error('states'), error('name', 'minLength'), error('states.0.status', 'type'), error('extra')],
      ['name', 'description', 'states'],
    );
    expect(sorted.map((e) => e.field)).toEqual(['name', 'states', 'states.0.status', 'extra']);
  });
});
