import { describe, expect, it, vi } from 'vitest';
import { createSessionRefresh } from './sessionRefresh';

function fakeStore(refreshToken: string | null) {
  const kept: [string, string | undefined][] = [];
  return { kept, refreshToken: () => refreshToken, refreshed: (access: string, refresh?: string) => void kept.push([access, refresh]) };
}

describe('createSessionRefresh', () => {
  it('refreshes once for every request waiting at the same time, and keeps the new tokens', async () => {
    const store = fakeStore('r1');
    const refreshToken = vi.fn(async () => ({ accessToken: 'a2', refreshToken: 'r2' }));
    const refresh = createSessionRefresh(store, { refreshToken });
    await expect(Promise.all([refresh(), refresh(), refresh()])).resolves.toEqual(['a2', 'a2', 'a2']);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(refreshToken).toHaveBeenCalledWith('r1');
    expect(store.kept).toEqual([['a2', 'r2']]);
  });

  it('answers null with no refresh token, and when the API refuses it', async () => {
    const refreshToken = vi.fn(async () => {
      throw new Error('SESSION_ENDED');
    });
    await expect(createSessionRefresh(fakeStore(null), { refreshToken })()).resolves.toBeNull();
    expect(refreshToken).not.toHaveBeenCalled();
    const store = fakeStore('r1');
    await expect(createSessionRefresh(store, { refreshToken })()).resolves.toBeNull();
    expect(store.kept).toEqual([]);
  });
});
