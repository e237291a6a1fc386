import { describe, expect, it, vi } from 'vitest';
import { provideResourceDetails } from '../registry/resourceDetailLoaders';
import { splitResource } from '../registry/resourceDetails';
import type { RegistryModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';
import { preloadRouteView, routeViewLoaded } from './preloadRouteView';

// The views' code is what the app's bundler splits off; here it arrives at once, and empty.
vi.mock('./GeneratedEdit', () => ({ default: () => null }));
vi.mock('./GeneratedShow', () => ({ default: () => null }));

const activity = testResourceModel({ name: 'activity', route: 'activities' });
const inspection = testResourceModel({ name: 'inspection', route: 'inspections', show: { ...activity.show, page: 'inspectionSheet' } });
const model: RegistryModel = { resources: [activity, inspection] };

describe('routeViewLoaded', () => {
  it("says a generated view's code is here only once it has arrived", async () => {
    expect(routeViewLoaded(model, '#/activities/a1')).toBe(false);
    await preloadRouteView(model, '#/activities/a1');
    expect(routeViewLoaded(model, '#/activities/a1')).toBe(true);
    // Another view's code is another chunk.
    expect(routeViewLoaded(model, '#/activities/create')).toBe(false);
  });

  it('never vouches for a page it does not draw: a hand-written page or show page', async () => {
    await preloadRouteView(model, '#/inspections/i1/show');
    expect(routeViewLoaded(model, '#/activities/a1/show')).toBe(true);
    expect(routeViewLoaded(model, '#/inspections/i1/show')).toBe(false);
    expect(routeViewLoaded(model, '#/home')).toBe(false);
  });
});

describe('preloadRouteView', () => {
  it("fetches the address's resource details with the view's code, and the view counts as here only once both are", async () => {
    const { summary, details } = splitResource(testResourceModel({ name: 'pendency', route: 'pendencies' }));
    const load = vi.fn(async () => ({ details }));
    provideResourceDetails({ pendency: load });
    const summaries = { resources: [summary] };
    await preloadRouteView(model, '#/activities/a1');
    // The edit view's code is here; the pendency's details are not.
    expect(routeViewLoaded(summaries, '#/pendencies/p1')).toBe(false);
    await preloadRouteView(summaries, '#/pendencies/p1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(routeViewLoaded(summaries, '#/pendencies/p1')).toBe(true);
    provideResourceDetails({});
  });

  it("fetches a show page's related lists' resources with it", async () => {
    const pendency = splitResource(
      testResourceModel({ name: 'pendency', route: 'pendencies', show: { fields: [], related: [{ resource: 'comment', target: 'pendencyId' }] } }),
    );
    const comment = splitResource(testResourceModel({ name: 'comment' }));
    const loads = { pendency: vi.fn(async () => ({ details: pendency.details })), comment: vi.fn(async () => ({ details: comment.details })) };
    provideResourceDetails(loads);
    await preloadRouteView({ resources: [pendency.summary, comment.summary] }, '#/pendencies/p1/show');
    expect(loads.pendency).toHaveBeenCalledTimes(1);
    expect(loads.comment).toHaveBeenCalledTimes(1);
    provideResourceDetails({});
  });
});
