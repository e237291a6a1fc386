import { describe, expect, it } from 'vitest';
import { queryParams, urlPath } from './queryParams';

describe('queryParams', () => {
  it('decodes each parameter', () => {
    expect(queryParams('/x/page?limit=25&name=S%C3%A3o%20Paulo')).toEqual({ limit: '25', name: 'São Paulo' });
  });
  it('joins a repeated name into a comma list', () => {
    expect(queryParams('/x?_id=a&_id=b')).toEqual({ _id: 'a,b' });
  });
  it('gives no parameters without a query string', () => {
    expect(queryParams('/x')).toEqual({});
  });
});

describe('urlPath', () => {
  it('drops the query string', () => {
    expect(urlPath('/x/page?limit=1')).toBe('/x/page');
    expect(urlPath('/x/')).toBe('/x/');
  });
});
