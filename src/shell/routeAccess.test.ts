import { describe, expect, it } from 'vitest';
import { routeAccessOf, type RouteAccess } from './routeAccess';

describe('routeAccessOf', () => {
  it("finds the spec table's row of a hand-written route, its query ignored, whatever the case as react-router matches", () => {
    expect(routeAccessOf('/pendencies/p1/forward?x=1')).toEqual({ path: '/pendencies/:id/forward', access: ['ADMIN', 'PROJECT_ADMIN'] });
    expect(routeAccessOf('/pendencies')?.access).toEqual([]);
    expect(routeAccessOf('/LOGIN/sso')).toEqual({ path: '/login/*', access: 'public' });
    expect(routeAccessOf('/pendencies/p1/show')).toBeUndefined();
    expect(routeAccessOf('/')).toBeUndefined();
  });

  it('keeps the first matching row of the table, a pattern opening with a parameter among them', () => {
    const table: RouteAccess[] = [
      { path: '/:section/settings', access: ['ADMIN'] },
      { path: '/reports/:id', access: [] },
      { path: '/reports/*', access: 'public' },
    ];
    expect(routeAccessOf('/reports/settings', table)).toBe(table[0]);
    expect(routeAccessOf('/reports/r1', table)).toBe(table[1]);
    expect(routeAccessOf('/reports/r1/pdf', table)).toBe(table[2]);
    expect(routeAccessOf('/other/settings', table)).toBe(table[0]);
    expect(routeAccessOf('/other', table)).toBeUndefined();
  });
});
