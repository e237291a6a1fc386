import { describe, expect, it } from 'vitest';
import type { ExclusiveAction, RegistryModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { actionTestBed, expectRefusal, NOW } from './actions.testkit';
import { exclusiveAction } from './exclusiveAction';

const setStandard: ExclusiveAction = {
  name: 'setStandard',
  kind: 'exclusive',
  method: 'PUT',
  path: '{id}/set-standard',
  field: 'standard',
  scope: ['groupId', 'kindId'],
};
const model: RegistryModel = { resources: [testResourceModel({ name: 'plan', actions: [setStandard], timestamps: { updatedAt: 'updatedAt' } })] };
const old = '2024-01-01T00:00:00.000Z';
const fixtures = {
  'plan.json': [
    { _id: 'p1', groupId: 'g1', kindId: 'k1', standard: false, updatedAt: old },
    { _id: 'p2', groupId: 'g1', kindId: 'k1', standard: true, updatedAt: old },
    { _id: 'p3', groupId: 'g1', kindId: 'k2', standard: true, updatedAt: old },
    { _id: 'p4', groupId: 'g2', kindId: 'k1', standard: true, updatedAt: old },
    { _id: 'p5', groupId: 'g1', kindId: 'k1', updatedAt: old },
  ],
};

describe('exclusiveAction', () => {
  it('sets the flag on the record and clears it on the others of the same scope only', () => {
    const bed = actionTestBed(model, fixtures);
    const record = exclusiveAction(bed.context, bed.resource('plan'), setStandard, { params: { id: 'p1' }, body: {} });
    expect(record).toEqual({ _id: 'p1', groupId: 'g1', kindId: 'k1', standard: true, updatedAt: NOW });
    expect(bed.stored('plan')).toEqual([
      { _id: 'p1', groupId: 'g1', kindId: 'k1', standard: true, updatedAt: NOW },
      { _id: 'p2', groupId: 'g1', kindId: 'k1', standard: false, updatedAt: NOW },
      { _id: 'p3', groupId: 'g1', kindId: 'k2', standard: true, updatedAt: old },
      { _id: 'p4', groupId: 'g2', kindId: 'k1', standard: true, updatedAt: old },
      { _id: 'p5', groupId: 'g1', kindId: 'k1', updatedAt: old },
    ]);
  });

  it('keeps the record standard when called again', () => {
    const bed = actionTestBed(model, fixtures);
    exclusiveAction(bed.context, bed.resource('plan'), setStandard, { params: { id: 'p2' }, body: {} });
    expect(
      bed
        .stored('plan')
        .filter((plan) => plan.standard === true)
        .map((plan) => plan._id),
    ).toEqual(['p2', 'p3', 'p4']);
  });

  it('answers 404 for an unknown record and changes nothing', () => {
    const bed = actionTestBed(model, fixtures);
    expectRefusal(bed, ['plan'], () => exclusiveAction(bed.context, bed.resource('plan'), setStandard, { params: { id: 'zz' }, body: {} }), 404, {
      error: 'NOT_FOUND',
    });
  });
});
