import { describe, expect, it } from 'vitest';
import { serverErrorsToExtraErrors } from './serverErrorsToExtraErrors';
import { testTranslate } from './testFixtures';

describe('serverErrorsToExtraErrors', () => {
  it('puts translated messages on top-level and nested fields', () => {
    expect(
      serverErrorsToExtraErrors(
        [
          { field: 'name', keyword: 'unique', message: 'OWNER.NAME_TAKEN', params: { name: 'Rex' } },
          { field: 'name', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
          { field: 'translations.0.description', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
          { field: 'translations.0.language', keyword: 'enum', message: 'Unknown language' },
        ],
        testTranslate,
      ),
    ).toEqual({
      name: { __errors: ['Nome Rex já usado', 'Campo obrigatório'] },
      translations: {
        0: { description: { __errors: ['Campo obrigatório'] }, language: { __errors: ['Unknown language'] } },
      },
    });
  });

  it('puts an error without a field on the form and drops repeats', () => {
    const error = { field: '', keyword: 'unique', message: 'OWNER.NAME_IS_REQUIRED' };
    expect(serverErrorsToExtraErrors([error, error], testTranslate)).toEqual({ __errors: ['Informe o nome do dono'] });
  });

  it('gives an empty tree for no errors and never writes to prototypes', () => {
    expect(serverErrorsToExtraErrors([], testTranslate)).toEqual({});
    const tree = serverErrorsToExtraErrors([{ field: '__proto__.x', keyword: 'k', message: 'm' }], testTranslate);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(tree).toEqual({ ___proto__: { x: { __errors: ['m'] } } });
  });
});
