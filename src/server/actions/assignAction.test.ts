import { describe, expect, it } from 'vitest';
import type { AssignAction, RegistryModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { actionTestBed, expectRefusal, NOW } from './actions.testkit';
import { assignAction } from './assignAction';

const common = {
  kind: 'assign',
  method: 'POST',
  send: ['_id', 'typeId'],
  partial: 'SOME_NOT_ASSIGNED',
  success: 'ALL_ASSIGNED',
} satisfies Partial<AssignAction>;
const refuse = [{ field: 'state', in: [3, 9], error: 'JOB_IS_CONCLUDED', status: 400 }];
const toPerson: AssignAction = { ...common, name: 'toPerson', path: '/person/{targetId}/assign-jobs', target: 'person', field: 'people', refuse };
const toTeam: AssignAction = { ...common, name: 'toTeam', path: '/teams/{targetId}/assign-jobs', target: 'team', field: 'teamId', refuse };

const model: RegistryModel = {
  resources: [
    testResourceModel({
      name: 'job',
      schema: { type: 'object', properties: { _id: { type: 'string' }, people: { type: 'array', items: { type: 'string' } }, teamId: { type: 'string' } } },
      actions: [toPerson, toTeam],
      timestamps: { updatedAt: 'updatedAt' },
    }),
    testResourceModel({ name: 'person' }),
    testResourceModel({ name: 'team' }),
  ],
};
const fixtures = {
  'job.json': [
    { _id: 'j1', state: 0 },
    { _id: 'j2', state: 3, typeId: 'x' },
    { _id: 'j3', state: 2, people: ['u1'] },
  ],
  'person.json': [{ _id: 'u1' }, { _id: 'u2' }],
  'team.json': [{ _id: 'g1' }],
};

function setup() {
  const bed = actionTestBed(model, fixtures);
  const run = (action: AssignAction, targetId: string, body: unknown) => assignAction(bed.context, bed.resource('job'), action, { params: { targetId }, body });
  return { bed, run };
}

describe('assignAction', () => {
  it('adds the target to an array field once and answers the records not assigned', () => {
    const { bed, run } = setup();
    const body = [{ _id: 'j1' }, { _id: 'j2', typeId: 'x' }, { _id: 'j9', typeId: 'y' }, { _id: 'j3' }, { nope: true }];
    expect(run(toPerson, 'u2', body)).toEqual([
      { _id: 'j2', typeId: 'x', error: 'JOB_IS_CONCLUDED' },
      { _id: 'j9', typeId: 'y', error: 'NOT_FOUND' },
      { error: 'NOT_FOUND' },
    ]);
    expect(bed.stored('job')).toEqual([
      { _id: 'j1', state: 0, people: ['u2'], updatedAt: NOW },
      { _id: 'j2', state: 3, typeId: 'x' },
      { _id: 'j3', state: 2, people: ['u1', 'u2'], updatedAt: NOW },
    ]);
  });

  it('sets a single field and answers [] when every record was assigned', () => {
    const { bed, run } = setup();
    expect(run(toTeam, 'g1', [{ _id: 'j1' }, { _id: 'j3' }])).toEqual([]);
    expect(bed.stored('job').map((job) => job.teamId)).toEqual(['g1', undefined, 'g1']);
  });

  it('does not add an id already there', () => {
    const { bed, run } = setup();
    expect(run(toPerson, 'u1', [{ _id: 'j3' }, { _id: 'j3' }])).toEqual([]);
    expect(bed.stored('job')[2]).toEqual({ _id: 'j3', state: 2, people: ['u1'] });
  });

  it('answers 404 for an unknown target and 400 for a body that is not a list, changing nothing', () => {
    const { bed, run } = setup();
    expectRefusal(bed, ['job'], () => run(toPerson, 'zz', [{ _id: 'j1' }]), 404, { error: 'NOT_FOUND' });
    expectRefusal(bed, ['job'], () => run(toPerson, 'u1', { _id: 'j1' }), 400, { error: 'VALIDATION_ERROR', errors: [{ field: '', keyword: 'type' }] });
  });
});
