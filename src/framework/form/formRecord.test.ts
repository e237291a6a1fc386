import { describe, expect, it } from 'vitest';
import { mergeFormData, pickFormData } from './formRecord';

const record = { id: 'a1', _id: 'a1', name: 'Pump', note: 'old', tasks: ['t1'], updatedAt: '2026-01-01T00:00:00.000Z' };

describe('pickFormData', () => {
  it('keeps only the form fields, so ids never meet a closed schema', () => {
    expect(pickFormData(record, ['name', 'note', 'missing'])).toEqual({ name: 'Pump', note: 'old' });
  });

  it('is empty without a record (create)', () => {
    expect(pickFormData(undefined, ['name'])).toEqual({});
  });
});

describe('mergeFormData', () => {
  it('sends back the fields the form does not show and drops an emptied one', () => {
    expect(mergeFormData(record, { name: 'Valve' }, ['name', 'note'])).toEqual({
      id: 'a1',
      _id: 'a1',
      name: 'Valve',
      tasks: ['t1'],
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('is the form data alone on create', () => {
    expect(mergeFormData(undefined, { name: 'Valve' }, ['name'])).toEqual({ name: 'Valve' });
  });
});
