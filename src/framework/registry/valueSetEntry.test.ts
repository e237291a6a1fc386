import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import type { ValueSetModel } from './types';
import { orderedEntries, valueSetEntry, valueSetOf } from './valueSetEntry';

const labels = (text: string) => ({ pt: text, en: text, es: text });
const status: ValueSetModel = {
  name: 'status',
  file: 'resources/status.values.json',
  unknown: 0,
  values: [
    { value: 0, key: 'NEW', color: 'grey', phase: 'initial', labels: labels('new'), order: 1 },
    { value: 5, key: 'DONE', color: 'green', phase: 'conclusive', labels: labels('done'), order: 0 },
  ],
};

describe('value set entries', () => {
  it('finds the set of a field by its path, with or without []', () => {
    const resource = testResourceModel({ name: 'job', valueSetModels: { status, 'history[].status': status } });
    expect(valueSetOf(resource, 'status')).toBe(status);
    expect(valueSetOf(resource, 'history.status')).toBe(status);
    expect(valueSetOf(resource, 'other')).toBeUndefined();
  });
  it('shows an unknown value as the set says, and finds values given as text', () => {
    expect(valueSetEntry(status, 5)?.key).toBe('DONE');
    expect(valueSetEntry(status, '5')?.key).toBe('DONE');
    expect(valueSetEntry(status, 42)?.key).toBe('NEW');
    expect(valueSetEntry({ ...status, unknown: undefined } as ValueSetModel, 42)).toBeUndefined();
  });
  it('orders entries by their order', () => {
    expect(orderedEntries(status).map((entry) => entry.key)).toEqual(['DONE', 'NEW']);
  });
});
