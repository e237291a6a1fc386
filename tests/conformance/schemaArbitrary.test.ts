import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { schemaArbitrary, type Schema } from './schemaArbitrary';

const root = {
  components: {
    schemas: {
      thing: {
        type: 'object',
        required: ['name', 'kind'],
        properties: {
          _id: { type: 'string', readOnly: true },
          name: { type: 'string', minLength: 1, maxLength: 12 },
          kind: { oneOf: [{ const: 'A' }, { const: 'B' }] },
          code: { type: 'string', pattern: '^[A-Z]{2}-[0-9]{3}$' },
          ownerId: { type: 'string', 'x-reference': 'owner' },
          userId: { type: 'string', 'x-caller': 'id' },
          note: { type: ['string', 'null'], 'x-requiredWhen': { resource: 'status', match: 'code', flag: 'needsNote' } },
          size: { type: 'integer', minimum: 1, maximum: 5 },
          tags: { type: 'array', items: { type: 'string', format: 'email' }, uniqueItems: true, maxItems: 3 },
        },
        additionalProperties: false,
      },
    },
  },
};
const context = { root, idsOf: (resource: string) => (resource === 'owner' ? ['o1', 'o2'] : []) };
const values = (schema: Schema) => fc.sample(schemaArbitrary(schema, context, { writing: true }), { seed: 7, numRuns: 60 }) as Record<string, unknown>[];

describe('schemaArbitrary', () => {
  it('generates values the schema accepts, the same for the same seed', () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile({ ...root.components.schemas.thing, $defs: {} });
    const sampled = values({ $ref: '#/components/schemas/thing' });
    expect(sampled.filter((value) => !validate(value))).toEqual([]);
    expect(values({ $ref: '#/components/schemas/thing' })).toEqual(sampled);
  });

  it("reads the document's extensions as a client does: existing ids, no caller id, a filled text a record may require, no read-only field", () => {
    const sampled = values({ $ref: '#/components/schemas/thing' });
    expect(new Set(sampled.flatMap((value) => (value.ownerId === undefined ? [] : [value.ownerId])))).toEqual(new Set(['o1', 'o2']));
    expect(sampled.every((value) => !('userId' in value) && !('_id' in value))).toBe(true);
    expect(sampled.every((value) => typeof value.note === 'string' && value.note.trim() !== '')).toBe(true);
  });
});
