import { describe, expect, it } from 'vitest';
import type { ResourceModel } from '../../framework/registry/types';
import { filteredListPath, showPath } from './activityLinks';

const resource = {
  route: 'activities',
  list: {
    filters: [
      { field: 'executionStatus', kind: 'enum' },
      { field: 'origin', param: 'origem', kind: 'enum' },
    ],
  },
} as unknown as ResourceModel;

describe('filteredListPath', () => {
  it('filters the list through its own filter param, in the hash query react-admin reads', () => {
    expect(filteredListPath(resource, 'executionStatus', 3)).toBe(`/activities?filter=${encodeURIComponent('{"executionStatus":3}')}`);
    expect(filteredListPath(resource, 'origin', 'FVI')).toBe(`/activities?filter=${encodeURIComponent('{"origem":"FVI"}')}`);
  });

  it('gives nothing for a field the list cannot filter on', () => {
    expect(filteredListPath(resource, 'place', 'x')).toBeUndefined();
  });
});

describe('showPath', () => {
  it('opens one record', () => {
    expect(showPath(resource, 'a b')).toBe('/activities/a%20b/show');
  });
});
