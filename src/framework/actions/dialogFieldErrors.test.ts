import { describe, expect, it } from 'vitest';
import { ApiError } from '../data/ApiError';
import { dialogFieldErrors } from './dialogFieldErrors';

const fieldRefusal = (field: string) =>
  new ApiError({
    status: 400,
    body: { error: 'VALIDATION_ERROR', message: 'VALIDATION_ERROR', errors: [{ field, keyword: 'required', message: 'FIELD_IS_REQUIRED' }] },
    path: 'x',
  });

describe('dialogFieldErrors', () => {
  it('maps the field errors about the inputs of the dialog', () => {
    expect(dialogFieldErrors(fieldRefusal('reason'), { reason: 'reason' })).toEqual({ reason: 'FIELD_IS_REQUIRED' });
  });

  it('leaves to the error dialog what no input shows', () => {
    expect(dialogFieldErrors(fieldRefusal('other'), { reason: 'reason' })).toBeUndefined();
    expect(
      dialogFieldErrors(new ApiError({ status: 400, body: { error: 'INVALID_STATUS', message: 'INVALID_STATUS' }, path: 'x' }), { reason: 'reason' }),
    ).toBeUndefined();
    expect(dialogFieldErrors(new Error('boom'), { reason: 'reason' })).toBeUndefined();
  });
});
