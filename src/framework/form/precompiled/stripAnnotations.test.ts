import { describe, expect, it } from 'vitest';
import { stripAnnotations } from './stripAnnotations';

describe('stripAnnotations', () => {
  it('drops titles and descriptions at every level, keeps properties named like them and every validation keyword', () => {
    const schema = {
      title: 'Gauge',
      type: 'object',
      required: ['title'],
      properties: {
        title: { title: 'Título', type: 'string', minLength: 1, description: 'shown' },
        kind: {
          title: 'Tipo',
          oneOf: [
            { const: 'A', title: 'Pressão' },
            { const: 'B', title: 'Vazão' },
          ],
        },
        readings: { type: 'array', items: { $ref: '#/$defs/reading', title: 'Leitura' } },
      },
      $defs: { reading: { type: 'object', properties: { value: { type: 'number', examples: [1], $comment: 'x' } } } },
    };
    expect(stripAnnotations(schema)).toEqual({
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', minLength: 1 },
        kind: { oneOf: [{ const: 'A' }, { const: 'B' }] },
        readings: { type: 'array', items: { $ref: '#/$defs/reading' } },
      },
      $defs: { reading: { type: 'object', properties: { value: { type: 'number' } } } },
    });
  });

  it('leaves data keywords alone: a const or enum value that looks like a schema is not stripped', () => {
    const schema = { const: { title: 'kept' }, enum: [{ title: 'kept' }], default: { title: 'kept' } };
    expect(stripAnnotations(schema)).toEqual(schema);
  });
});
