import { describe, expect, it } from 'vitest';
import type { UniqueRule } from '../../framework/registry/types';
import { findUniqueConflict } from './findUniqueConflict';

const rule: UniqueRule = { fields: ['name'], error: 'X', status: 400, display: 'dialog' };
const records = [
  { _id: 'a', name: 'Elétrica', code: 1 },
  { _id: 'b', name: 'Civil', code: 2 },
];

describe('findUniqueConflict', () => {
  it('finds the same text whatever the case, accents and surrounding spaces', () => {
    expect(findUniqueConflict(rule, { name: '  ELETRICA ' }, records, '_id')).toBe(true);
    expect(findUniqueConflict(rule, { name: 'Mecânica' }, records, '_id')).toBe(false);
  });
  it('does not count the record being updated', () => {
    expect(findUniqueConflict(rule, { name: 'civil' }, records, '_id', 'b')).toBe(false);
    expect(findUniqueConflict(rule, { name: 'civil' }, records, '_id', 'a')).toBe(true);
  });
  it('needs every field of the rule to be equal', () => {
    const pair: UniqueRule = { ...rule, fields: ['name', 'code'] };
    expect(findUniqueConflict(pair, { name: 'civil', code: 2 }, records, '_id')).toBe(true);
    expect(findUniqueConflict(pair, { name: 'civil', code: 3 }, records, '_id')).toBe(false);
  });
  it('ignores a candidate without the value', () => {
    expect(findUniqueConflict(rule, { name: ' ' }, [{ _id: 'z', name: '' }], '_id')).toBe(false);
  });
});
