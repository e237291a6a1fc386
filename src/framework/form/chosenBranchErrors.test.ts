import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { chosenBranchErrors } from './chosenBranchErrors';

const error = (schemaPath: string, property = '.x'): RJSFValidationError => ({ name: 'e', property, schemaPath, stack: '' });

describe('chosenBranchErrors', () => {
  it('keeps the errors of the branch with the fewest, and those outside any branch', () => {
    const errors = [
      error('#/properties/contact/oneOf/0/required'),
      error('#/properties/contact/oneOf/0/additionalProperties'),
      error('#/properties/contact/oneOf/1/properties/phone/pattern'),
      error('#/properties/contact/oneOf'),
      error('#/properties/name/minLength'),
    ];
    expect(chosenBranchErrors(errors)).toEqual([errors[2], errors[3], errors[4]]);
  });

  it('takes the first branch on a tie, and judges nested combinators each on their own', () => {
    const errors = [
      error('#/anyOf/0/properties/a/type'),
      error('#/anyOf/1/properties/b/type'),
      error('#/anyOf/0/properties/c/oneOf/0/type'),
      error('#/anyOf/0/properties/c/oneOf/1/type'),
      error('#/anyOf/0/properties/c/oneOf/1/minimum'),
    ];
    expect(chosenBranchErrors(errors)).toEqual([errors[1]]);
  });
});
