import { describe, expect, it } from 'vitest';
import { applyErrorOverrides } from './applyErrorOverrides';

const required = (field: string) => ({ field, keyword: 'required', message: 'FIELD_IS_REQUIRED' });

describe('applyErrorOverrides', () => {
  it('replaces the message of a declared field and keyword and reports the code', () => {
    const result = applyErrorOverrides([required('name'), required('other')], { name: { required: 'GADGET.NAME_IS_REQUIRED' } });
    expect(result.code).toBe('GADGET.NAME_IS_REQUIRED');
    expect(result.errors.map((error) => error.message)).toEqual(['GADGET.NAME_IS_REQUIRED', 'FIELD_IS_REQUIRED']);
  });

  it('leaves everything as is without a matching override', () => {
    const result = applyErrorOverrides([required('name')], { name: { minLength: 'X' } });
    expect(result).toEqual({ errors: [required('name')] });
  });

  it('matches fields inside arrays by the [] form or without indexes', () => {
    expect(applyErrorOverrides([required('steps.2.title')], { 'steps[].title': { required: 'A' } }).code).toBe('A');
    expect(applyErrorOverrides([required('steps.2.title')], { 'steps.title': { required: 'B' } }).code).toBe('B');
  });
});
