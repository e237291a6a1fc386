import { describe, expect, it } from 'vitest';
import { validationError } from './validationError';

const required = { field: 'name', keyword: 'required', message: 'FIELD_IS_REQUIRED' };

describe('validationError', () => {
  it('is a 400 VALIDATION_ERROR carrying the field errors', () => {
    const error = validationError([required], {});
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ error: 'VALIDATION_ERROR', message: 'VALIDATION_ERROR', errors: [required] });
  });
  it('takes the product code when an override applies', () => {
    const error = validationError([required], { name: { required: 'GADGET.NAME_IS_REQUIRED' } });
    expect(error.body.error).toBe('GADGET.NAME_IS_REQUIRED');
    expect(error.body.message).toBe('GADGET.NAME_IS_REQUIRED');
    expect(error.body.errors?.[0]?.message).toBe('GADGET.NAME_IS_REQUIRED');
  });
});
