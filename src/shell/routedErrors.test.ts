// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../framework/data/ApiError';
import { PRODUCT_ERROR_CATALOGUE } from './errorCatalogue';
import { createRoutedErrors, publishRoutedErrors } from './routedErrors';

/** A 404 with an error field on the task timeline: the catalogue sends the user to /forbidden (spec §8). */
function forbidden(): ApiError {
  return new ApiError({
    status: 404,
    body: { error: 'NOT_FOUND', message: 'not found' },
    path: 'timeline/activity/a/task/t',
    catalogue: PRODUCT_ERROR_CATALOGUE,
  });
}

describe('publishRoutedErrors', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('publishes a routed failure of the page the user is on, and still rejects with it', async () => {
    const routed = createRoutedErrors();
    const heard = vi.fn();
    routed.subscribe(heard);
    window.location.hash = '#/timeline/activity/a/task/t?menu_type=home';
    expect(forbidden().display).toBe('forbidden');
    const client = publishRoutedErrors(async () => Promise.reject(forbidden()), routed);
    await expect(client()).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does not publish a failure that arrives after the user left the page that asked', async () => {
    const routed = createRoutedErrors();
    const heard = vi.fn();
    routed.subscribe(heard);
    window.location.hash = '#/timeline/activity/a/task/t';
    let fail: (error: ApiError) => void = () => undefined;
    const client = publishRoutedErrors(() => new Promise((_, reject) => (fail = reject)), routed);
    const pending = client();
    window.location.hash = '#/timeline/element/e';
    fail(forbidden());
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(heard).not.toHaveBeenCalled();
  });
});
