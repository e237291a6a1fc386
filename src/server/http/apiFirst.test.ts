import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiFirst } from './apiFirst';

/** Where `url` goes, and with which `url` and `originalUrl`. */
function route(url: string): string {
  let seen = '';
  const listener = apiFirst(
    '/api',
    (req) => (seen = `api ${req.url ?? ''} ${(req as IncomingMessage & { originalUrl?: string }).originalUrl ?? ''}`),
    (req) => (seen = `app ${req.url ?? ''}`),
  );
  listener({ url } as IncomingMessage, {} as ServerResponse);
  return seen;
}

describe('apiFirst', () => {
  it('hands calls under the mount to the API as express would: the mount cut off, the full address kept', () => {
    expect(route('/api/activity/page?limit=25')).toBe('api /activity/page?limit=25 /api/activity/page?limit=25');
    expect(route('/api')).toBe('api / /api');
    expect(route('/api?x=1')).toBe('api /?x=1 /api?x=1');
  });

  it('leaves everything else to the app, a path that only begins like the mount too', () => {
    expect(route('/assets/index.js')).toBe('app /assets/index.js');
    expect(route('/apis/x')).toBe('app /apis/x');
    expect(route('/')).toBe('app /');
  });
});
