import { describe, expect, it } from 'vitest';
import { fillPath, pathParameterNames, routePattern, isCallPath } from './callPath';

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

describe('isCallPath', () => {
  it('knows a request of the call, its parameters filled in, with or without a query', () => {
    expect(isCallPath('timeline/activity/{activityId}/task/{taskId}', 'timeline/activity/A%2F1/task/T1')).toBe(true);
    expect(isCallPath('session/login', 'session/login?lang=pt')).toBe(true);
    expect(isCallPath('app/{environment}/{version}', 'app/production/8.14.0')).toBe(true);
  });

  it('refuses another path: longer, shorter, or another literal segment', () => {
    expect(isCallPath('timeline/activity/{activityId}/task/{taskId}', 'timeline/activity/A1/task')).toBe(false);
    expect(isCallPath('user/{id}/find', 'user/U1/find/more')).toBe(false);
    expect(isCallPath('session/login', 'session/logout')).toBe(false);
    expect(isCallPath('a.b/{id}', 'axb/1')).toBe(false);
  });
});
