import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { checkReferences } from './checkReferences';

const resource = testResourceModel({ name: 'gadget', references: { ownerId: { resource: 'owner' }, 'parts[].partId': { resource: 'part' } } });
const existing: Record<string, string[]> = { owner: ['o1'], part: ['p1'] };
const exists = (name: string, id: string) => existing[name]?.includes(id);

describe('checkReferences', () => {
  it('accepts existing ids and empty values', () => {
    expect(checkReferences(resource, { ownerId: 'o1', parts: [{ partId: 'p1' }, { partId: '' }] }, exists)).toEqual([]);
    expect(checkReferences(resource, {}, exists)).toEqual([]);
  });
  it('reports each unknown id at its path', () => {
    expect(checkReferences(resource, { ownerId: 'zz', parts: [{ partId: 'p1' }, { partId: 'p9' }] }, exists)).toEqual([
      { field: 'ownerId', keyword: 'reference', message: 'validation.reference', params: { resource: 'owner', value: 'zz' } },
      { field: 'parts.1.partId', keyword: 'reference', message: 'validation.reference', params: { resource: 'part', value: 'p9' } },
    ]);
  });
  it('skips references to a resource that does not exist', () => {
    const orphan = testResourceModel({ name: 'gadget', references: { ghostId: { resource: 'ghost' } } });
    expect(checkReferences(orphan, { ghostId: 'x' }, exists)).toEqual([]);
  });
});
