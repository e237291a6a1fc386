import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Stored form: `scrypt:<N>:<r>:<p>:<salt, base64url>:<key, base64url>`.
 * scripts/fixtures-src/generate-organisation-fixtures.mjs writes the same form for the
 * demo users (with a seeded salt, so the fixtures stay byte-for-byte reproducible).
 *
 * scrypt costs tens of milliseconds of CPU by design: every request path uses the async
 * forms, which run it on libuv's thread pool, so one sign-in never stalls the other calls.
 */
const PREFIX = 'scrypt';
const DEFAULTS = { N: 16384, r: 8, p: 1, keyLength: 32 };

interface StoredHash {
  salt: Buffer;
  expected: Buffer;
  cost: ScryptOptions;
}

function storedForm(salt: Buffer, key: Buffer): string {
  const { N, r, p } = DEFAULTS;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join(':');
}

/** The parts of a stored hash, or undefined for anything that is not one. */
function parseStored(stored: unknown): StoredHash | undefined {
  if (typeof stored !== 'string') return undefined;
  const [prefix, n, r, p, saltText, keyText] = stored.split(':');
  if (prefix !== PREFIX || !saltText || !keyText) return undefined;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  // Bounds keep a corrupted record from asking scrypt for gigabytes.
  if (![N, R, P].every(Number.isSafeInteger) || N > 2 ** 17 || R > 16 || P > 4) return undefined;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length < 16) return undefined;
  return { salt: Buffer.from(saltText, 'base64url'), expected, cost: { N, r: R, p: P, maxmem: 256 * N * R } };
}

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A salted scrypt hash of `password`, in the stored form, computed without blocking the
 * event loop. Use it on every request path.
 */
export async function hashPasswordAsync(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const { N, r, p, keyLength } = DEFAULTS;
  return storedForm(salt, await scryptAsync(password.normalize('NFC'), salt, keyLength, { N, r, p }));
}

/**
 * Whether `password` matches `stored`, checked without blocking the event loop; false for
 * anything that is not a hash of the stored form.
 */
export async function verifyPasswordAsync(password: string, stored: unknown): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  try {
    const actual = await scryptAsync(password.normalize('NFC'), parsed.salt, parsed.expected.length, parsed.cost);
    return timingSafeEqual(actual, parsed.expected);
  } catch {
    return false;
  }
}

/**
 * The blocking form of hashPasswordAsync, for fixture generators and test kits that build
 * users before any server runs. Never call it while serving a request.
 */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const { N, r, p, keyLength } = DEFAULTS;
  return storedForm(salt, scryptSync(password.normalize('NFC'), salt, keyLength, { N, r, p }));
}
