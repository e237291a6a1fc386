import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { unknownFieldErrors } from './unknownFieldErrors';

const schema: SchemaNode = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    place: { $ref: '#/$defs/point' },
    readings: {
      type: 'array',
      items: { type: 'object', properties: { value: { type: 'number' }, checks: { type: 'array', items: { $ref: '#/$defs/check' } } } },
    },
    contact: {
      oneOf: [
        { type: 'object', properties: { email: { type: 'string' } } },
        { type: 'object', properties: { phone: { type: 'string' } } },
      ],
    },
    history: { type: 'array', items: { type: 'object' } },
    labels: { type: 'object', properties: { pt: { type: 'string' } }, additionalProperties: { type: 'string' } },
  },
  $defs: { point: { type: 'object', properties: { lat: { type: 'number' } } }, check: { type: 'object', properties: { done: { type: 'boolean' } } } },
};
const resource = testResourceModel({ name: 'gauge', schema });
const fields = (body: unknown) => unknownFieldErrors(resource, body).map((error) => error.field);

describe('unknownFieldErrors', () => {
  it('names each undeclared key at its path, at any depth, through $ref, arrays and oneOf', () => {
    expect(
      fields({
        name: 'x',
        isAdmin: true,
        place: { lat: 1, role: 'admin' },
        readings: [{ value: 1 }, { value: 2, extra: 1, checks: [{ done: true }, { done: false, by: 'me' }] }],
        contact: { phone: '1', sms: true },
      }),
    ).toEqual(['isAdmin', 'place.role', 'readings.1.extra', 'readings.1.checks.1.by', 'contact.sms']);
  });

  it('keeps the keys of any oneOf option, free-form objects and maps the schema opens', () => {
    expect(fields({ contact: { email: 'a', phone: '1' }, history: [{ anything: 1, at: { all: true } }], labels: { pt: 'a', es: 'b' } })).toEqual([]);
  });

  it('says the field, the keyword and the key, in the API error shape', () => {
    expect(unknownFieldErrors(resource, { place: { role: 'admin' } })).toEqual([
      { field: 'place.role', keyword: 'additionalProperties', message: 'validation.additionalProperties', params: { additionalProperty: 'role' } },
    ]);
  });
});
