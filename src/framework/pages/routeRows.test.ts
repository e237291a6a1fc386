import { describe, expect, it } from 'vitest';
import { createPageCatalogue } from './pageCatalogue';
import { duplicatePaths, routeRows } from './routeRows';

const View = () => null;

describe('routeRows', () => {
  it("lists the pages' routes, then the guarded resource screens' routes from the registry", () => {
    const catalogue = createPageCatalogue([
      {
        pages: [{ path: '/help', access: 'public', component: View }],
        resourceScreens: [
          { resource: 'invoice', access: ['MANAGER'] },
          { resource: 'gone', access: [] },
        ],
      },
    ]);
    expect(routeRows(catalogue, [{ name: 'invoice', route: 'invoices' }])).toEqual([
      { path: '/help', access: 'public' },
      { path: '/invoices', access: ['MANAGER'] },
    ]);
  });
});

describe('duplicatePaths', () => {
  it('names each path given twice, whatever its case', () => {
    expect(duplicatePaths(['/a', '/b', '/A', '/c', '/b'])).toEqual(['/a', '/b']);
    expect(duplicatePaths(['/a', '/b'])).toEqual([]);
  });
});
