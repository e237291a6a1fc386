import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/*
 * Stored form: `scrypt:<N>:<r>:<p>:<salt, base64url>:<key, base64url>`.
 * scripts/fixtures-src/generate-organisation-fixtures.mjs writes the same form for the
 * demo users (with a seeded salt, so the fixtures stay byte-for-byte reproducible).
 */
const PREFIX = 'scrypt';
const DEFAULTS = { N: 16384, r: 8, p: 1, keyLength: 32 };

/** A salted scrypt hash of `password`, in the stored form. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const { N, r, p, keyLength } = DEFAULTS;
  const key = scryptSync(password.normalize('NFC'), salt, keyLength, { N, r, p });
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join(':');
}

/** Whether `password` matches `stored`; false for anything that is not a hash of the stored form. */
export function verifyPassword(password: string, stored: unknown): boolean {
  if (typeof stored !== 'string') return false;
  const [prefix, n, r, p, saltText, keyText] = stored.split(':');
  if (prefix !== PREFIX || !saltText || !keyText) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // Bounds keep a corrupted record from asking scrypt for gigabytes.
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger) || cost.N > 2 ** 17 || cost.r > 16 || cost.p > 4) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length < 16) return false;
  try {
    const actual = scryptSync(password.normalize('NFC'), Buffer.from(saltText, 'base64url'), expected.length, { ...cost, maxmem: 256 * cost.N * cost.r });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
