import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from './compileRecordValidator';

describe('compileRecordValidator', () => {
  const schema = {
    $id: 'gadget.schema.json',
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 2 },
      contact: { type: 'string', format: 'email' },
      taxId: { type: 'string', format: 'cpf' },
      seenAt: { type: 'string', format: 'date-time' },
    },
  };

  it('accepts a valid record', () => {
    expect(compileRecordValidator(schema)({ name: 'ok', contact: 'a@b.co', seenAt: '2024-01-01T00:00:00Z' })).toEqual([]);
  });

  it('reports every error, with standard and custom formats', () => {
    const keywords = compileRecordValidator(schema)({ name: 'x', contact: 'nope', taxId: '111.111.111-11', seenAt: 'today' }).map(
      (error) => `${error.instancePath}:${error.keyword}:${String(error.params.format ?? '')}`,
    );
    expect(keywords.sort()).toEqual(['/contact:format:email', '/name:minLength:', '/seenAt:format:date-time', '/taxId:format:cpf']);
  });

  it('compiles the same schema twice without an $id clash', () => {
    expect(() => [compileRecordValidator(schema), compileRecordValidator(schema)]).not.toThrow();
  });
});
