import { describe, expect, it } from 'vitest';
import { fillPath, pathParameterNames, routePattern } from './callPath';

describe('callPath', () => {
  it('names, fills (URL-encoded) and patterns the path parameters', () => {
    expect(pathParameterNames('timeline/activity/{activityId}/task/{taskId}')).toEqual(['activityId', 'taskId']);
    expect(fillPath('timeline/element/{elementId}', { elementId: 'E/1 a' })).toBe('timeline/element/E%2F1%20a');
    expect(routePattern('/timeline/element/{elementId}/')).toBe('timeline/element/:elementId');
  });

  it('refuses to send a call with a parameter missing', () => {
    expect(() => fillPath('things/{id}', {})).toThrow('things/{id}: the path parameter id is missing');
  });
});
