import { describe, expect, it } from 'vitest';
import type { ApiRoute } from './apiRoute';
import { duplicateRoutes } from './duplicateRoutes';

const route = (method: string, pattern: string): ApiRoute => ({ method, pattern, readsBody: false, handle: () => ({ status: 200, body: null }) });

describe('duplicateRoutes', () => {
  it('names both places of one method and path, whatever the parameters are called', () => {
    const clashes = duplicateRoutes([
      { origin: 'resource user', routes: [route('GET', 'user/:id'), route('PUT', 'user/:id')] },
      { origin: 'feature session', routes: [route('GET', 'user/:userId'), route('GET', 'user/info')] },
    ]);
    expect(clashes).toEqual(['GET /user/:userId (feature session) is already answered by GET /user/:id (resource user)']);
  });

  it('lets other methods, other paths and literal segments beside parameters be', () => {
    expect(
      duplicateRoutes([
        { origin: 'a', routes: [route('GET', 'thing/:id'), route('DELETE', 'thing/:id')] },
        { origin: 'b', routes: [route('GET', 'thing/page'), route('GET', 'thing/:id/children')] },
      ]),
    ).toEqual([]);
  });
});
