import { describe, expect, it } from 'vitest';
import { readCurrentUser } from './currentUser';

describe('readCurrentUser', () => {
  it('reads the id and name the sign-in keeps', () => {
    const values: Record<string, string> = { userid: 'u1', username: 'Ana' };
    expect(readCurrentUser({ getItem: (key) => values[key] ?? null })).toEqual({ id: 'u1', name: 'Ana' });
  });

  it('falls back to empty without a user or a storage', () => {
    expect(readCurrentUser({ getItem: () => null })).toEqual({ id: '', name: '' });
    expect(readCurrentUser(undefined)).toEqual({ id: '', name: '' });
    expect(
      readCurrentUser({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toEqual({ id: '', name: '' });
  });
});
