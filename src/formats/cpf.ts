/**
 * Brazilian CPF check (spec §5): digits only, exactly 11 of them, not all the same digit,
 * and both check digits right. Punctuated input (`529.982.247-25`) is refused: forms
 * store the bare digits.
 *
 * @example isValidCpf('52998224725') // true
 */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const digits = Array.from(value, Number);
  return checkDigit(digits, 9) === digits[9] && checkDigit(digits, 10) === digits[10];
}

/** Check digit over the first `length` digits: weights `length + 1` down to 2, modulo 11. */
function checkDigit(digits: number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}
