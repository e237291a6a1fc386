import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type RunningTestApi } from './demoApi.testkit';

let api: RunningTestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const query = (params: Record<string, unknown>): string =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('simple-rest style', () => {
  it('answers a plain array with its total in Content-Range', async () => {
    const answer = await api.call('GET', `post?${query({ sort: ['title', 'DESC'], range: [0, 9], filter: {} })}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe('post 0-9/30');
    expect(answer.headers.get('access-control-expose-headers')).toBe('Content-Range');
    const titles = (answer.body as { title: string }[]).map((post) => post.title);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('Post 30');
  });

  it('filters with the same rules as the paginated style and reports the filtered total', async () => {
    const answer = await api.call('GET', `post?${query({ sort: ['id', 'ASC'], range: [0, 1], filter: { title: 'post 1', views: 1 } })}`);
    expect(answer.headers.get('content-range')).toBe('post 0-1/3');
    expect((answer.body as { id: number }[]).map((post) => post.id)).toEqual([11, 14]);
  });

  it('reads an id list filter (getMany)', async () => {
    const answer = await api.call('GET', `post?${query({ filter: { id: [3, 1] } })}`);
    expect((answer.body as { id: number }[]).map((post) => post.id)).toEqual([1, 3]);
  });

  it('answers an empty page with the total', async () => {
    const answer = await api.call('GET', `post?${query({ range: [40, 49] })}`);
    expect(answer.body).toEqual([]);
    expect(answer.headers.get('content-range')).toBe('post */30');
  });

  it('does one-record calls with plain bodies and the next numeric id', async () => {
    expect((await api.call('GET', 'post/2')).body).toEqual({ id: 2, title: 'Post 02', views: 1 });
    const created = await api.call('POST', 'post', { title: 'Hello', views: 0 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 31, title: 'Hello', views: 0 });
    expect((await api.call('PUT', 'post/31', { title: 'Hello again' })).body).toEqual({ id: 31, title: 'Hello again' });
    expect((await api.call('DELETE', 'post/31')).body).toEqual({ id: 31, title: 'Hello again' });
    expect((await api.call('GET', 'post/31')).status).toBe(404);
  });

  it('applies the same validation and unique rules', async () => {
    const invalid = await api.call('POST', 'post', { title: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'title', keyword: 'minLength' }] });
    const taken = await api.call('POST', 'post', { title: 'post 05' });
    expect(taken.body).toMatchObject({ error: 'POST.TITLE_TAKEN', errors: [{ field: 'title', keyword: 'unique' }] });
  });

  it('refuses a query part that is not JSON', async () => {
    const answer = await api.call('GET', 'post?range=[0,');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'INVALID_QUERY' });
  });
});
