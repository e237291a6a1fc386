import { describe, expect, it } from 'vitest';
import type { RegistryModel, ToggleAction } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { actionTestBed, expectRefusal } from './actions.testkit';
import { toggleAction } from './toggleAction';

const inBody: ToggleAction = { name: 'activate', kind: 'toggle', method: 'PUT', path: '{id}/activate', field: 'active', valueIn: 'body' };
const inPath: ToggleAction = { name: 'setNeeded', kind: 'toggle', method: 'PUT', path: '{id}/set-needed/{value}', field: 'needed', valueIn: 'path' };
const model: RegistryModel = { resources: [testResourceModel({ name: 'state', actions: [inBody, inPath] })] };
const fixtures = { 'state.json': [{ _id: 's1', active: false, needed: false }] };

describe('toggleAction', () => {
  it('reads the value from the body', () => {
    const bed = actionTestBed(model, fixtures);
    expect(toggleAction(bed.context, bed.resource('state'), inBody, { params: { id: 's1' }, body: { active: true } })).toMatchObject({ active: true });
  });

  it('reads the value from the path: true or false', () => {
    const bed = actionTestBed(model, fixtures);
    const run = (value: string) => toggleAction(bed.context, bed.resource('state'), inPath, { params: { id: 's1', value }, body: {} });
    expect(run('true')).toMatchObject({ needed: true });
    expect(run('false')).toMatchObject({ needed: false });
    expectRefusal(bed, ['state'], () => run('yes'), 400, {
      error: 'VALIDATION_ERROR',
      errors: [{ field: 'needed', keyword: 'type', params: { type: 'boolean' } }],
    });
    expectRefusal(bed, ['state'], () => run('toString'), 400, { error: 'VALIDATION_ERROR' });
  });

  it('answers 404 for an unknown record', () => {
    const bed = actionTestBed(model, fixtures);
    expectRefusal(bed, ['state'], () => toggleAction(bed.context, bed.resource('state'), inPath, { params: { id: 'zz', value: 'yes' }, body: {} }), 404, {
      error: 'NOT_FOUND',
    });
  });
});
