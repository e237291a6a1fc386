import { describe, expect, it, vi } from 'vitest';
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
