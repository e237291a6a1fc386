import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { ApiError } from '../data/ApiError';
import { describeError } from './describeError';

const refusal = (error: string, message = 'errors.conflict') => new ApiError({ status: 409, path: 'book/b1', body: { error, message } });

describe('the error dialog of an API error', () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it('titles a product code with the code and points at its longer text, as the product declares (spec §9)', () => {
    declareApplication(PRODUCT_APPLICATION);
    expect(describeError(refusal('DISCIPLINE.NAME_ALREADY_EXISTS_ERROR'))).toMatchObject({
      title: 'DISCIPLINE.NAME_ALREADY_EXISTS_ERROR',
      descriptionKey: 'DISCIPLINE.NAME_ALREADY_EXISTS_ERROR_DESCRIPTION',
      status: 409,
      code: 'DISCIPLINE.NAME_ALREADY_EXISTS_ERROR',
    });
    // A generic code keeps the HTTP row's title but still names its longer text; a lower-case code is no product code.
    expect(describeError(refusal('NOT_FOUND'))).toMatchObject({ title: 'errors.conflict', descriptionKey: 'NOT_FOUND_DESCRIPTION' });
    expect(describeError(refusal('book.taken'))).toMatchObject({ title: 'errors.conflict', descriptionKey: undefined });
  });

  it("titles any code with the server's message and names no longer text when the application describes no codes", () => {
    declareApplication({});
    expect(describeError(refusal('DISCIPLINE.NAME_ALREADY_EXISTS_ERROR'))).toMatchObject({ title: 'errors.conflict', descriptionKey: undefined });
    declareApplication({ api: { describeCode: (code) => (code.startsWith('book.') ? { title: `errors.${code}` } : undefined) } });
    expect(describeError(refusal('book.taken'))).toMatchObject({ title: 'errors.book.taken', descriptionKey: undefined });
    expect(describeError(refusal('OTHER'))).toMatchObject({ title: 'errors.conflict' });
  });
});
