import { describe, expect, it } from 'vitest';
import { createPageCatalogue, NO_PAGES } from './pageCatalogue';
import type { PageDeclaration } from './pageDeclaration';

const View = () => null;
const page = (path: string, access: PageDeclaration['access'] = []): PageDeclaration => ({ path, access, component: View });

describe('createPageCatalogue', () => {
  const reports = { pages: [page('/reports'), page('/reports/:id/pdf', ['MANAGER'])], resourceScreens: [{ resource: 'invoice', access: ['MANAGER'] }] };
  const help = {
    pages: [page('/help', 'public')],
    userMenu: [
      { key: 'b', order: 20, Item: View },
      { key: 'a', order: 10, Item: View },
    ],
  };
  const catalogue = createPageCatalogue([reports, help]);

  it("joins the features' declarations in their order, the user menu by its own order", () => {
    expect(catalogue.pages.map((each) => each.path)).toEqual(['/reports', '/reports/:id/pdf', '/help']);
    expect(catalogue.userMenu.map((item) => item.key)).toEqual(['a', 'b']);
    expect(catalogue.showPages).toEqual([]);
  });

  it('finds the page of a hash path, its query ignored, whatever the case', () => {
    expect(catalogue.pageOf('/reports/r1/pdf?x=1')?.access).toEqual(['MANAGER']);
    expect(catalogue.pageOf('/HELP')?.access).toBe('public');
    expect(catalogue.pageOf('/reports/r1')).toBeUndefined();
  });

  it("finds a resource screen's rule by the resource's name", () => {
    expect(catalogue.screenOf('invoice')?.access).toEqual(['MANAGER']);
    expect(catalogue.screenOf('order')).toBeUndefined();
    expect(NO_PAGES.pageOf('/reports')).toBeUndefined();
  });
});
