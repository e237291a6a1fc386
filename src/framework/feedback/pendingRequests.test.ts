import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { quietHeaders } from '../data/httpDeclaration';
import { createPendingRequests } from './pendingRequests';

const product = declaredApplication();
afterEach(() => declareApplication(product));

/** A fetch that answers once released, keeping the headers each request left with. */
function heldFetch() {
  const sent: Headers[] = [];
  let release = () => {};
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Headers(init?.headers));
    await new Promise<void>((resolve) => (release = resolve));
    return new Response('{}');
  }) as typeof globalThis.fetch;
  return { fetch, sent, release: () => release() };
}

describe('createPendingRequests', () => {
  it('counts a request while it runs, and not a quiet one, whose mark never leaves (the product marks it Loader-Type: none)', async () => {
    expect(quietHeaders()).toEqual({ 'Loader-Type': 'none' });
    const pending = createPendingRequests();
    const held = heldFetch();
    const tracked = pending.track(held.fetch);
    const loud = tracked('/api/a');
    expect(pending.count()).toBe(1);
    held.release();
    await loud;
    expect(pending.count()).toBe(0);
    const quiet = tracked('/api/b', { headers: quietHeaders() });
    expect(pending.count()).toBe(0);
    held.release();
    await quiet;
    expect(held.sent[1]?.has('Loader-Type')).toBe(false);
  });

  it('keeps quiet a request marked with the neutral mark when the application declares no header of its own', async () => {
    declareApplication({});
    const [name] = Object.keys(quietHeaders());
    expect(name).not.toBe('Loader-Type');
    const pending = createPendingRequests();
    const held = heldFetch();
    const quiet = pending.track(held.fetch)('/api/b', { headers: quietHeaders() });
    expect(pending.count()).toBe(0);
    held.release();
    await quiet;
    expect([...held.sent[0]!.keys()]).toEqual([]);
  });
});
