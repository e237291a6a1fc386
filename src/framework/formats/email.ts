/**
 * Pragmatic email check (what a user types by mistake, not RFC 5322): exactly one `@`, a non-empty local part, a domain of
 * at least two non-empty dot-separated labels, and no whitespace anywhere.
 *
 * @example isValidEmail('ana@example.com') // true
 */
export function isValidEmail(value: string): boolean {
  if (/\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  return local.length > 0 && labels.length >= 2 && labels.every((label) => label.length > 0);
}
