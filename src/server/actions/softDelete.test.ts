import { describe, expect, it } from 'vitest';
import type { RegistryModel, SoftDelete } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { actionTestBed, expectRefusal, NOW } from './actions.testkit';
import { softDelete } from './softDelete';

const rule: SoftDelete = { method: 'PUT', path: '{id}/delete', reason: 'reasonForDeletion', flag: 'isDeleted' };
const model: RegistryModel = { resources: [testResourceModel({ name: 'job', softDelete: rule, timestamps: { updatedAt: 'updatedAt' } })] };
const fixtures = {
  'job.json': [
    { _id: 'j1', name: 'a' },
    { _id: 'j2', name: 'b', isDeleted: true },
  ],
};

describe('softDelete', () => {
  it('flags the record and stores the reason', () => {
    const bed = actionTestBed(model, fixtures);
    const record = softDelete(bed.context, bed.resource('job'), rule, { params: { id: 'j1' }, body: { reasonForDeletion: ' duplicate ' } });
    const expected = { _id: 'j1', name: 'a', isDeleted: true, reasonForDeletion: 'duplicate', updatedAt: NOW };
    expect(record).toEqual(expected);
    expect(bed.stored('job')[0]).toEqual(expected);
    expect(bed.context.find(bed.resource('job'), 'j1')).toBeUndefined();
  });

  it('requires the reason; blank counts as missing', () => {
    const bed = actionTestBed(model, fixtures);
    for (const body of [{}, { reasonForDeletion: '  ' }]) {
      expectRefusal(bed, ['job'], () => softDelete(bed.context, bed.resource('job'), rule, { params: { id: 'j1' }, body }), 400, {
        error: 'VALIDATION_ERROR',
        errors: [{ field: 'reasonForDeletion', keyword: 'required', message: 'FIELD_IS_REQUIRED' }],
      });
    }
  });

  it('answers 404 for an unknown or already deleted record', () => {
    const bed = actionTestBed(model, fixtures);
    for (const id of ['zz', 'j2']) {
      expectRefusal(bed, ['job'], () => softDelete(bed.context, bed.resource('job'), rule, { params: { id }, body: { reasonForDeletion: 'x' } }), 404, {
        error: 'NOT_FOUND',
      });
    }
  });
});
