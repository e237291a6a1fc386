/**
 * Brazilian CNPJ check (spec §5): digits only, exactly 14 of them, not all the same
 * digit, and both check digits right.
 *
 * @example isValidCnpj('11222333000181') // true
 */
export function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const digits = Array.from(value, Number);
  return checkDigit(digits, 12) === digits[12] && checkDigit(digits, 13) === digits[13];
}

/** Weights run 2..9 from the rightmost digit leftwards, cycling; rest < 2 gives 0. */
function checkDigit(digits: number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) {
    const weight = ((length - 1 - i) % 8) + 2;
    sum += (digits[i] ?? 0) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
