import { describe, expect, it } from 'vitest';
import { elementValuesOf, taskRecordsOf } from './taskRecordList';

describe('taskRecordsOf', () => {
  it('reads the list when there is one, else the older single text as one record named by the task id', () => {
    expect(taskRecordsOf({ _id: 't1', registers: [{ _id: 'r1', record: 'a' }, { bad: true }], register: 'old' })).toEqual([{ _id: 'r1', record: 'a' }]);
    expect(taskRecordsOf({ _id: 't1', register: 'old' })).toEqual([{ _id: 't1', record: 'old' }]);
    expect(taskRecordsOf({ _id: 't1', register: '  ' })).toEqual([]);
    expect(taskRecordsOf({ _id: 't1' })).toEqual([]);
  });
});

describe('elementValuesOf', () => {
  it('keeps the well-formed checked elements only', () => {
    expect(elementValuesOf({ elementChildrensValues: [{ elementId: 'e1', value: 'OK' }, 'junk', null] })).toEqual([{ elementId: 'e1', value: 'OK' }]);
    expect(elementValuesOf({})).toEqual([]);
  });
});
