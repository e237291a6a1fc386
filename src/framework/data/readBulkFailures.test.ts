import { describe, expect, it } from 'vitest';
import { readBulkFailures } from './readBulkFailures';

describe('readBulkFailures', () => {
  it('reads the records a bulk call left, ids as text', () => {
    expect(readBulkFailures({ failures: [{ id: 7, error: 'NOT_FOUND' }] }, 'job/bulk/cancel')).toEqual({ failures: [{ id: '7', error: 'NOT_FOUND' }] });
  });

  it('throws, naming the call, on an answer of another shape rather than reading it as every record done', () => {
    for (const payload of [undefined, [], { failures: [{ id: 'a' }] }, { failures: 'none' }])
      expect(() => readBulkFailures(payload, 'job/bulk/cancel')).toThrow(/job\/bulk\/cancel/);
  });
});
