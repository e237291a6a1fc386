import { afterEach, describe, expect, it, vi } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { loadedResourceModel, loadResourceModel, provideResourceDetails } from './resourceDetailLoaders';
import { splitResource } from './resourceDetails';

const whole = testResourceModel({ name: 'activity', schema: { title: 'Atividade', type: 'object', properties: { tag: { type: 'string' } } } });
const freshSummary = () => splitResource(whole).summary;

afterEach(() => provideResourceDetails({}));

describe('loadResourceModel', () => {
  it("fetches a resource's details once and puts them into its summary, which stays the same object", async () => {
    const load = vi.fn(async () => ({ details: splitResource(whole).details }));
    provideResourceDetails({ activity: load });
    const summary = freshSummary();
    expect(loadedResourceModel(summary)).toBeUndefined();
    const [first, second] = await Promise.all([loadResourceModel(summary), loadResourceModel(summary)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(summary);
    expect(second).toBe(summary);
    expect(first.schema).toEqual(whole.schema);
    expect(loadedResourceModel(summary)).toBe(summary);
    await loadResourceModel(summary);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the promise a render suspended on, settled in place, once the details are here', async () => {
    provideResourceDetails({ activity: async () => ({ details: splitResource(whole).details }) });
    const summary = freshSummary();
    const waited = loadResourceModel(summary);
    await waited;
    // React's `use`, replaying the render, reads the status off the promise it was given.
    expect(loadResourceModel(summary)).toBe(waited);
    expect(waited).toMatchObject({ status: 'fulfilled', value: summary });
  });

  it('answers a failed fetch failed again (a render shows the failure), and asks again for a caller that retries', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ details: splitResource(whole).details });
    provideResourceDetails({ activity: load });
    const summary = freshSummary();
    const first = loadResourceModel(summary);
    await expect(first).rejects.toThrow('offline');
    expect(loadResourceModel(summary)).toBe(first);
    expect(first).toMatchObject({ status: 'rejected', reason: new Error('offline') });
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loadResourceModel(summary, { retryFailed: true })).resolves.toBe(summary);
    expect(load).toHaveBeenCalledTimes(2);
    // A retrying caller does not fetch again what has arrived.
    await loadResourceModel(summary, { retryFailed: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a whole resource at once, and names a resource the build has no details for', async () => {
    await expect(loadResourceModel(whole)).resolves.toBe(whole);
    expect(loadedResourceModel(whole)).toBe(whole);
    await expect(loadResourceModel(freshSummary())).rejects.toThrow('No details module for the resource "activity"');
  });
});
