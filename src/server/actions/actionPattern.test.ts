import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { actionPattern } from './actionPattern';

const resource = testResourceModel({
  name: 'thing',
  api: { style: 'paginated', path: 'things/', idField: '_id', list: { path: 'things/page', paged: true, countParam: 'collectionCount' } },
});

describe('actionPattern', () => {
  it('puts a relative path under the resource path', () => {
    expect(actionPattern(resource, '{id}/activate')).toBe('things/:id/activate');
    expect(actionPattern(resource, 'cancel/{id}')).toBe('things/cancel/:id');
    expect(actionPattern(resource, 'update-status')).toBe('things/update-status');
    expect(actionPattern(resource, '{id}/flag/{value}')).toBe('things/:id/flag/:value');
  });

  it('takes a path starting with / from the API root', () => {
    expect(actionPattern(resource, '/groups/{targetId}/assign-things')).toBe('groups/:targetId/assign-things');
  });
});
