import Swagger from 'swagger-client';
import { describe, expect, test } from 'vitest';
import { hasOnlyLocalRefs, resolveLocalSubtree, resolvesInPlace } from './localRefResolver';

const BASE = 'http://localhost/api/openapi.json';

const document = {
  openapi: '3.1.0',
  info: { title: 'books', version: '1' },
  paths: {
    '/book/page': {
      get: {
        parameters: [{ $ref: '#/components/parameters/Limit' }],
        responses: {
          '200': { description: 'a page', content: { 'application/json': { schema: { $ref: '#/components/schemas/Page', description: 'one page' } } } },
          '404': { $ref: '#/components/responses/NotFound' },
          '409': {
            description: 'refused',
            content: {
              'application/json': {
                schema: {
                  allOf: [{ $ref: '#/components/schemas/Error' }, { required: ['code'], properties: { code: { enum: ['TAKEN', 'LOCKED'] } } }],
                  example: { code: 'TAKEN' },
                },
              },
            },
          },
        },
      },
    },
    '/shelf/{id}': {
      get: { responses: { '200': { description: 'a shelf', content: { 'application/json': { schema: { $ref: '#/components/schemas/a~1b' } } } } } },
    },
  },
  components: {
    parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 1000 } } },
    responses: { NotFound: { description: 'not found', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    schemas: {
      Error: { type: 'object', required: ['message'], properties: { code: { type: 'string', enum: ['TAKEN', 'GONE'] }, message: { type: 'string' } } },
      Audited: { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { at: { type: 'string', format: 'date-time' } } }] },
      Page: {
        type: 'object',
        description: 'any page',
        properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Node' } }, count: { type: 'integer' } },
      },
      Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
      'a/b': { type: 'object', properties: { shelf: { type: 'string' } } },
    },
  },
};

const swaggerClient = Swagger.resolveSubtree;

describe('resolving a document that refers only to itself', () => {
  test.each([
    [['paths', '/book/page', 'get']],
    [['paths', '/shelf/{id}', 'get']],
    [['components', 'schemas', 'Node']],
    [['components', 'schemas', 'Page']],
    [['components', 'responses', 'NotFound']],
    [['components', 'schemas', 'Audited']],
  ])('gives at %j what swagger-client gives, in its order', async (path) => {
    const expected = await swaggerClient(document, path, { baseDoc: BASE });
    const resolved = resolveLocalSubtree(document, path, BASE);
    expect(resolved.errors).toEqual([]);
    // Key for key in the same order: swagger-ui draws a schema's properties in their order.
    expect(JSON.stringify(resolved.spec, null, 1)).toBe(JSON.stringify(expected.spec, null, 1));
  });

  test('reports a reference to nothing and keeps it', () => {
    const broken = { paths: { '/x': { get: { parameters: [{ $ref: '#/components/parameters/Missing' }] } } } };
    const resolved = resolveLocalSubtree(broken, ['paths', '/x', 'get'], BASE);
    expect(resolved.spec).toEqual({ parameters: [{ $ref: '#/components/parameters/Missing' }] });
    expect(resolved.errors).toEqual([
      { message: 'Could not resolve reference: #/components/parameters/Missing', fullPath: ['paths', '/x', 'get', 'parameters', '0', '$ref'] },
    ]);
  });

  test('knows a document with a reference to another file, which swagger-client must resolve', () => {
    expect(hasOnlyLocalRefs(document)).toBe(true);
    expect(hasOnlyLocalRefs({ ...document, components: { schemas: { Remote: { $ref: 'common.yaml#/Error' } } } })).toBe(false);
    expect(hasOnlyLocalRefs({ a: [{ b: { $ref: 'https://example.com/s.json' } }] })).toBe(false);
  });

  test('resolves in place an OpenAPI 3.1 document that refers only to itself, and leaves any other to swagger-client', () => {
    expect(resolvesInPlace(document)).toBe(true);
    expect(resolvesInPlace({ ...document, openapi: '3.0.3' })).toBe(false);
    expect(resolvesInPlace({ ...document, paths: { '/x': { $ref: 'paths.json#/x' } } })).toBe(false);
  });
});
