import { describe, expect, it } from 'vitest';
import { classifyError } from '../framework/data/errorCatalogue';
import { PRODUCT_ERROR_CATALOGUE } from './errorCatalogue';

const classify = (status: number, path: string, body?: { error: string; message: string; errors?: never[] }) =>
  classifyError({ status, path, ...(body ? { body } : {}) }, PRODUCT_ERROR_CATALOGUE);

describe('the product error catalogue (spec §8)', () => {
  it('reads a 400 under /fic as a connection error of the external system, except /fic/routing', () => {
    expect(classify(400, 'fic/fvi/activities', { error: 'X', message: 'X' })).toMatchObject({ display: 'dialog', message: 'errors.fic_connection' });
    const routing = classify(400, 'fic/routing', { error: 'X', message: 'X' });
    expect(routing.display).toBe('dialog');
    expect(routing.message).toBeUndefined();
    expect(classify(400, 'classes/page', { error: 'X', message: 'X' }).message).toBeUndefined();
  });

  it('sends a user without a project to the join request, and a resource of another project to a project change', () => {
    expect(classify(400, 'activity/page', { error: 'USER-WITHOUT-PROJECT', message: '' })).toMatchObject({ display: 'joinProject' });
    expect(classify(400, 'activity/1', { error: '', message: 'RESOURCE-IS-FROM-ANOTHER-PROJECT' })).toMatchObject({ display: 'changeProject' });
  });

  it('keeps the HTTP rows: field errors on the form, 401 to sign-in, 500 and 502 by their messages', () => {
    expect(classify(400, 'fic/x', { error: 'VALIDATION_ERROR', message: '', errors: [{} as never] })).toMatchObject({ display: 'fields' });
    expect(classify(401, 'discipline')).toMatchObject({ display: 'signIn' });
    expect(classify(500, 'discipline')).toMatchObject({ message: 'errors.internal' });
    expect(classify(502, 'discipline')).toMatchObject({ message: 'errors.unavailable' });
    expect(classify(0, 'discipline')).toMatchObject({ message: 'errors.connection' });
  });
});
