import { describe, expect, it } from 'vitest';
import { firstMatch } from './firstMatch';

describe('firstMatch', () => {
  it('keeps the first matching row of the table, a pattern opening with a parameter among them', () => {
    const table = [
      { path: '/:section/settings', access: ['ADMIN'] },
      { path: '/reports/:id', access: [] },
      { path: '/reports/*', access: 'public' },
    ];
    const rowOf = firstMatch(table);
    expect(rowOf('/reports/settings')).toBe(table[0]);
    expect(rowOf('/reports/r1')).toBe(table[1]);
    expect(rowOf('/reports/r1/pdf')).toBe(table[2]);
    expect(rowOf('/other/settings')).toBe(table[0]);
    expect(rowOf('/other')).toBeUndefined();
  });

  it('matches whatever the case, as react-router does', () => {
    expect(firstMatch([{ path: '/login/*' }])('/LOGIN/sso')).toEqual({ path: '/login/*' });
  });
});
