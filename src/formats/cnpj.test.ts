import { describe, expect, it } from 'vitest';
import { isValidCnpj } from './cnpj';

describe('isValidCnpj', () => {
  it.each(['11222333000181', '04252011000110', '33000167000101', '11444777000161'])('accepts %s', (value) => {
    expect(isValidCnpj(value)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '11222333000191'],
    ['a wrong second check digit', '11222333000182'],
    ['all the same digit', '77777777777777'],
    ['all zeros', '00000000000000'],
    ['13 digits', '1122233300018'],
    ['15 digits', '112223330001810'],
    ['punctuation', '11.222.333/0001-81'],
    ['a CPF', '52998224725'],
    ['nothing', ''],
  ])('refuses %s', (_case, value) => {
    expect(isValidCnpj(value)).toBe(false);
  });
});
