import { describe, expect, it } from 'vitest';
import type { RegistryModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { actionTestBed } from './actions.testkit';
import { wouldCreateCycle } from './wouldCreateCycle';

// A parent list tree: program ← project ← contract (each names its parents), plus a loop-free stray.
const model: RegistryModel = { resources: [testResourceModel({ name: 'scope' })] };
const fixtures = {
  'scope.json': [
    { _id: 'program', parentIds: [] },
    { _id: 'project', parentIds: ['program'] },
    { _id: 'contract', parentIds: ['project', 'ghost'] },
    { _id: 'stray' },
  ],
};

describe('wouldCreateCycle', () => {
  const bed = actionTestBed(model, fixtures);
  const cycle = (owner: string, candidate: string) => wouldCreateCycle(bed.context, bed.resource('scope'), 'parentIds', owner, candidate);

  it('finds the owner above the candidate, however far', () => {
    expect(cycle('program', 'project')).toBe(true);
    expect(cycle('program', 'contract')).toBe(true);
    expect(cycle('project', 'contract')).toBe(true);
  });

  it('lets a link that keeps the tree a tree through, unknown ids included', () => {
    expect(cycle('contract', 'program')).toBe(false);
    expect(cycle('stray', 'contract')).toBe(false);
    expect(cycle('project', 'ghost')).toBe(false);
  });
});
