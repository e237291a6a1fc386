import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError';
import type { ResourceRoute } from './apiRoute';
import { readsNoQuery } from './readsNoQuery';

const show: ResourceRoute = {
  method: 'GET',
  pattern: 'things/:id',
  operation: 'show',
  readsBody: false,
  handle: ({ params }) => ({ status: 200, body: { data: { _id: params.id } } }),
};

describe('readsNoQuery', () => {
  it('answers a request without query parameters as the route does', async () => {
    expect(await readsNoQuery(show).handle({ params: { id: '7' }, query: {}, body: undefined })).toEqual({ status: 200, body: { data: { _id: '7' } } });
  });

  it('refuses any query parameter with 400 INVALID_QUERY naming it, before the route runs', () => {
    let ran = false;
    const route = readsNoQuery({ ...show, handle: () => ((ran = true), { status: 200, body: {} }) });
    const refusal = (() => {
      try {
        void route.handle({ params: { id: '7' }, query: { populate: 'x' }, body: undefined });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY', message: expect.stringContaining('"populate"') } });
    expect(ran).toBe(false);
  });
});
