import { describe, expect, it } from 'vitest';
import type { DeleteGuard } from '../../framework/registry/types';
import { countGuardLinks } from './countGuardLinks';

const guard: DeleteGuard = { resource: 'job', field: 'steps[].partId', status: 409, error: 'PART_IN_USE' };

describe('countGuardLinks', () => {
  it('counts the records that link the id, once each', () => {
    const records = [{ steps: [{ partId: 'p1' }, { partId: 'p1' }] }, { steps: [{ partId: 'p2' }] }, { steps: [{ partId: 'p1' }] }, {}];
    expect(countGuardLinks(guard, 'p1', records)).toBe(2);
    expect(countGuardLinks(guard, 'p3', records)).toBe(0);
  });
});
