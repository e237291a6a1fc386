import { describe, expect, it } from 'vitest';
import { pagePath } from './pagePath';

describe('pagePath', () => {
  it('fills every parameter of the pattern, URL-encoded', () => {
    expect(pagePath('/timeline/activity/:activityId/task/:taskId', { activityId: 'A 1', taskId: 'T/2' })).toBe('/timeline/activity/A%201/task/T%2F2');
    expect(pagePath('/configurations/:configurationType', { configurationType: 'task-status' })).toBe('/configurations/task-status');
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => pagePath('/preservation-plan-tasks/:id', {})).toThrow('/preservation-plan-tasks/:id: the route parameter id is missing');
  });
});
