import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordAsync, verifyPasswordAsync } from './passwordHash';

describe('password hashes', () => {
  it('verifies what either form hashed, and refuses another password or a malformed hash', async () => {
    const fromAsync = await hashPasswordAsync('correct horse');
    const fromSync = hashPassword('correct horse');
    expect(fromAsync).toMatch(/^scrypt:16384:8:1:[\w-]+:[\w-]+$/);
    expect(await verifyPasswordAsync('correct horse', fromAsync)).toBe(true);
    expect(await verifyPasswordAsync('correct horse', fromSync)).toBe(true);
    expect(await verifyPasswordAsync('wrong horse', fromAsync)).toBe(false);
    for (const stored of [undefined, 42, '', 'scrypt:16384:8:1:c2FsdA', 'bcrypt:x:y:z:a:b', fromAsync.replace(':16384:', ':4294967296:')]) {
      expect(await verifyPasswordAsync('correct horse', stored)).toBe(false);
    }
  });

  it('gives the same hash for the same salt, in both forms (NFC-normalised)', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPasswordAsync('senha\u0301', salt)).toBe(hashPassword('senh\u00e1', salt));
  });

  it('never blocks the event loop: a 0 ms timer fires while a hash is checked or made', async () => {
    const stored = hashPassword('demo');
    for (const work of [() => verifyPasswordAsync('demo', stored), () => hashPasswordAsync('demo')]) {
      const order: string[] = [];
      const timer = new Promise<void>((resolve) =>
        setTimeout(() => {
          order.push('timer');
          resolve();
        }, 0),
      );
      // A blocking scrypt (even wrapped in a promise) settles before the timer's turn comes.
      await Promise.all([work().then(() => order.push('hash')), timer]);
      expect(order).toEqual(['timer', 'hash']);
    }
  });
});
