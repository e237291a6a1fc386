import { describe, expect, it } from 'vitest';
import type { LinkAction, RegistryModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { actionTestBed, expectRefusal, NOW } from './actions.testkit';
import { linkAction } from './linkAction';

const addChildren: LinkAction = {
  name: 'addChildren',
  kind: 'link',
  method: 'POST',
  path: '{id}/add',
  input: 'childIds',
  target: 'node',
  via: { field: 'children' },
};
const removeChildren: LinkAction = { ...addChildren, name: 'removeChildren', kind: 'unlink', path: '{id}/remove' };
const addTasks: LinkAction = {
  name: 'addTasks',
  kind: 'link',
  method: 'POST',
  path: '{id}/add-tasks',
  input: 'taskIds',
  target: 'chore',
  via: { resource: 'plan-chore', owner: 'planId', target: 'choreId' },
};
const removeTasks: LinkAction = { ...addTasks, name: 'removeTasks', kind: 'unlink', path: '{id}/remove-tasks' };

const model: RegistryModel = {
  resources: [
    testResourceModel({ name: 'node', actions: [addChildren, removeChildren], timestamps: { updatedAt: 'updatedAt' } }),
    testResourceModel({ name: 'plan', actions: [addTasks, removeTasks] }),
    testResourceModel({ name: 'chore' }),
    testResourceModel({
      name: 'plan-chore',
      schema: {
        type: 'object',
        properties: {
          _id: { type: 'string' },
          planId: { type: 'string' },
          choreId: { type: 'string' },
          order: { type: 'integer' },
          every: { type: 'integer', default: 7 },
        },
      },
      timestamps: { createdAt: 'createdAt' },
    }),
  ],
};
// a → b → c is a tree kept in `children`; d stands alone.
const fixtures = {
  'node.json': [{ _id: 'a', children: ['b'] }, { _id: 'b', children: ['c'] }, { _id: 'c', children: [] }, { _id: 'd' }],
  'plan.json': [{ _id: 'p1' }, { _id: 'p2' }],
  'chore.json': [{ _id: 'c1' }, { _id: 'c2' }, { _id: 'c3' }],
  'plan-chore.json': [
    { _id: 'l1', planId: 'p1', choreId: 'c1', order: 1 },
    { _id: 'l2', planId: 'p2', choreId: 'c2', order: 5 },
  ],
};

function setup() {
  const bed = actionTestBed(model, fixtures);
  const run = (action: LinkAction, id: string, body: unknown) =>
    linkAction(bed.context, bed.resource(action.via && 'field' in action.via ? 'node' : 'plan'), action, { params: { id }, body });
  return { bed, run };
}

describe('linkAction through an id array', () => {
  it('adds the ids in order, lists each refused one, answers the owner after the change', () => {
    const { bed, run } = setup();
    const answer = run(addChildren, 'c', { childIds: ['d', 'zz', 'c', 'a', 'b', 'd'] });
    expect(answer).toEqual({
      record: { _id: 'c', children: ['d'], updatedAt: NOW },
      failures: [
        { id: 'zz', error: 'NOT_FOUND' },
        { id: 'c', error: 'CANNOT_LINK_ITSELF' },
        { id: 'a', error: 'WOULD_CREATE_CYCLE' },
        { id: 'b', error: 'WOULD_CREATE_CYCLE' },
        { id: 'd', error: 'ALREADY_LINKED' },
      ],
    });
    expect(bed.stored('node')[2]).toEqual({ _id: 'c', children: ['d'], updatedAt: NOW });
  });

  it('reports an already linked child', () => {
    const { run } = setup();
    expect(run(addChildren, 'a', { childIds: ['b'] })).toEqual({ record: { _id: 'a', children: ['b'] }, failures: [{ id: 'b', error: 'ALREADY_LINKED' }] });
  });

  it('removes linked ids and reports the others', () => {
    const { bed, run } = setup();
    expect(run(removeChildren, 'a', { childIds: ['b', 'c', 'zz'] })).toEqual({
      record: { _id: 'a', children: [], updatedAt: NOW },
      failures: [
        { id: 'c', error: 'NOT_LINKED' },
        { id: 'zz', error: 'NOT_FOUND' },
      ],
    });
    expect(bed.stored('node')[0]).toEqual({ _id: 'a', children: [], updatedAt: NOW });
  });

  it('refuses a body without an id array and changes nothing', () => {
    const { bed, run } = setup();
    expectRefusal(bed, ['node'], () => run(addChildren, 'a', {}), 400, { errors: [{ field: 'childIds', keyword: 'required', message: 'FIELD_IS_REQUIRED' }] });
    expectRefusal(bed, ['node'], () => run(addChildren, 'a', { childIds: 'd' }), 400, { errors: [{ field: 'childIds', keyword: 'type' }] });
    expectRefusal(bed, ['node'], () => run(addChildren, 'a', { childIds: ['d', { x: 1 }] }), 400, { errors: [{ field: 'childIds.1', keyword: 'type' }] });
    expectRefusal(bed, ['node'], () => run(addChildren, 'zz', { childIds: ['d'] }), 404, { error: 'NOT_FOUND' });
  });
});

describe('linkAction through link records', () => {
  it('creates a link record per id with the next order and the schema defaults', () => {
    const { bed, run } = setup();
    const answer = run(addTasks, 'p1', { taskIds: ['c2', 'c1', 'c9', 'c3'] });
    expect(answer).toEqual({
      record: { _id: 'p1' },
      failures: [
        { id: 'c1', error: 'ALREADY_LINKED' },
        { id: 'c9', error: 'NOT_FOUND' },
      ],
    });
    const links = bed.stored('plan-chore').filter((link) => link.planId === 'p1');
    expect(links).toEqual([
      { _id: 'l1', planId: 'p1', choreId: 'c1', order: 1 },
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), planId: 'p1', choreId: 'c2', order: 2, every: 7, createdAt: NOW },
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), planId: 'p1', choreId: 'c3', order: 3, every: 7, createdAt: NOW },
    ]);
  });

  it('deletes the link records of the unlinked ids only', () => {
    const { bed, run } = setup();
    expect(run(removeTasks, 'p1', { taskIds: ['c1', 'c2'] })).toEqual({ record: { _id: 'p1' }, failures: [{ id: 'c2', error: 'NOT_LINKED' }] });
    expect(bed.stored('plan-chore')).toEqual([{ _id: 'l2', planId: 'p2', choreId: 'c2', order: 5 }]);
  });

  it('writes nothing when every id fails', () => {
    const { bed, run } = setup();
    const before = structuredClone(bed.stored('plan-chore'));
    run(addTasks, 'p1', { taskIds: ['c1', 'zz'] });
    expect(bed.stored('plan-chore')).toEqual(before);
  });
});
