import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { startupAccessQuestions } from './startupAccessQuestions';

const model = {
  resources: [
    testResourceModel({ name: 'activity', route: 'activities' }),
    testResourceModel({ name: 'discipline', route: 'disciplines', operations: ['list', 'show', 'edit'] }),
  ],
};
const names = (questions: { resource: string; action: string }[]) => questions.map(({ resource, action }) => `${resource}:${action}`);

describe('startupAccessQuestions', () => {
  it("asks first for every list (the sidebar) and every operation of the address's resource, the rest later", () => {
    const { first, later } = startupAccessQuestions(model, '#/activities?page=2');
    expect(names(first)).toEqual([
      'activity:list',
      'activity:show',
      'activity:create',
      'activity:edit',
      'activity:delete',
      'activity:export',
      'discipline:list',
    ]);
    expect(names(later)).toEqual(['discipline:show', 'discipline:edit']);
  });

  it("asks first only for the lists on a page no resource's view shows; every question is asked once", () => {
    const { first, later } = startupAccessQuestions(model, '#/home');
    expect(names(first)).toEqual(['activity:list', 'discipline:list']);
    expect(names([...first, ...later]).sort()).toEqual(
      model.resources.flatMap((resource) => resource.operations.map((action) => `${resource.name}:${action}`)).sort(),
    );
  });
});
