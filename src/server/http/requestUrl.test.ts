import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestUrl } from './requestUrl';

describe('requestUrl', () => {
  it('prefers the original URL a mounting framework keeps', () => {
    expect(requestUrl({ url: '/x', originalUrl: '/api/x' } as unknown as IncomingMessage)).toBe('/api/x');
  });
  it('falls back to the URL', () => {
    expect(requestUrl({ url: '/x' } as IncomingMessage)).toBe('/x');
  });
});
