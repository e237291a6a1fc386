import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ids, startTestApi, type RunningTestApi } from './demoApi.testkit';
import { MAX_BODY_BYTES } from './http/readJsonBody';
import { CollectionFileError } from './store/readCollectionFile';

let api: RunningTestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

const stillServing = async (): Promise<void> => {
  const answer = await api.call('GET', `gadget/${ids.gadget[0]}`);
  expect(answer.status).toBe(200);
};

describe('error answers', () => {
  it('answers 404 NOT_FOUND for a path no resource has', async () => {
    const answer = await api.call('GET', 'nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'NOT_FOUND', message: expect.stringContaining('/api/nothing/here'), traceId: expect.any(String) });
  });

  it('answers 405 METHOD_NOT_ALLOWED with Allow for a method the path is not served with', async () => {
    const answer = await api.call('PATCH', `gadget/${ids.gadget[0]}`, {});
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('DELETE, GET, PUT');
    expect(answer.body).toMatchObject({ error: 'METHOD_NOT_ALLOWED', message: expect.any(String), traceId: expect.any(String) });
  });

  it('answers 400 INVALID_JSON for a malformed body', async () => {
    const answer = await api.call('POST', 'gadget', '{"name": "x",');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'INVALID_JSON', message: expect.any(String) });
  });

  it('answers 413 PAYLOAD_TOO_LARGE past 1 MB and keeps serving', async () => {
    const answer = await api.call('POST', 'gadget', { name: 'x', code: 'X-1', padding: 'a'.repeat(MAX_BODY_BYTES) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    await stillServing();
  });

  it('answers 500 INTERNAL_SERVER_ERROR with a traceId on an unexpected failure and keeps serving', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The store fails the way a full disk would.
    const failing = vi.spyOn(api.api.store.collection('gadget'), 'insert').mockImplementation(() => {
      throw new Error('ENOSPC: no space left on device');
    });
    const answer = await api.call('POST', 'gadget', { name: 'Nova', code: 'N-1' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'INTERNAL_SERVER_ERROR', message: 'INTERNAL_SERVER_ERROR', traceId: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(quiet).toHaveBeenCalled();
    failing.mockRestore();
    quiet.mockRestore();
    await stillServing();
    // The failed write changed nothing.
    expect((await api.call('GET', 'gadget/page?name=Nova&collectionCount=true')).body).toEqual({ data: { items: [], count: 0 } });
  });

  it('answers 503 STORAGE_UNAVAILABLE, naming no file, when a data file read on first use is unusable, and keeps serving', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = vi.spyOn(api.api.store.collection('gadget'), 'all').mockImplementation(() => {
      throw new CollectionFileError('/srv/data/gadget.json: not a JSON array');
    });
    const answer = await api.call('GET', 'gadget/page');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: 'STORAGE_UNAVAILABLE', traceId: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain('/srv/data');
    expect(quiet.mock.calls.flat().join(' ')).toContain('/srv/data/gadget.json');
    broken.mockRestore();
    quiet.mockRestore();
    await stillServing();
  });
});
