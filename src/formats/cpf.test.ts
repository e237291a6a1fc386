import { describe, expect, it } from 'vitest';
import { isValidCpf } from './cpf';

describe('isValidCpf', () => {
  it.each(['52998224725', '11144477735', '12345678909', '00000000191'])('accepts %s', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '52998224715'],
    ['a wrong second check digit', '52998224724'],
    ['all the same digit', '11111111111'],
    ['all zeros', '00000000000'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['punctuation', '529.982.247-25'],
    ['letters', '5299822472a'],
    ['surrounding spaces', ' 52998224725 '],
    ['nothing', ''],
  ])('refuses %s', (_case, value) => {
    expect(isValidCpf(value)).toBe(false);
  });
});
