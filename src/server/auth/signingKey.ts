import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type JsonWebKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writePrivateFile } from './writePrivateFile';

/** The algorithm of every token the demo API signs (ECDSA P-256). */
export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKey {
  /** Key id, put in each token's header. */
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The private key as a JWK (for the OIDC provider's key set). */
  privateJwk: JsonWebKey & { kid: string; alg: string; use: string };
}

interface StoredKey {
  kid: string;
  jwk: JsonWebKey;
}

function isStoredKey(value: unknown): value is StoredKey {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<StoredKey>;
  return typeof candidate.kid === 'string' && candidate.jwk !== null && typeof candidate.jwk === 'object' && typeof candidate.jwk.d === 'string';
}

function fromJwk(kid: string, jwk: JsonWebKey): SigningKey {
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  return {
    kid,
    privateKey,
    publicKey: createPublicKey(privateKey),
    privateJwk: { ...(privateKey.export({ format: 'jwk' }) as JsonWebKey), kid, alg: SIGNING_ALGORITHM, use: 'sig' },
  };
}

/**
 * The demo API's token signing key, kept in `file` (inside the data directory, which git
 * ignores). Made on first start; an unreadable file is replaced by a new key (every
 * token signed before is then refused, so users sign in again).
 */
export function loadOrCreateSigningKey(file: string): SigningKey {
  if (existsSync(file)) {
    try {
      const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isStoredKey(stored)) return fromJwk(stored.kid, stored.jwk);
    } catch {
      // Fall through: a new key replaces a broken file.
    }
    console.warn(`[demo api] ${file} holds no usable signing key; a new one is made and earlier sessions end.`);
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomBytes(8).toString('hex');
  const jwk = privateKey.export({ format: 'jwk' }) as JsonWebKey;
  writePrivateFile(file, `${JSON.stringify({ kid, jwk } satisfies StoredKey, null, 2)}\n`);
  return fromJwk(kid, jwk);
}
