import { describe, expect, it } from 'vitest';
import { matchRoute } from './routeTable';

const routes = [
  { method: 'GET', pattern: 'things/:id', name: 'one' },
  { method: 'GET', pattern: 'things/page', name: 'page' },
  { method: 'GET', pattern: 'things', name: 'all' },
  { method: 'PUT', pattern: 'things/:id/activate', name: 'activate' },
  { method: 'PUT', pattern: 'things/cancel/:id', name: 'cancel' },
];

function find(method: string, path: string): string | undefined {
  return matchRoute(routes, method, path)?.route.name;
}

describe('matchRoute', () => {
  it('prefers a literal segment over a parameter, whatever the declaration order', () => {
    expect(find('GET', '/things/page')).toBe('page');
    expect(find('GET', '/things/abc')).toBe('one');
  });
  it('treats a trailing slash as the same path', () => {
    expect(find('GET', '/things/')).toBe('all');
    expect(find('GET', 'things')).toBe('all');
  });
  it('captures and decodes parameters', () => {
    expect(matchRoute(routes, 'PUT', '/things/a%20b/activate')?.params).toEqual({ id: 'a b' });
    expect(matchRoute(routes, 'PUT', '/things/cancel/7')?.params).toEqual({ id: '7' });
  });
  it('matches nothing for another method, another path or a malformed escape', () => {
    expect(find('DELETE', '/things/1')).toBeUndefined();
    expect(find('GET', '/things/1/2')).toBeUndefined();
    expect(find('GET', '/things/%E0%A4%A')).toBeUndefined();
  });
});
