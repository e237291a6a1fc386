import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { routeCollisions } from './routeCollisions';

describe('route collisions', () => {
  it('accepts distinct routes, and a route equal to its own name', () => {
    expect(routeCollisions([testResourceModel({ name: 'activity', route: 'activities' }), testResourceModel({ name: 'classes' })])).toEqual([]);
  });

  it('refuses a route declared twice, at the second file', () => {
    const issues = routeCollisions([testResourceModel({ name: 'a', route: 'things' }), testResourceModel({ name: 'b', route: 'things' })]);
    expect(issues).toEqual([expect.objectContaining({ file: 'resources/b.resource.json', pointer: '/route', message: expect.stringContaining('"things"') })]);
  });

  it("refuses a route that is another resource's name (its screens would be answered twice)", () => {
    const issues = routeCollisions([testResourceModel({ name: 'task' }), testResourceModel({ name: 'work', route: 'task' })]);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toContain('resource "task"');
  });
});
