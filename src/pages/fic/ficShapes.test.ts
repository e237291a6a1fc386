import { describe, expect, it } from 'vitest';
import { mergeOutcomes, readImportOutcome, readPage, readUpdateOutcome } from './ficShapes';

describe('the FIC answers, read', () => {
  it('reads an import from the 200 payload and from the 409 body alike', () => {
    const fields = { activitiesId: ['G-1', 'X-2'], importedActivitiesId: ['A-1', 'A-2', 'A-3'], errors: [{ id: 'X-2', error: 'OP_FAIL', message: 'no' }], abortedActivitiesId: ['B-1'], countMatched: 7 };
    const expected = { asked: 2, done: 3, errors: [{ id: 'X-2', error: 'OP_FAIL', message: 'no' }], aborted: 1, countMatched: 7 };
    expect(readImportOutcome({ data: fields }, 1)).toEqual(expected);
    expect(readImportOutcome({ error: 'SOME_ACTIVITIES_WERE_NOT_IMPORTED', ...fields }, 1)).toEqual(expected);
  });

  it('leaves out errors without an id or a code, and rows of the wrong shape', () => {
    expect(readImportOutcome({ errors: [{ id: 'a' }, 'x', { id: 'b', error: 'OP_FAIL' }] }, 2).errors).toEqual([{ id: 'b', error: 'OP_FAIL', message: '' }]);
    expect(readPage({ items: [null, { _id: 'G-1', number: 'G-1', isImported: true, activities: [{ _id: 'FVI-1', isImported: true }] }], count: 9 })).toMatchObject({ count: 9, items: [{ _id: 'G-1', isImported: true }] });
    expect(readPage('nope')).toEqual({ items: [], count: 0 });
  });

  it('reads an update and sums the chunks of an import', () => {
    expect(readUpdateOutcome({ data: { date: '2026-01-01T00:00:00Z', total: 4, updatedActivitiesId: ['a', 'b', 'c'], errors: [{ id: 'd', error: 'OP_FAIL', message: '' }] } })).toMatchObject({ asked: 4, done: 3, date: '2026-01-01T00:00:00Z' });
    const chunk = { asked: 2, done: 1, errors: [{ id: 'x', error: 'OP_FAIL', message: '' }], aborted: 0 };
    expect(mergeOutcomes([chunk, chunk])).toEqual({ asked: 4, done: 2, errors: [...chunk.errors, ...chunk.errors], aborted: 0 });
  });
});
