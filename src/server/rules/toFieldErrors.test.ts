import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from './compileRecordValidator';
import { toFieldErrors } from './toFieldErrors';

const validate = compileRecordValidator({
  type: 'object',
  required: ['name', 'translations'],
  properties: {
    name: { type: 'string', minLength: 3, pattern: '^[A-Z]' },
    contact: { type: 'string', format: 'email' },
    site: { type: 'string', format: 'uri' },
    size: { type: 'integer', maximum: 5 },
    tags: { type: 'array', minItems: 1, contains: { const: 'main' } },
    translations: {
      type: 'array',
      items: { type: 'object', required: ['language', 'description'], properties: { language: { enum: ['pt', 'en'] }, description: { type: 'string' } } },
    },
  },
});

function errorsOf(value: unknown) {
  return toFieldErrors(validate(value)).map(({ field, keyword, message }) => ({ field, keyword, message }));
}

describe('toFieldErrors', () => {
  it('names the missing property for required, with the required message key', () => {
    expect(errorsOf({ translations: [{ language: 'pt' }] })).toEqual([
      { field: 'name', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
      { field: 'translations.0.description', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
    ]);
  });

  it('gives validation.<keyword> for other keywords, and format messages by format', () => {
    expect(errorsOf({ name: 'ab', contact: 'x', site: 'not a uri', size: 9.5, translations: [{ language: 'de', description: 'd' }] })).toEqual([
      { field: 'name', keyword: 'minLength', message: 'validation.minLength' },
      { field: 'name', keyword: 'pattern', message: 'validation.pattern' },
      { field: 'contact', keyword: 'format', message: 'validation.email' },
      { field: 'site', keyword: 'format', message: 'validation.format' },
      { field: 'size', keyword: 'type', message: 'validation.type' },
      { field: 'size', keyword: 'maximum', message: 'validation.maximum' },
      { field: 'translations.0.language', keyword: 'enum', message: 'validation.enum' },
    ]);
  });

  it('puts contains and minItems on the array itself', () => {
    expect(errorsOf({ name: 'Abc', translations: [], tags: [] })).toEqual([
      { field: 'tags', keyword: 'minItems', message: 'validation.minItems' },
      { field: 'tags', keyword: 'contains', message: 'validation.contains' },
    ]);
  });

  it('keeps the ajv params for the message', () => {
    expect(toFieldErrors(validate({ name: 'ab', translations: [] }))[0]?.params).toEqual({ limit: 3 });
  });
});

describe('toFieldErrors with contains', () => {
  it('reports a failing contains on the array only, not on each item', () => {
    const validate = compileRecordValidator({
      type: 'object',
      properties: { states: { type: 'array', items: { type: 'object' }, contains: { properties: { conclusive: { const: true } }, required: ['conclusive'] } } },
    });
    const errors = toFieldErrors(validate({ states: [{ conclusive: false }, {}] }));
    expect(errors.map((e) => [e.field, e.keyword])).toEqual([['states', 'contains']]);
  });
});
